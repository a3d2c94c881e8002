import type { PrismaClient } from '@studychina/db';

/**
 * The English paths of every published catalogue page, for the sitemap (issue 28,
 * docs/decisions/0114-catalogue-pages-rendered-on-request.md): each published programme, each university with a
 * published programme, and each scholarship. Slugs only, in a stable order, so 100,000 addresses cost three index
 * scans and little memory.
 */
export async function sitemapEntries(prisma: PrismaClient): Promise<string[]> {
  const [programmes, universities, scholarships] = await Promise.all([
    prisma.programme.findMany({ where: { published: true }, select: { slug: true }, orderBy: { id: 'asc' } }),
    prisma.university.findMany({
      where: { programmes: { some: { published: true } } },
      select: { slug: true },
      orderBy: { id: 'asc' },
    }),
    prisma.scholarship.findMany({ select: { slug: true }, orderBy: { id: 'asc' } }),
  ]);
  return [
    ...universities.map(({ slug }) => `/universities/${encodeURIComponent(slug)}`),
    ...programmes.map(({ slug }) => `/programmes/${encodeURIComponent(slug)}`),
    ...scholarships.map(({ slug }) => `/scholarships/${encodeURIComponent(slug)}`),
  ];
}
