/**
 * The programme catalogue's texts (issue 28): the names of its filters, the labels of its values and its
 * refusals, as ICU messages by key (docs/decisions/0106-keyed-icu-messages.md). Part of ./values.en.ts, so
 * `text(key, values)` types their values; ./catalogue-texts.fr.ts is typed by it.
 */
export const CATALOGUE_TEXTS_EN = {
  'catalogue.filter.q': 'Search',
  'catalogue.filter.degree': 'Degree level',
  'catalogue.filter.language': 'Teaching language',
  'catalogue.filter.city': 'City',
  'catalogue.filter.province': 'Province',
  'catalogue.filter.university': 'University',
  'catalogue.filter.major': 'Major',
  'catalogue.filter.intake': 'Intake',
  'catalogue.filter.tuitionMax': 'Maximum tuition',
  'catalogue.filter.scholarship': 'Scholarship',
  'catalogue.filter.sort': 'Order',
  'catalogue.filter.provider': 'Scholarship provider',
  'catalogue.filter.open': 'Open',

  'catalogue.unknownValue': '{label}: "{value}" is not one of the values.',
  'catalogue.tooManyValues': '{label}: at most {max, number, ::group-off} values.',
  'catalogue.queryTooLong': 'The search may be at most {max, number, ::group-off} characters.',
  // The page of a list (majors, programmes, scholarships): the product's words since the majors' pager.
  'catalogue.pageWhole': 'The page must be a whole number.',
  'catalogue.pageMin': 'The page must be at least 1.',
  'catalogue.tuitionMax': 'The maximum tuition must be a whole number of yuan a year, 0 or more.',
  'catalogue.intakeMonth': 'An intake is a month written YYYY-MM, such as 2027-09.',
  'catalogue.sortChoice': 'The order must be one of: relevance, tuition, deadline, name.',
  'catalogue.flagOne': '{label} takes the value 1 only.',
  'catalogue.programmeNotFound': 'There is no programme at this address.',
  'catalogue.universityNotFound': 'There is no university at this address.',
  'catalogue.scholarshipNotFound': 'There is no scholarship at this address.',
  'catalogue.rateInvalid': 'A rate is a positive number of units for one yuan, with at most 8 decimals.',
  'catalogue.rateCurrency': 'Rates are set for NGN, XOF and USD.',

  'catalogue.degree.bachelor': "Bachelor's",
  'catalogue.degree.master': "Master's",
  'catalogue.degree.doctorate': 'Doctorate',
  'catalogue.degree.diploma': 'Diploma',
  'catalogue.degree.language': 'Chinese language',
  'catalogue.degree.foundation': 'Foundation year',
  'catalogue.degree.non_degree': 'Non-degree',

  'catalogue.language.english': 'English',
  'catalogue.language.chinese': 'Chinese',
  'catalogue.language.french': 'French',
  'catalogue.language.bilingual': 'Bilingual (Chinese and English)',

  'catalogue.universityType.university': 'University',
  'catalogue.universityType.polytechnic': 'Polytechnic',
  'catalogue.universityType.vocational_college': 'Vocational college',
  'catalogue.universityType.language_school': 'Language school',

  'catalogue.tag.double_first_class': 'Double First-Class',
  'catalogue.tag.project_985': 'Project 985',
  'catalogue.tag.project_211': 'Project 211',

  'catalogue.provider.csc_a': 'Chinese Government Scholarship (CSC), type A',
  'catalogue.provider.csc_b': 'Chinese Government Scholarship (CSC), type B',
  'catalogue.provider.provincial': 'Provincial government',
  'catalogue.provider.university': 'University',
  'catalogue.provider.enterprise': 'Enterprise',
  'catalogue.provider.other': 'Other',

  'catalogue.previousDegree.secondary': 'Secondary school certificate',
  'catalogue.previousDegree.bachelor': "Bachelor's degree",
  'catalogue.previousDegree.master': "Master's degree",

  'catalogue.period.month': 'per month',
  'catalogue.period.year': 'per year',
} as const;

export type CatalogueTextsEn = typeof CATALOGUE_TEXTS_EN;
