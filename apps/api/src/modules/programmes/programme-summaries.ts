import type { PrismaClient } from '@studychina/db';
import type { DegreeLevel, Locale, ProgrammeSummary, TeachingLanguage } from '@studychina/contracts';
import { inLocale, toIntake } from './localized.js';
import type { Pricer } from './money.js';
import { HAS_SCHOLARSHIP } from './search-sql.js';

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  titleFr: string;
  degree: DegreeLevel;
  language: TeachingLanguage;
  durationMonths: number;
  tuitionPerYear: number;
  tuitionCurrency: string;
  uSlug: string;
  uName: string;
  cSlug: string;
  cName: string;
  cNameFr: string;
  majorId: number;
  mName: string;
  mNameFr: string | null;
  iId: number | null;
  iStart: Date | null;
  iDeadline: Date | null;
  scholarship: boolean;
}

/**
 * Programmes as a list shows them, in the order of `ids`: their university and city, major, tuition with
 * estimates, the earliest intake still open and whether a scholarship applies. One statement for a whole page.
 */
export async function programmeSummaries(
  prisma: PrismaClient,
  ids: readonly number[],
  { locale, now, price }: { locale: Locale; now: Date; price: Pricer },
): Promise<ProgrammeSummary[]> {
  if (ids.length === 0) return [];
  const rows = await prisma.$queryRawUnsafe<SummaryRow[]>(
    `SELECT p.id, p.slug, p.title, p."titleFr", p.degree::text AS degree, p.language::text AS language,
            p."durationMonths", p."tuitionPerYear", p."tuitionCurrency",
            u.slug AS "uSlug", u.name AS "uName", c.slug AS "cSlug", c.name AS "cName", c."nameFr" AS "cNameFr",
            m.id AS "majorId", m.name AS "mName", m."nameFr" AS "mNameFr",
            ni.id AS "iId", ni.start AS "iStart", ni.deadline AS "iDeadline",
            ${HAS_SCHOLARSHIP} AS scholarship
       FROM "Programme" p
       JOIN "University" u ON u.id = p."universityId"
       JOIN "City" c ON c.id = u."cityId"
       JOIN "Major" m ON m.id = p."majorId"
       LEFT JOIN LATERAL (
         SELECT i.id, i.start, i.deadline FROM "Intake" i
          WHERE i."programmeId" = p.id AND NOT i.closed AND i.deadline > $2
          ORDER BY i.deadline, i.start LIMIT 1) ni ON true
      WHERE p.id = ANY($1::int[])`,
    ids,
    now,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        slug: row.slug,
        title: inLocale(locale, row.title, row.titleFr),
        university: {
          slug: row.uSlug,
          name: row.uName,
          city: { slug: row.cSlug, name: inLocale(locale, row.cName, row.cNameFr) },
        },
        major: { id: row.majorId, name: inLocale(locale, row.mName, row.mNameFr) },
        degree: row.degree,
        language: row.language,
        durationMonths: row.durationMonths,
        tuition: price(row.tuitionPerYear, row.tuitionCurrency),
        nextIntake:
          row.iId !== null && row.iStart && row.iDeadline
            ? toIntake({ id: row.iId, start: row.iStart, deadline: row.iDeadline }, now)
            : null,
        scholarship: row.scholarship,
      },
    ];
  });
}
