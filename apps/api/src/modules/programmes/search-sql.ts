import type { DegreeLevel, TeachingLanguage } from '@studychina/contracts';

/**
 * The SQL of GET /programmes (docs/decisions/0112-programme-catalogue-search.md), written by hand because Prisma's
 * query API cannot group facets or rank by trigram similarity. Values are always parameters; only the shape of
 * the statement (which filters are present) is built here.
 */

/** Filters with the values the database knows them by (slugs resolved to ids). */
export interface ResolvedFilters {
  /** Per word of `q`, its spellings (search-words.ts): every word must match one. */
  words: string[][];
  degree?: DegreeLevel[];
  language?: TeachingLanguage[];
  cityIds?: number[];
  /** The cities of the provinces asked for. */
  provinceCityIds?: number[];
  universityIds?: number[];
  majorIds?: number[];
  /** `YYYY-MM-01` dates. */
  intakeStarts?: string[];
  /** Fen (CNY minor units). */
  tuitionMax?: number;
  scholarship?: boolean;
}

export type FilterName =
  'q' | 'degree' | 'language' | 'city' | 'province' | 'university' | 'major' | 'intake' | 'tuition' | 'scholarship';

/** A statement's text with its parameters. */
export class Statement {
  readonly params: unknown[] = [];
  /** `$n` for a new parameter. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** A programme has a scholarship when one names it, or one is offered at its university for its degree level. */
export const HAS_SCHOLARSHIP = `(EXISTS (SELECT 1 FROM "ScholarshipProgramme" sp WHERE sp."programmeId" = p.id)
  OR EXISTS (SELECT 1 FROM "ScholarshipUniversity" su JOIN "Scholarship" s ON s.id = su."scholarshipId"
             WHERE su."universityId" = p."universityId" AND p.degree = ANY(s.degrees)))`;

/** The conditions of every filter present but `except`, over `p` (Programme) and `u` (University). */
export function conditions(s: Statement, f: ResolvedFilters, except?: FilterName): string[] {
  const where = ['p.published'];
  if (except !== 'q') {
    for (const spellings of f.words) {
      where.push(`(${spellings.map((w) => `p."searchText" LIKE ${s.param(`%${w}%`)}`).join(' OR ')})`);
    }
  }
  if (f.degree && except !== 'degree') where.push(`p.degree = ANY(${s.param(f.degree)}::"DegreeLevel"[])`);
  if (f.language && except !== 'language') {
    where.push(`p.language = ANY(${s.param(f.language)}::"TeachingLanguage"[])`);
  }
  if (f.cityIds && except !== 'city') where.push(`u."cityId" = ANY(${s.param(f.cityIds)}::int[])`);
  if (f.provinceCityIds && except !== 'province') {
    where.push(`u."cityId" = ANY(${s.param(f.provinceCityIds)}::int[])`);
  }
  if (f.universityIds && except !== 'university') {
    where.push(`p."universityId" = ANY(${s.param(f.universityIds)}::int[])`);
  }
  if (f.majorIds && except !== 'major') where.push(`p."majorId" = ANY(${s.param(f.majorIds)}::int[])`);
  if (f.intakeStarts && except !== 'intake') {
    where.push(
      `EXISTS (SELECT 1 FROM "Intake" i WHERE i."programmeId" = p.id AND i.start = ANY(${s.param(f.intakeStarts)}::date[]))`,
    );
  }
  if (f.tuitionMax !== undefined && except !== 'tuition') {
    where.push(`p."tuitionCurrency" = 'CNY' AND p."tuitionPerYear" <= ${s.param(f.tuitionMax)}`);
  }
  if (f.scholarship && except !== 'scholarship') where.push(HAS_SCHOLARSHIP);
  return where;
}

const FROM = `"Programme" p JOIN "University" u ON u.id = p."universityId"`;

/** Each facet's values and counts: every filter applied but the facet's own. */
export function facetStatement(
  facet: 'degree' | 'language' | 'city' | 'major' | 'intake',
  f: ResolvedFilters,
  fromMonth: string,
): Statement & { sql: string } {
  const s = new Statement();
  const where = conditions(s, f, facet);
  let sql: string;
  if (facet === 'intake') {
    sql = `SELECT to_char(i.start, 'YYYY-MM') AS value, count(DISTINCT p.id)::int AS count
             FROM ${FROM} JOIN "Intake" i ON i."programmeId" = p.id
            WHERE ${where.join(' AND ')} AND i.start >= ${s.param(fromMonth)}::date
            GROUP BY 1`;
  } else {
    const key = {
      degree: 'p.degree::text',
      language: 'p.language::text',
      city: 'u."cityId"::text',
      major: 'p."majorId"::text',
    }[facet];
    sql = `SELECT ${key} AS value, count(*)::int AS count FROM ${FROM} WHERE ${where.join(' AND ')} GROUP BY 1`;
  }
  return Object.assign(s, { sql });
}

export type SortKey = 'relevance' | 'tuition' | 'deadline' | 'name';

/** One page of ids in the order asked, with the total of matches (the same on every row). */
export function pageStatement(
  f: ResolvedFilters,
  options: { sort: SortKey; titleColumn: 'title' | 'titleFr'; now: Date; limit: number; offset: number; query: string },
): Statement & { sql: string } {
  const s = new Statement();
  const where = conditions(s, f);
  const title = `p."${options.titleColumn}"`;
  // Made only when the order uses it: a parameter the statement does not use has no type, and Postgres refuses it.
  const nextDeadline = () => `(SELECT min(i.deadline) FROM "Intake" i
      WHERE i."programmeId" = p.id AND NOT i.closed AND i.deadline > ${s.param(options.now)})`;
  let order: string;
  switch (options.sort) {
    case 'tuition':
      order = `p."tuitionPerYear" ASC, ${title} ASC, p.id`;
      break;
    case 'deadline':
      order = `${nextDeadline()} ASC NULLS LAST, ${title} ASC, p.id`;
      break;
    case 'name':
      order = `${title} ASC, p.id`;
      break;
    default:
      // Best match first (trigram word similarity of the whole query); without words, open programmes first.
      order = options.query
        ? `word_similarity(${s.param(options.query)}, p."searchText") DESC, ${title} ASC, p.id`
        : `(${nextDeadline()} IS NULL) ASC, ${title} ASC, p.id`;
  }
  const sql = `SELECT p.id, count(*) OVER ()::int AS total FROM ${FROM}
    WHERE ${where.join(' AND ')} ORDER BY ${order}
    LIMIT ${s.param(options.limit)} OFFSET ${s.param(options.offset)}`;
  return Object.assign(s, { sql });
}

/** The number of matches (when the page asked is past the last, the page statement returns no row to count). */
export function countStatement(f: ResolvedFilters): Statement & { sql: string } {
  const s = new Statement();
  const sql = `SELECT count(*)::int AS total FROM ${FROM} WHERE ${conditions(s, f).join(' AND ')}`;
  return Object.assign(s, { sql });
}
