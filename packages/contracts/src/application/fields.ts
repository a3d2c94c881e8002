import type { EntryListName } from './entry-errors.js';
import { FILE_LIST_NAMES, type UploadListName } from './files.js';

/**
 * The admission application's shape (docs/product.md#the-application-form), its steps (docs/product.md#apply-steps) and what each step
 * requires (docs/product.md#apply-validation). Names are the wire names of POST /apply, so they are also the form's field names.
 */

/** Every text field of docs/product.md#api-apply, in the product's order. */
export const APPLICATION_TEXT_FIELDS = [
  'majorFirstChoice',
  'majorSecondChoice',
  'surName',
  'firstName',
  'middleName',
  'email',
  'phone',
  'gender',
  'dob',
  'nationality',
  'chineseName',
  'nativeLanguage',
  'passportNumber',
  'passportExpiryDate',
  'religion',
  'maritalStatus',
  'placeOfBirth',
  'permanentHomeAddress',
  'fax',
  'zipCode',
  'rateYourChinese',
  'rateYourEnglish',
  'fieldOfStudy',
  'studyCategory',
  'durationOfStudyFrom',
  'durationOfStudyTo',
  'employer',
  'location',
  'position',
  'dateStarted',
  'financialSponsorName',
  'address',
  'relationshipWithApplicant',
  'mobileNumber',
  'agent',
  'sponsorComment',
  'signedDate',
  // Ours (issue 28): the dates of the two documents that expire, asked beside their uploads (./document-dates.ts).
  'medicalReportDate',
  'nonCriminalRecordDate',
  // Ours (issue 28): a programme of the catalogue (its slug) and one of its intakes (YYYY-MM), twice (./programme-choice.ts).
  'programmeFirstChoice',
  'intakeFirstChoice',
  'programmeSecondChoice',
  'intakeSecondChoice',
] as const;
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number];

/**
 * Text fields no step requires (docs/product.md#apply-validation table). The Work Experience block is "marked required when
 * shown but not part of step validation" (docs/product.md#apply-validation), so it is optional on the server too.
 */
export const OPTIONAL_TEXT_FIELDS = [
  'majorSecondChoice',
  'middleName',
  'chineseName',
  'fax',
  'zipCode',
  'employer',
  'location',
  'position',
  'dateStarted',
  'medicalReportDate',
  'nonCriminalRecordDate',
  'programmeFirstChoice',
  'intakeFirstChoice',
  'programmeSecondChoice',
  'intakeSecondChoice',
] as const satisfies readonly ApplicationTextField[];
export type OptionalTextField = (typeof OPTIONAL_TEXT_FIELDS)[number];
export const WORK_EXPERIENCE_FIELDS = ['employer', 'location', 'position', 'dateStarted'] as const;

/** Free-text fields that may be long; the others are one-liners. */
export const LONG_TEXT_FIELDS = ['permanentHomeAddress', 'address', 'sponsorComment'] as const;
export const TEXT_MAX_LENGTH = 255;
export const LONG_TEXT_MAX_LENGTH = 2000;

export const EDUCATION_ENTRY_FIELDS = ['schoolAttended', 'location', 'major', 'dateAttended', 'degreeAwarded'] as const;
export type EducationEntryField = (typeof EDUCATION_ENTRY_FIELDS)[number];
export type EducationEntry = Record<EducationEntryField, string>;

export const FAMILY_MEMBER_FIELDS = [
  'familyMemberName',
  'nationality',
  'mobileNumber',
  'email',
  'profession',
  'workPlace',
  'relationship',
] as const;
export type FamilyMemberField = (typeof FAMILY_MEMBER_FIELDS)[number];
export type FamilyMember = Record<FamilyMemberField, string>;

/**
 * Every name a field of the application goes by in the form and in the API's errors: the text fields, the two
 * entry lists, the file lists and the named extra documents. Each has a label (./labels.ts, typed by this).
 */
export type ApplicationFieldName = ApplicationTextField | EntryListName | UploadListName;

export type ApplicationTextValues = Record<ApplicationTextField, string>;
/** The form state and, once parsed, the submitted application. Unset texts are ''. */
export type ApplicationFormValues = ApplicationTextValues & {
  educationHistory: EducationEntry[];
  familyMembers: FamilyMember[];
};

// ---- Choice lists (docs/product.md#apply-steps, docs/product.md#api-apply) ----
export const GENDER_CHOICES = ['Male', 'Female'] as const;
export const RATING_CHOICES = ['Good', 'Average', 'Better', 'Very Good', 'None'] as const;
export const STUDY_CATEGORY_CHOICES = ['Undergraduate', 'Master', 'PHD'] as const;
/**
 * Degree Awarded (docs/product.md#apply-education): the specification's three university degrees, which the API
 * keeps accepting, then (ours, issue 34) the school-leaving certificates and diplomas our students actually hold,
 * and 'Other'. Values are sent and stored as they are; the form shows them grouped, with labels in its language.
 */
