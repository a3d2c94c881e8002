import type { DEGREE_CHOICES, GENDER_CHOICES, RATING_CHOICES, STUDY_CATEGORY_CHOICES } from '../application/fields.js';
import type { Locale } from './locales.js';

/** Every value a choice of the application may take: what POST /apply accepts and what is stored (docs/product.md#api-apply). */
export type ChoiceValue = (
  typeof GENDER_CHOICES | typeof RATING_CHOICES | typeof STUDY_CATEGORY_CHOICES | typeof DEGREE_CHOICES
)[number];

/** Every choice value with its label in every language. */
export type ChoiceLabelTable = Record<ChoiceValue, Record<Locale, string>>;

/**
 * What each stored choice reads as, in each language (docs/product.md#values-in-the-readers-language): the
 * one mapping behind the form's options, its Review step, the student's application page and the student's
 * mails. The value is stored and sent as it is ('Female'); a French reader reads « Féminin ». Typed so a
 * value without its English or French label, or a label of no value, does not compile. English labels are
 * the form's (the specification's own words for its values; ours say what an abbreviation stands for).
 */
export const CHOICE_LABELS = {
  Male: { en: 'Male', fr: 'Masculin' },
  Female: { en: 'Female', fr: 'Féminin' },
  Good: { en: 'Good', fr: 'Bon' },
  Average: { en: 'Average', fr: 'Moyen' },
  Better: { en: 'Better', fr: 'Meilleur' },
  'Very Good': { en: 'Very Good', fr: 'Très bon' },
  None: { en: 'None', fr: 'Aucun' },
  Undergraduate: { en: 'Undergraduate', fr: 'Licence (premier cycle)' },
  Master: { en: 'Master', fr: 'Master' },
  PHD: { en: 'PHD', fr: 'Doctorat (PhD)' },
  'BSc.': { en: 'BSc.', fr: 'Licence (Bachelor)' },
  "Master's": { en: "Master's", fr: 'Master' },
  'WAEC SSCE': {
    en: 'WAEC SSCE (West African Senior School Certificate)',
    fr: "WAEC SSCE (fin d'études secondaires, Afrique de l'Ouest)",
  },
  'NECO SSCE': { en: 'NECO SSCE (Senior School Certificate)', fr: "NECO SSCE (fin d'études secondaires, Nigeria)" },
  NABTEB: { en: 'NABTEB (NTC / NBC technical certificate)', fr: 'NABTEB (certificat technique NTC / NBC)' },
  'GCE O Level': { en: 'GCE O Level', fr: 'GCE O Level (niveau ordinaire)' },
  'GCE A Level': { en: 'GCE A Level', fr: 'GCE A Level (niveau avancé)' },
  Baccalauréat: { en: 'Baccalauréat (French-system school-leaving certificate)', fr: 'Baccalauréat (Bac)' },
  BEPC: { en: "BEPC (Brevet d'études du premier cycle)", fr: "BEPC (brevet d'études du premier cycle)" },
  OND: { en: 'OND (Ordinary National Diploma)', fr: 'OND (Ordinary National Diploma, Nigeria)' },
  HND: { en: 'HND (Higher National Diploma)', fr: 'HND (Higher National Diploma, Nigeria)' },
  'BTS / DUT': { en: 'BTS / DUT (two-year higher diploma)', fr: 'BTS / DUT' },
  Other: { en: 'Other certificate or diploma', fr: 'Autre certificat ou diplôme' },
} as const satisfies ChoiceLabelTable;

/**
 * The fields whose value is one of CHOICE_LABELS' (the application's text fields and an education entry's
 * degree). Only these are shown by label: a free-text answer such as a religion typed 'None' stays as typed.
 */
export const CHOICE_FIELDS = [
  'gender',
  'rateYourChinese',
  'rateYourEnglish',
  'studyCategory',
  'degreeAwarded',
] as const;

export const isChoiceValue = (value: string): value is ChoiceValue => Object.hasOwn(CHOICE_LABELS, value);

/** A stored choice in the reader's language (French for 'fr', else English); a value of no list as it is. */
export const choiceLabel = (locale: string | null | undefined, value: string): string =>
  isChoiceValue(value) ? CHOICE_LABELS[value][locale === 'fr' ? 'fr' : 'en'] : value;

/** Every choice's label in one language, by value: the form's `choices` catalogue (./form-texts.ts). */
export const choiceLabelsIn = (locale: Locale): Record<ChoiceValue, string> =>
  Object.fromEntries(Object.entries(CHOICE_LABELS).map(([value, labels]) => [value, labels[locale]])) as Record<
    ChoiceValue,
    string
  >;
