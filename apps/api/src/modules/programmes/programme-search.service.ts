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
import { resolveKnownValues } from './filter-values.js';
import { inLocale, monthLabel } from './localized.js';
import type { Prices } from './money.js';
import { programmeSummaries } from './programme-summaries.js';
import { countStatement, facetStatement, pageStatement, type ResolvedFilters } from './search-sql.js';
import { searchWordSpellings } from './search-words.js';

type Facet = keyof ProgrammeFacets;

/**
 * GET /programmes (docs/decisions/0112-programme-catalogue-search.md): the page asked and the five facets, each
 * counted with every other filter applied but its own. The statements run side by side on the pool.
 */
export function createProgrammeSearch(prisma: PrismaClient, prices: Prices, now: () => Date) {
  async function facet(name: Facet, filters: ResolvedFilters, fromMonth: string) {
    const statement = facetStatement(name, filters, fromMonth);
    return prisma.$queryRawUnsafe<{ value: string; count: number }[]>(statement.sql, ...statement.params);
  }

  async function labels(
    locale: Locale,
    counts: Record<Facet, { value: string; count: number }[]>,
    query: ProgrammesQuery,
  ) {
    const cityIds = counts.city.map((c) => Number(c.value));
    const majorIds = counts.major.map((m) => Number(m.value));
    const [cities, majors] = await Promise.all([
      cityIds.length ? prisma.city.findMany({ where: { id: { in: cityIds } } }) : [],
      majorIds.length ? prisma.major.findMany({ where: { id: { in: majorIds } } }) : [],
    ]);
    const countOf = (list: { value: string; count: number }[], value: string) =>
      list.find((entry) => entry.value === value)?.count ?? 0;
    // A value chosen stays listed (with its count, maybe 0) so it can be unchosen; others only when they match.
    const kept = (value: string, count: number, chosen: readonly string[] | undefined) =>
      count > 0 || (chosen?.includes(value) ?? false);
    const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label, locale);

    const facets: ProgrammeFacets = {
      degree: DEGREE_LEVELS.map((value) => ({
        value,
        label: renderText(text(`catalogue.degree.${value}`), locale),
        count: countOf(counts.degree, value),
      })).filter((v) => kept(v.value, v.count, query.degree)),
      language: TEACHING_LANGUAGES.map((value) => ({
        value,
        label: renderText(text(`catalogue.language.${value}`), locale),
        count: countOf(counts.language, value),
      })).filter((v) => kept(v.value, v.count, query.language)),
      city: cities
        .map((c) => ({
          value: c.slug,
          label: inLocale(locale, c.name, c.nameFr),
          count: countOf(counts.city, String(c.id)),
        }))
        .sort(byCount),
      major: majors
        .map((m) => ({
          value: String(m.id),
          label: inLocale(locale, m.name, m.nameFr),
          count: countOf(counts.major, String(m.id)),
        }))
        .sort(byCount),
      intake: counts.intake
        .map((i) => ({ value: i.value, label: monthLabel(i.value, locale), count: i.count }))
        .sort((a, b) => a.value.localeCompare(b.value)),
    };
    // Chosen cities, majors and intakes that match nothing under the other filters.
    for (const slug of query.city ?? []) {
      if (!facets.city.some((c) => c.value === slug)) {
        const city = await prisma.city.findUnique({ where: { slug } });
        if (city) facets.city.push({ value: slug, label: inLocale(locale, city.name, city.nameFr), count: 0 });
      }
    }
    for (const id of query.major ?? []) {
      if (!facets.major.some((m) => m.value === id)) {
        const major = await prisma.major.findUnique({ where: { id: Number(id) } });
        if (major) facets.major.push({ value: id, label: inLocale(locale, major.name, major.nameFr), count: 0 });
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
      const [known, words, price] = await Promise.all([
        resolveKnownValues(prisma, query),
        searchWordSpellings(prisma, query.q),
        prices.pricer(),
      ]);
      const filters: ResolvedFilters = {
        words,
        degree: query.degree,
        language: query.language,
        ...known,
        intakeStarts: query.intake?.map((month) => `${month}-01`),
        tuitionMax: query.tuitionMax === undefined ? undefined : query.tuitionMax * 100,
        scholarship: query.scholarship,
      };
      // Intakes from this month on (UTC): a past start is no choice any more.
      const fromMonth = `${at.toISOString().slice(0, 7)}-01`;
      const pageSql = pageStatement(filters, {
        sort: query.sort ?? 'relevance',
        titleColumn: locale === 'fr' ? 'titleFr' : 'title',
        now: at,
        limit: PROGRAMMES_PAGE_SIZE,
        offset: (page - 1) * PROGRAMMES_PAGE_SIZE,
        query: normaliseSearch(query.q ?? ''),
      });
      const [rows, degree, language, city, major, intake] = await Promise.all([
        prisma.$queryRawUnsafe<{ id: number; total: number }[]>(pageSql.sql, ...pageSql.params),
        facet('degree', filters, fromMonth),
        facet('language', filters, fromMonth),
        facet('city', filters, fromMonth),
        facet('major', filters, fromMonth),
        facet('intake', filters, fromMonth),
      ]);
      let total = rows[0]?.total;
      if (total === undefined) {
        const count = countStatement(filters);
        total = (await prisma.$queryRawUnsafe<{ total: number }[]>(count.sql, ...count.params))[0]?.total ?? 0;
      }
      const lastPage = Math.max(1, Math.ceil(total / PROGRAMMES_PAGE_SIZE));
      if (page > lastPage) throw new HttpError(404, 'PAGE_OUT_OF_RANGE', text('page.outOfRange', { lastPage }));
      const [data, facets] = await Promise.all([
        programmeSummaries(
          prisma,
          rows.map((r) => r.id),
          { locale, now: at, price },
        ),
        labels(locale, { degree, language, city, major, intake }, query),
      ]);
      return { data, current_page: page, last_page: lastPage, per_page: PROGRAMMES_PAGE_SIZE, total, facets };
    },
  };
}

export type ProgrammeSearch = ReturnType<typeof createProgrammeSearch>;