export const SPEC_DEGREE_CHOICES = ['BSc.', "Master's", 'PHD'] as const;
/** Secondary school: West Africa's WAEC/NECO/NABTEB, the GCE (Nigeria, anglophone Cameroon), the French system's Bac and BEPC. */
export const SCHOOL_CERTIFICATE_CHOICES = [
  'WAEC SSCE',
  'NECO SSCE',
  'NABTEB',
  'GCE O Level',
  'GCE A Level',
  'Baccalauréat',
  'BEPC',
] as const;
/** Diplomas below a bachelor's: Nigeria's polytechnic OND and HND, the francophone BTS and DUT. */
export const HIGHER_DIPLOMA_CHOICES = ['OND', 'HND', 'BTS / DUT'] as const;
export const OTHER_DEGREE = 'Other';
export const DEGREE_CHOICES = [
  ...SPEC_DEGREE_CHOICES,
  ...SCHOOL_CERTIFICATE_CHOICES,
  ...HIGHER_DIPLOMA_CHOICES,
  OTHER_DEGREE,
] as const;
/** How the form groups them (the select's optgroups, by FORM_TEXTS.copy.degreeGroups); 'Other' comes last, alone. */
export const DEGREE_CHOICE_GROUPS = {
  school: SCHOOL_CERTIFICATE_CHOICES,
  higher: [...HIGHER_DIPLOMA_CHOICES, ...SPEC_DEGREE_CHOICES],
} as const;
/** The degree that makes the Work Experience block appear (docs/product.md#apply-education). */
export const WORK_EXPERIENCE_DEGREE = 'PHD';
/** Which text fields take a value from a fixed list (checked by the server, chosen from a list in the UI). */
export const TEXT_FIELD_CHOICES: Partial<Record<ApplicationTextField, readonly string[]>> = {
  gender: GENDER_CHOICES,
  rateYourChinese: RATING_CHOICES,
  rateYourEnglish: RATING_CHOICES,
  studyCategory: STUDY_CATEGORY_CHOICES,
};

// ---- Steps (docs/product.md#apply-steps) ----
export const APPLICATION_STEP_TITLES = [
  'Personal',
  'More User Info',
  'Education',
  'Family Members',
  'Documents',
  'Review & Submit',
] as const;
export const APPLICATION_STEP_COUNT = APPLICATION_STEP_TITLES.length;
export const LAST_APPLICATION_STEP = APPLICATION_STEP_COUNT - 1;
/** Submit re-validates these steps in order (docs/product.md#apply-steps); the review step has nothing of its own. */
export const VALIDATED_STEPS = [0, 1, 2, 3, 4] as const;
export const MIN_EDUCATION_ENTRIES = 1;
export const MIN_FAMILY_MEMBERS = 2;
/** Our bound on list lengths (docs/product.md names none): enough for any real applicant, small enough to store. */
export const MAX_LIST_ENTRIES = 20;
export const PASSPORT_NUMBER_MIN_LENGTH = 7;
export const APPLICATION_PHONE_MIN_LENGTH = 7;

/** What each step shows (docs/product.md#apply-steps), for rendering and the review. Step 4's names are the file lists and the two document dates. */
export const STEP_FIELDS = [
  [
    'majorFirstChoice',
    'majorSecondChoice',
    'surName',
    'firstName',
    'middleName',
    'email',
    'phone',
    'nationality',
    'dob',
    'chineseName',
    'nativeLanguage',
    'passportNumber',
    'passportExpiryDate',
    'maritalStatus',
    'religion',
    'placeOfBirth',
    'permanentHomeAddress',
    'fax',
    'zipCode',
    'gender',
    // Shown first, by the programme picker (the form's step renders them apart).
    'programmeFirstChoice',
    'intakeFirstChoice',
    'programmeSecondChoice',
    'intakeSecondChoice',
  ],
  [
    'rateYourChinese',
    'rateYourEnglish',
    'studyCategory',
    'fieldOfStudy',
    'durationOfStudyFrom',
    'durationOfStudyTo',
    'financialSponsorName',
    'address',
    'relationshipWithApplicant',
    'mobileNumber',
    'agent',
    'sponsorComment',
    'signedDate',
  ],
  ['educationHistory', ...WORK_EXPERIENCE_FIELDS],
  ['familyMembers'],
  // The file lists, then the dates of the documents that expire (each shown beside its upload).
  [...FILE_LIST_NAMES, 'medicalReportDate', 'nonCriminalRecordDate'],
  [],
] as const satisfies readonly (readonly string[])[];

/** docs/product.md#apply-validation, verbatim. */
export const REQUIRED_BY_STEP = [
  [
    'majorFirstChoice',
    'surName',
    'firstName',
    'email',
    'phone',
    'gender',
    'dob',
    'nationality',
    'nativeLanguage',
    'passportNumber',
    'passportExpiryDate',
    'religion',
    'maritalStatus',
    'placeOfBirth',
    'permanentHomeAddress',
  ],
  [
    'rateYourChinese',
    'rateYourEnglish',
    'fieldOfStudy',
    'studyCategory',
    'durationOfStudyFrom',
    'durationOfStudyTo',
    'financialSponsorName',
    'address',
    'relationshipWithApplicant',
    'mobileNumber',
    'agent',
    'sponsorComment',
    'signedDate',
  ],
  ['educationHistory'],
  ['familyMembers'],
  ['passportphoto', 'applicantSignature', 'sponsorSignature'],
  [],
] as const satisfies readonly (readonly string[])[];

/** docs/product.md#apply-education: Work Experience shows only when some entry's degree is PHD. */
export const needsWorkExperience = (values: Pick<ApplicationFormValues, 'educationHistory'>): boolean =>
  values.educationHistory.some((entry) => entry.degreeAwarded === WORK_EXPERIENCE_DEGREE);
