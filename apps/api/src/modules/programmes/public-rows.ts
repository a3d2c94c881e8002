import type { Prisma } from '@studychina/db';

/**
 * What the public site shows (docs/product.md#content-management): a university or scholarship editors have not
 * unpublished, and a published programme of a published university (unpublishing a university takes its programmes
 * off the lists, search, pages and sitemap with it, their own status unchanged). Every public read filters with these.
 */
export const PUBLIC_UNIVERSITY = { published: true } as const satisfies Prisma.UniversityWhereInput;
export const PUBLIC_SCHOLARSHIP = { published: true } as const satisfies Prisma.ScholarshipWhereInput;
export const PUBLIC_PROGRAMME = {
  published: true,
  university: PUBLIC_UNIVERSITY,
} as const satisfies Prisma.ProgrammeWhereInput;

/**
 * PUBLIC_PROGRAMME in SQL over `p` ("Programme"), reading Programme alone as the search's branches do
 * (docs/decisions/0117-catalogue-search-in-one-statement.md): the few unpublished universities are one hashed set.
 */
export const PUBLIC_PROGRAMME_SQL = `p.published AND p."universityId" NOT IN (SELECT hu.id FROM "University" hu WHERE NOT hu.published)`;
