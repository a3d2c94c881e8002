import type { PrismaClient } from '@studychina/db';
import { PUBLIC_PROGRAMME, PUBLIC_SCHOLARSHIP, PUBLIC_UNIVERSITY } from '../programmes/public-rows.js';

/**
 * The English paths of every published catalogue page, for the sitemap (issue 28,
 * docs/decisions/0114-catalogue-pages-rendered-on-request.md): each published programme, each university with a
 * published programme, and each published scholarship. Slugs only, in a stable order, so 100,000 addresses cost three index
 * scans and little memory.
 */
export async function sitemapEntries(prisma: PrismaClient): Promise<string[]> {
  const [programmes, universities, scholarships] = await Promise.all([
    prisma.programme.findMany({ where: PUBLIC_PROGRAMME, select: { slug: true }, orderBy: { id: 'asc' } }),
    prisma.university.findMany({
      where: { ...PUBLIC_UNIVERSITY, programmes: { some: { published: true } } },
      select: { slug: true },
      orderBy: { id: 'asc' },
    }),
    prisma.scholarship.findMany({ where: PUBLIC_SCHOLARSHIP, select: { slug: true }, orderBy: { id: 'asc' } }),
  ]);
  return [
    ...universities.map(({ slug }) => `/universities/${encodeURIComponent(slug)}`),
    ...programmes.map(({ slug }) => `/programmes/${encodeURIComponent(slug)}`),
    ...scholarships.map(({ slug }) => `/scholarships/${encodeURIComponent(slug)}`),
  ];
}
