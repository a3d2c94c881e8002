import { normaliseSearch, type PrismaClient } from '@studychina/db';
import {
  DEGREE_LEVELS,
  PROGRAMMES_PAGE_SIZE,
  TEACHING_LANGUAGES,
  renderText,
  text,
  type FacetValue,
  type Locale,
  type ProgrammeFacets,
  type ProgrammesPageResponse,
  type ProgrammesQuery,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { refuseUnknownValues } from './filter-values.js';
import { inLocale, monthLabel } from './localized.js';
import type { Prices } from './money.js';
import { programmeSummaries } from './programme-summaries.js';
import {
  facetsStatement,
  pageStatement,
  type FacetCountRow,
  type FacetsRow,
  type SearchFilters,
} from './search-sql.js';
import { searchWordSpellings } from './search-words.js';

/** The largest id Postgres's `int` holds: a bigger "major" cannot exist (and would not cast). */
const MAX_INT = 2_147_483_647;

/**
 * GET /programmes (docs/decisions/0117-catalogue-search-in-one-statement.md): the page asked and the five facets,
 * each counted with every other filter applied but its own. Two statements run side by side: the page's ids (then
 * its programmes), and the total with every facet's counts, their names and which filter values exist.
 */
export function createProgrammeSearch(prisma: PrismaClient, prices: Prices, now: () => Date) {
  function labels(locale: Locale, row: FacetsRow, query: ProgrammesQuery): ProgrammeFacets {
    const of = (facet: FacetCountRow['facet']) => row.counts.filter((c) => c.facet === facet);
    const countOf = (facet: FacetCountRow['facet'], value: string) =>
      row.counts.find((c) => c.facet === facet && c.value === value)?.count ?? 0;
    // A value chosen stays listed (with its count, maybe 0) so it can be unchosen; others only when they match.
    const kept = (value: string, count: number, chosen: readonly string[] | undefined) =>
      count > 0 || (chosen?.includes(value) ?? false);
    const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label, locale);

    const facets: ProgrammeFacets = {
      degree: DEGREE_LEVELS.map((value) => ({
        value,
        label: renderText(text(`catalogue.degree.${value}`), locale),
        count: countOf('degree', value),
      })).filter((v) => kept(v.value, v.count, query.degree)),
      language: TEACHING_LANGUAGES.map((value) => ({
        value,
        label: renderText(text(`catalogue.language.${value}`), locale),
        count: countOf('language', value),
      })).filter((v) => kept(v.value, v.count, query.language)),
      city: of('city')
        .map((c) => ({ value: c.slug ?? '', label: inLocale(locale, c.name ?? '', c.nameFr), count: c.count }))
        .sort(byCount),
      major: of('major')
        .map((m) => ({ value: m.value, label: inLocale(locale, m.name ?? '', m.nameFr), count: m.count }))
        .sort(byCount),
      intake: of('intake').map((i) => ({ value: i.value, label: monthLabel(i.value, locale), count: i.count })),
    };
    // Chosen cities, majors and intakes that match nothing under the other filters, in the order asked.
    for (const slug of query.city ?? []) {
      const city = row.cities?.find((c) => c.slug === slug);
      if (city && !facets.city.some((c) => c.value === slug)) {
        facets.city.push({ value: slug, label: inLocale(locale, city.name, city.nameFr), count: 0 });
      }
    }
    for (const id of query.major ?? []) {
      const major = row.majors?.find((m) => String(m.id) === id);
      if (major && !facets.major.some((m) => m.value === id)) {
        facets.major.push({ value: id, label: inLocale(locale, major.name, major.nameFr), count: 0 });
      }
    }
    for (const month of query.intake ?? []) {
      if (!facets.intake.some((i) => i.value === month))
        facets.intake.push({ value: month, label: monthLabel(month, locale), count: 0 });
    }
    facets.intake.sort((a, b) => a.value.localeCompare(b.value));
    return facets;
  }

  return {
    async search(query: ProgrammesQuery, locale: Locale): Promise<ProgrammesPageResponse> {
      const at = now();
      const page = query.page ?? 1;
      // The rates are read beside the search (or come from their memory); the spellings come first.
      const pricing = prices.pricer();
      pricing.catch(() => undefined);
      const words = await searchWordSpellings(prisma, query.q);
      const filters: SearchFilters = {
        words,
        degree: query.degree,
        language: query.language,
        city: query.city,
        province: query.province,
        university: query.university,
        major: query.major?.filter((id) => /^\d{1,10}$/.test(id) && Number(id) <= MAX_INT).map(Number),
        intakeStarts: query.intake?.map((month) => `${month}-01`),
        tuitionMax: query.tuitionMax === undefined ? undefined : query.tuitionMax * 100,
        scholarship: query.scholarship,
      };
      const pageSql = pageStatement(filters, {
        sort: query.sort ?? 'relevance',
        titleColumn: locale === 'fr' ? 'titleFr' : 'title',
        now: at,
        limit: PROGRAMMES_PAGE_SIZE,
        offset: (page - 1) * PROGRAMMES_PAGE_SIZE,
        query: normaliseSearch(query.q ?? ''),
      });
      // Intakes from this month on (UTC): a past start is no choice any more.
      const facetsSql = facetsStatement(filters, `${at.toISOString().slice(0, 7)}-01`);
      const [data, row] = await Promise.all([
        (async () => {
          const rows = await prisma.$queryRawUnsafe<{ id: number }[]>(pageSql.sql, ...pageSql.params);
          if (rows.length === 0) return [];
          return programmeSummaries(
            prisma,
            rows.map((r) => r.id),
            { locale, now: at, price: await pricing },
          );
        })(),
        prisma.$queryRawUnsafe<FacetsRow[]>(facetsSql.sql, ...facetsSql.params).then(([first]) => {
          if (!first) throw new Error('the facets statement answered no row');
          return first;
        }),
      ]);
      refuseUnknownValues(query, {
        city: row.cities?.map((c) => c.slug),
        province: row.provinces ?? undefined,
        university: row.universities ?? undefined,
        major: row.majors?.map((m) => String(m.id)),
      });
      const lastPage = Math.max(1, Math.ceil(row.total / PROGRAMMES_PAGE_SIZE));
      if (page > lastPage) throw new HttpError(404, 'PAGE_OUT_OF_RANGE', text('page.outOfRange', { lastPage }));
      return {
        data,
        current_page: page,
        last_page: lastPage,
        per_page: PROGRAMMES_PAGE_SIZE,
        total: row.total,
        facets: labels(locale, row, query),
      };
    },
  };
}

export type ProgrammeSearch = ReturnType<typeof createProgrammeSearch>;
