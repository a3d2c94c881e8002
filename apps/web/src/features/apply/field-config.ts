import {
  REQUIRED_BY_STEP,
  TEXT_FIELD_CHOICES,
  type ApplicationTextField,
  type EducationEntryField,
  type FamilyMemberField,
} from '@studychina/contracts';

/**
 * How each field of the form is rendered: its control, and the autocomplete token that lets a phone's
 * autofill help (the applicant's own details only; the sponsor's get their own "section-sponsor", so
 * the browser never fills the applicant's address into the sponsor's). Names and labels come from
 * contracts: the field names are POST /apply's wire names (docs/product.md#api-apply).
 */
export type Control =
  'text' | 'email' | 'tel' | 'phone' | 'date' | 'textarea' | 'radio' | 'major' | 'select' | 'country';

export interface FieldSpec {
  control?: Control;
  autoComplete?: string;
  /** Shown under textareas: how many lines tall. */
  rows?: number;
  choices?: readonly string[];
  /** Selects: choices shown under a heading (optgroup) before the plain `choices`. */
  groups?: readonly { label: string; choices: readonly string[] }[];
  /** Date inputs: the range the picker offers (contracts' dateInputRange, docs/product.md#apply-dates). */
  min?: string;
  max?: string;
}

const dateField: FieldSpec = { control: 'date' };

export const FIELD_SPECS: Partial<Record<ApplicationTextField, FieldSpec>> = {
  majorFirstChoice: { control: 'major', autoComplete: 'off' },
  majorSecondChoice: { control: 'major', autoComplete: 'off' },
  surName: { autoComplete: 'family-name' },
  firstName: { autoComplete: 'given-name' },
  middleName: { autoComplete: 'additional-name' },
  email: { control: 'email', autoComplete: 'email' },
  // The site's country picker (docs/product.md#phone-input); the number's own autocomplete is tel-national.
  phone: { control: 'phone' },
  // A picker of countries sending the ISO code (docs/decisions/0096-nationality-as-a-country.md).
  nationality: { control: 'country' },
  gender: { control: 'radio', autoComplete: 'sex' },
  dob: { ...dateField, autoComplete: 'bday' },
  passportExpiryDate: dateField,
  passportNumber: { autoComplete: 'off' },
  permanentHomeAddress: { control: 'textarea', rows: 2, autoComplete: 'street-address' },
  fax: { control: 'tel', autoComplete: 'fax tel' },
  zipCode: { autoComplete: 'postal-code' },
  rateYourChinese: { control: 'radio' },
  rateYourEnglish: { control: 'radio' },
  studyCategory: { control: 'radio' },
  durationOfStudyFrom: dateField,
  durationOfStudyTo: dateField,
  financialSponsorName: { autoComplete: 'section-sponsor name' },
  address: { control: 'textarea', rows: 2, autoComplete: 'section-sponsor street-address' },
  mobileNumber: { control: 'tel', autoComplete: 'section-sponsor tel' },
  sponsorComment: { control: 'textarea', rows: 4, autoComplete: 'off' },
  signedDate: dateField,
  medicalReportDate: dateField,
  nonCriminalRecordDate: dateField,
  employer: { autoComplete: 'organization' },
  location: { autoComplete: 'off' },
  position: { autoComplete: 'organization-title' },
  dateStarted: dateField,
};

export const fieldSpec = (name: ApplicationTextField): FieldSpec => {
  const spec = FIELD_SPECS[name] ?? {};
  return { ...spec, choices: TEXT_FIELD_CHOICES[name] };
};

/** The required fields of every step (docs/product.md#apply-validation), marked with an asterisk and aria-required. */
const REQUIRED = new Set<string>(REQUIRED_BY_STEP.flat());
export const isRequiredField = (name: string): boolean => REQUIRED.has(name);

export const EDUCATION_SPECS: Record<EducationEntryField, FieldSpec> = {
  schoolAttended: {},
  location: {},
  major: {},
  dateAttended: dateField,
  degreeAwarded: { control: 'select' },
};

/** Family members are other people: no autofill from the applicant's own details. */
export const FAMILY_SPECS: Record<FamilyMemberField, FieldSpec> = {
  familyMemberName: {},
  nationality: {},
  mobileNumber: { control: 'tel' },
  email: { control: 'email' },
  profession: {},
  workPlace: {},
  relationship: {},
};
