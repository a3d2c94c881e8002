import type { CatalogueT } from './texts';
import { degreeText, formatMoney, formatMonth, languageText } from './texts';
import type { Locale } from '@studychina/contracts';
import type { ProgrammeDetail, ProgrammesPageResponse, ScholarshipDetail, UniversityDetail } from './catalogue.types';

/**
 * Each catalogue page's own title and description, made from its data: the server writes them in the page's
 * head (with its canonical, Open Graph and JSON-LD: ../../page-head.ts and ./structured-data.ts) and the page sets the same
 * title in the browser.
 */
export interface PageMeta {
  title: string;
  description: string;
}

/** The filters chosen, in words: "Master, Beijing". Facet labels come from the answer. */
function filterWords(t: CatalogueT, params: URLSearchParams, answer: ProgrammesPageResponse, locale: Locale): string[] {
  const words: string[] = [];
  const q = params.get('q');
  if (q) words.push(`“${q}”`);
  for (const value of params.getAll('degree')) words.push(degreeText(t, value));
  for (const value of params.getAll('language')) words.push(languageText(t, value));
  for (const name of ['major', 'city'] as const)
    for (const value of params.getAll(name))
      words.push(answer.facets[name]?.find((f) => f.value === value)?.label ?? value);
  for (const value of params.getAll('intake')) if (/^\d{4}-\d{2}$/.test(value)) words.push(formatMonth(value, locale));
  return words;
}

export function programmesTitle(
  t: CatalogueT,
  params: URLSearchParams,
  answer: ProgrammesPageResponse,
  locale: Locale = 'en',
) {
  const words = filterWords(t, params, answer, locale);
  return words.length
    ? t('cataloguePage.meta.programmesFiltered', { filters: words.join(', ') })
    : t('cataloguePage.meta.programmes');
}

export function programmesMeta(
  t: CatalogueT,
  params: URLSearchParams,
  answer: ProgrammesPageResponse,
  locale: Locale,
): PageMeta {
  return {
    title: programmesTitle(t, params, answer, locale),
    description: t('cataloguePage.meta.programmesDescription', { total: answer.total }),
  };
}

export function programmeMeta(t: CatalogueT, programme: ProgrammeDetail, locale: Locale): PageMeta {
  return {
    title: t('cataloguePage.meta.programme', { title: programme.title, university: programme.university.name }),
    description: t('cataloguePage.meta.programmeDescription', {
      degree: degreeText(t, programme.degree),
      title: programme.title,
      university: programme.university.name,
      city: programme.university.city.name,
      language: languageText(t, programme.language),
      tuition: formatMoney(programme.tuition, locale),
    }),
  };
}

export function universityMeta(t: CatalogueT, university: UniversityDetail): PageMeta {
  return {
    title: university.name,
    description: t('cataloguePage.meta.universityDescription', { name: university.name, city: university.city.name }),
  };
}

export function scholarshipsMeta(t: CatalogueT): PageMeta {
  return { title: t('cataloguePage.meta.scholarships'), description: t('cataloguePage.scholarships.intro') };
}

export function scholarshipMeta(t: CatalogueT, scholarship: ScholarshipDetail): PageMeta {
  return {
    title: scholarship.name,
    description: t('cataloguePage.meta.scholarshipDescription', { name: scholarship.name }),
  };
}
