import type { Locale } from '@studychina/contracts';
import type {
  ProgrammeDetail,
  ProgrammeSummary,
  ProgrammesPageResponse,
  ScholarshipDetail,
  ScholarshipsPageResponse,
  UniversityDetail,
} from '@studychina/contracts';

/**
 * The JSON-LD of the catalogue's pages (schema.org): a programme is an EducationalOccupationalProgram offered
 * by a CollegeOrUniversity, a list of results an ItemList of them, a scholarship a MonetaryGrant. `origin` is
 * the site's address (a placeholder the API fills in), `at` makes an address of the page's language.
 */
export interface LinkMaker {
  origin: string;
  at(path: string): string;
}

const CONTEXT = 'https://schema.org';
const units = (amount: number, currency: string) => amount / 10 ** (['XOF', 'XAF'].includes(currency) ? 0 : 2);

function university(u: { name: string; slug: string; city: { name: string } }, links: LinkMaker) {
  return {
    '@type': 'CollegeOrUniversity',
    name: u.name,
    url: `${links.origin}${links.at(`/universities/${u.slug}`)}`,
    address: { '@type': 'PostalAddress', addressLocality: u.city.name, addressCountry: 'CN' },
  };
}

function programme(p: ProgrammeSummary, links: LinkMaker) {
  return {
    '@type': 'EducationalOccupationalProgram',
    name: p.title,
    url: `${links.origin}${links.at(`/programmes/${p.slug}`)}`,
    provider: university(p.university, links),
    timeToComplete: `P${p.durationMonths}M`,
    educationalCredentialAwarded: p.degree,
    inLanguage: LANGUAGE_TAGS[p.language] ?? p.language,
    offers: {
      '@type': 'Offer',
      category: 'Tuition per year',
      price: units(p.tuition.amount, p.tuition.currency),
      priceCurrency: p.tuition.currency,
    },
    ...(p.nextIntake && { startDate: p.nextIntake.start, applicationDeadline: p.nextIntake.deadline }),
  };
}

const LANGUAGE_TAGS: Record<string, string> = { english: 'en', chinese: 'zh', french: 'fr', bilingual: 'zh, en' };

export function programmesLd(answer: ProgrammesPageResponse, name: string, links: LinkMaker) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: answer.total,
    // Each programme named with its address and university only: its own page carries the rest (and a page of
    // results stays light: the full objects were 14 KB of a 93 KB page).
    itemListElement: answer.data.map((p, i) => ({
      '@type': 'ListItem',
      position: (answer.current_page - 1) * answer.per_page + i + 1,
      item: {
        '@type': 'EducationalOccupationalProgram',
        name: p.title,
        url: `${links.origin}${links.at(`/programmes/${p.slug}`)}`,
        provider: { '@type': 'CollegeOrUniversity', name: p.university.name },
      },
    })),
  };
}

export function programmeLd(p: ProgrammeDetail, description: string, links: LinkMaker) {
  return {
    '@context': CONTEXT,
    ...programme(p, links),
    description,
    educationalProgramMode: 'full-time',
  };
}

export function universityLd(u: UniversityDetail, description: string, links: LinkMaker) {
  return {
    '@context': CONTEXT,
    ...university(u, links),
    alternateName: u.nameZh || undefined,
    description,
    ...(u.founded && { foundingDate: String(u.founded) }),
    ...(u.website && { sameAs: [u.website] }),
    address: {
      '@type': 'PostalAddress',
      addressLocality: u.city.name,
      addressRegion: u.province.name,
      addressCountry: 'CN',
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: u.name,
      itemListElement: u.programmes.map((p) => programme(p, links)),
    },
  };
}

export function scholarshipsLd(answer: ScholarshipsPageResponse, name: string, links: LinkMaker) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: answer.total,
    itemListElement: answer.data.map((s, i) => ({
      '@type': 'ListItem',
      position: (answer.current_page - 1) * answer.per_page + i + 1,
      name: s.name,
      url: `${links.origin}${links.at(`/scholarships/${s.slug}`)}`,
    })),
  };
}

export function scholarshipLd(s: ScholarshipDetail, description: string, links: LinkMaker, locale: Locale) {
  return {
    '@context': CONTEXT,
    '@type': 'MonetaryGrant',
    name: s.name,
    description,
    inLanguage: locale,
    url: `${links.origin}${links.at(`/scholarships/${s.slug}`)}`,
    ...(s.universities.length > 0 && { funder: s.universities.map((u) => university(u, links)) }),
  };
}
