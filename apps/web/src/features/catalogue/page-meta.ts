import {
  PROGRAMME_FACETS,
  type Locale,
  type ProgrammeDetail,
  type ProgrammesPageResponse,
  type ScholarshipDetail,
  type UniversityDetail,
} from '@studychina/contracts';
import { degreeText, formatMoney, languageText, type CatalogueT } from './texts';

/**
 * Each catalogue page's own title and description, made from its data: the server writes them in the page's
 * head (with its canonical, Open Graph and JSON-LD: ../../page-head.ts and ./structured-data.ts) and the page sets the same
 * title in the browser.
 */
export interface PageMeta {
  title: string;
  description: string;
}

/** The filters chosen, in words ("“medecine”, Master, Beijing"), by the answer's own labels of its facets. */
function filterWords(params: URLSearchParams, answer: ProgrammesPageResponse): string[] {
  const q = params.get('q');
  const words = q ? [`“${q}”`] : [];
  for (const name of PROGRAMME_FACETS)
    for (const value of params.getAll(name))
      words.push(answer.facets[name].find((f) => f.value === value)?.label ?? value);
  return words;
}

export function programmesTitle(t: CatalogueT, params: URLSearchParams, answer: ProgrammesPageResponse) {
  const words = filterWords(params, answer);
  return words.length
    ? t('cataloguePage.meta.programmesFiltered', { filters: words.join(', ') })
    : t('cataloguePage.meta.programmes');
}

export function programmesMeta(t: CatalogueT, params: URLSearchParams, answer: ProgrammesPageResponse): PageMeta {
  return {
    title: programmesTitle(t, params, answer),
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
