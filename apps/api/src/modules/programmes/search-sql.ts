import type { DegreeLevel, TeachingLanguage } from '@studychina/contracts';
import { PUBLIC_PROGRAMME_SQL } from './public-rows.js';

/**
 * The SQL of GET /programmes (docs/decisions/0117-catalogue-search-in-one-statement.md), written by hand because
 * Prisma's query API cannot group facets or rank by trigram similarity. Values are always parameters; only the
 * shape of the statement (which filters are present) is built here.
 */

/** The filters as asked (slugs and ids are resolved inside the statement, which also says which exist). */
export interface SearchFilters {
  /** Per word of `q`, its spellings (search-words.ts): every word must match one. */
  words: string[][];
  degree?: DegreeLevel[];
  language?: TeachingLanguage[];
  city?: string[];
  province?: string[];
  university?: string[];
  major?: number[];
  /** `YYYY-MM-01` dates. */
  intakeStarts?: string[];
  /** Fen (CNY minor units). */
  tuitionMax?: number;
  scholarship?: boolean;
}

/** The facets, each counted with every filter applied but its own. */
export const FACETS = ['degree', 'language', 'city', 'major', 'intake'] as const;
export type FacetName = (typeof FACETS)[number];

/** A statement's text with its parameters. */
export class Statement {
  readonly params: unknown[] = [];
  /** `$n` for a new parameter. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/**
 * A programme has a scholarship when a published one names it, or one is offered at its university for its degree
 * level.
 */
export const HAS_SCHOLARSHIP = `(EXISTS (SELECT 1 FROM "ScholarshipProgramme" sp JOIN "Scholarship" ps ON ps.id = sp."scholarshipId"
             WHERE sp."programmeId" = p.id AND ps.published)
  OR EXISTS (SELECT 1 FROM "ScholarshipUniversity" su JOIN "Scholarship" s ON s.id = su."scholarshipId"
             WHERE su."universityId" = p."universityId" AND p.degree = ANY(s.degrees) AND s.published))`;

/** Each filter present as a condition over `p` (Programme) alone, so the planner can reach it through an index. */
interface Conditions {
  /** The filters that are not facets (published, q, province, university, tuition, scholarship). */
  base: string[];
  /** The facet filters present (each also a boolean column of `m`). */
  facets: Partial<Record<FacetName, string>>;
}

function conditions(s: Statement, f: SearchFilters): Conditions {
  const base = [PUBLIC_PROGRAMME_SQL];
  for (const spellings of f.words) {
    base.push(`(${spellings.map((w) => `p."searchText" LIKE ${s.param(`%${w}%`)}::text`).join(' OR ')})`);
  }
  if (f.province) {
    base.push(`p."universityId" IN (SELECT pu.id FROM "University" pu JOIN "City" pc ON pc.id = pu."cityId"
                WHERE pc."provinceSlug" = ANY(${s.param(f.province)}::text[]))`);
  }
  if (f.university) {
    base.push(
      `p."universityId" IN (SELECT uu.id FROM "University" uu WHERE uu.slug = ANY(${s.param(f.university)}::text[]))`,
    );
  }
  if (f.tuitionMax !== undefined) {
    base.push(`p."tuitionCurrency" = 'CNY' AND p."tuitionPerYear" <= ${s.param(f.tuitionMax)}::int`);
  }
  if (f.scholarship) base.push(HAS_SCHOLARSHIP);

  const facets: Conditions['facets'] = {};
  if (f.degree) facets.degree = `p.degree = ANY(${s.param(f.degree)}::"DegreeLevel"[])`;
  if (f.language) facets.language = `p.language = ANY(${s.param(f.language)}::"TeachingLanguage"[])`;
  if (f.city) {
    facets.city = `p."universityId" IN (SELECT cu.id FROM "University" cu JOIN "City" cc ON cc.id = cu."cityId"
                    WHERE cc.slug = ANY(${s.param(f.city)}::text[]))`;
  }
  if (f.major) facets.major = `p."majorId" = ANY(${s.param(f.major)}::int[])`;
  if (f.intakeStarts) {
    facets.intake = `EXISTS (SELECT 1 FROM "Intake" fi WHERE fi."programmeId" = p.id
                      AND fi.start = ANY(${s.param(f.intakeStarts)}::date[]))`;
  }
  return { base, facets };
}

export type SortKey = 'relevance' | 'tuition' | 'deadline' | 'name';

export interface PageOptions {
  sort: SortKey;
  titleColumn: 'title' | 'titleFr';
  now: Date;
  limit: number;
  offset: number;
  /** `q` normalised (normaliseSearch), for the relevance order. */
  query: string;
}

/** One page of ids in the order asked: every filter applied, each reached through its index. */
export function pageStatement(f: SearchFilters, o: PageOptions): Statement & { sql: string } {
  const s = new Statement();
  const c = conditions(s, f);
  const where = [...c.base, ...FACETS.flatMap((name) => c.facets[name] ?? [])];
  const title = `p."${o.titleColumn}"`;
  // Made only when the order uses it: a parameter the statement does not use has no type, and Postgres refuses it.
  const nextDeadline = () => `(SELECT min(i.deadline) FROM "Intake" i
      WHERE i."programmeId" = p.id AND NOT i.closed AND i.deadline > ${s.param(o.now)}::timestamptz)`;
  let order: string;
  switch (o.sort) {
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
      order = o.query
        ? `word_similarity(${s.param(o.query)}::text, p."searchText") DESC, ${title} ASC, p.id`
        : `(${nextDeadline()} IS NULL) ASC, ${title} ASC, p.id`;
  }
  const sql = `SELECT p.id FROM "Programme" p WHERE ${where.join(' AND ')}
    ORDER BY ${order} LIMIT ${s.param(o.limit)}::int OFFSET ${s.param(o.offset)}::int`;
  return Object.assign(s, { sql });
}

/** A facet value counted; `slug`, `name` and `nameFr` are set for cities (`slug`) and majors. */
export interface FacetCountRow {
  facet: FacetName;
  value: string;
  count: number;
  slug: string | null;
  name: string | null;
  nameFr: string | null;
}

/** The one row the facets statement answers. */
export interface FacetsRow {
  /** Matches of every filter. */
  total: number;
  counts: FacetCountRow[];
  /** The filter values asked that exist, with the names a facet shows (a chosen value may count 0). */
  cities: { id: number; slug: string; name: string; nameFr: string }[] | null;
  provinces: string[] | null;
  universities: string[] | null;
  majors: { id: number; name: string; nameFr: string | null }[] | null;
}

/**
 * The total and the five facets' counts in one statement. The rows any count needs (every filter passed but one
 * facet's at most) are read once into `m`, with one boolean per facet filter; each facet counts the rows of `m`
 * passing every other, and the total those passing all. With two facet filters or more, `m` is the union of one
 * branch per facet (every filter but that one), each planned on its own, so a selective filter reaches its rows
 * through its index (a city through its universities) before the words are checked, and rows failing two facet
 * filters are never read. Branches read Programme alone: cities are counted per university, then summed. The
 * filter values asked are looked up beside (the caller refuses unknown ones with a 422).
 */
export function facetsStatement(f: SearchFilters, fromMonth: string): Statement & { sql: string } {
  const s = new Statement();
  const c = conditions(s, f);
  const present = FACETS.filter((name) => c.facets[name] !== undefined);
  const allBut = (except?: FacetName) =>
    present
      .filter((name) => name !== except)
      .map((name) => `f_${name}`)
      .join(' AND ') || 'true';
  const columns = `p.id, p.degree, p.language, p."universityId" AS university, p."majorId" AS major${present
    .map((name) => `, ${c.facets[name]} AS f_${name}`)
    .join('')}`;
  const rows =
    present.length >= 2
      ? present
          .map((except) => {
            const others = present.filter((name) => name !== except).map((name) => c.facets[name] as string);
            return `SELECT ${columns} FROM "Programme" p WHERE ${[...c.base, ...others].join(' AND ')}`;
          })
          .join('\n      UNION ')
      : `SELECT ${columns} FROM "Programme" p WHERE ${c.base.join(' AND ')}`;

  const lookups = [
    f.city
      ? `(SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'nameFr', c."nameFr"))
           FROM "City" c WHERE c.slug = ANY(${s.param(f.city)}::text[])) AS cities`
      : 'NULL::json AS cities',
    f.province
      ? `ARRAY(SELECT DISTINCT c."provinceSlug" FROM "City" c
                WHERE c."provinceSlug" = ANY(${s.param(f.province)}::text[])) AS provinces`
      : 'NULL::text[] AS provinces',
    f.university
      ? `ARRAY(SELECT un.slug FROM "University" un WHERE un.slug = ANY(${s.param(f.university)}::text[])) AS universities`
      : 'NULL::text[] AS universities',
    f.major
      ? `(SELECT json_agg(json_build_object('id', ma.id, 'name', ma.name, 'nameFr', ma."nameFr"))
           FROM "Major" ma WHERE ma.id = ANY(${s.param(f.major)}::int[])) AS majors`
      : 'NULL::json AS majors',
  ];

  const sql = `WITH m AS MATERIALIZED (${rows}),
    counts AS (
      SELECT 'degree' AS facet, degree::text AS value, NULL::int AS id, count(*)::int AS count
        FROM m WHERE ${allBut('degree')} GROUP BY degree
      UNION ALL SELECT 'language', language::text, NULL, count(*)::int FROM m WHERE ${allBut('language')} GROUP BY language
      UNION ALL SELECT 'city', un."cityId"::text, un."cityId", sum(x.count)::int
        FROM (SELECT university, count(*) AS count FROM m WHERE ${allBut('city')} GROUP BY university) x
        JOIN "University" un ON un.id = x.university GROUP BY un."cityId"
      UNION ALL SELECT 'major', major::text, major, count(*)::int FROM m WHERE ${allBut('major')} GROUP BY major
      -- A programme has one intake per start month (unique), so rows per month are programmes.
      UNION ALL SELECT 'intake', to_char(i.start, 'YYYY-MM'), NULL, count(*)::int
        FROM m JOIN "Intake" i ON i."programmeId" = m.id
       WHERE ${allBut('intake')} AND i.start >= ${s.param(fromMonth)}::date GROUP BY i.start)
    SELECT (SELECT count(*)::int FROM m WHERE ${allBut()}) AS total,
      (SELECT coalesce(json_agg(json_build_object('facet', k.facet, 'value', k.value, 'count', k.count,
                'slug', c.slug, 'name', coalesce(c.name, ma.name), 'nameFr', coalesce(c."nameFr", ma."nameFr"))), '[]')
         FROM counts k
         LEFT JOIN "City" c ON k.facet = 'city' AND c.id = k.id
         LEFT JOIN "Major" ma ON k.facet = 'major' AND ma.id = k.id) AS counts,
      ${lookups.join(',\n      ')}`;
  return Object.assign(s, { sql });
}
