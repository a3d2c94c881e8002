/**
 * The programme catalogue's closed lists (issue 28, docs/decisions/0112-programme-catalogue-search.md): the
 * values the API answers and its filters take. Their labels in both languages are keyed texts
 * (../messages/catalogue-texts.en.ts, `catalogue.degree.<value>` and so on).
 */
export const DEGREE_LEVELS = [
  'bachelor',
  'master',
  'doctorate',
  'diploma',
  'language',
  'foundation',
  'non_degree',
] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const TEACHING_LANGUAGES = ['english', 'chinese', 'french', 'bilingual'] as const;
export type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];

export const UNIVERSITY_TYPES = ['university', 'polytechnic', 'vocational_college', 'language_school'] as const;
export type UniversityType = (typeof UNIVERSITY_TYPES)[number];

/** Double First-Class, Project 985, Project 211. */
export const UNIVERSITY_TAGS = ['double_first_class', 'project_985', 'project_211'] as const;
export type UniversityTag = (typeof UNIVERSITY_TAGS)[number];

/** The Chinese Government Scholarship (CSC) type A or B, provincial, university, enterprise, other. */
export const SCHOLARSHIP_PROVIDERS = ['csc_a', 'csc_b', 'provincial', 'university', 'enterprise', 'other'] as const;
export type ScholarshipProvider = (typeof SCHOLARSHIP_PROVIDERS)[number];

/** The highest previous qualification a programme asks for. */
export const PREVIOUS_DEGREES = ['secondary', 'bachelor', 'master'] as const;
export type PreviousDegree = (typeof PREVIOUS_DEGREES)[number];

export const FEE_PERIODS = ['month', 'year'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];

/** `relevance` (the default): best match first with `q`, else programmes with an open intake first, then by title. */
export const PROGRAMME_SORTS = ['relevance', 'tuition', 'deadline', 'name'] as const;
export type ProgrammeSort = (typeof PROGRAMME_SORTS)[number];

/** The facets of GET /programmes, each a filter of the same name. */
export const PROGRAMME_FACETS = ['degree', 'language', 'city', 'major', 'intake'] as const;
export type ProgrammeFacet = (typeof PROGRAMME_FACETS)[number];

export const PROGRAMMES_PAGE_SIZE = 20;
export const UNIVERSITIES_PAGE_SIZE = 20;
export const SCHOLARSHIPS_PAGE_SIZE = 20;

/** The currency every fee is shown in, and those students get an estimate in. */
export const CATALOGUE_CURRENCY = 'CNY';
export const ESTIMATE_CURRENCIES = ['NGN', 'XOF', 'USD'] as const;
export type EstimateCurrency = (typeof ESTIMATE_CURRENCIES)[number];

/** An intake's start month, `YYYY-MM`. */
export const INTAKE_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
