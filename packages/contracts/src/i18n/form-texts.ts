import { APPLICATION_NOT_SENT, APPLICATION_PAGE, SEE_MY_APPLICATIONS } from '../application/application-texts.js';
import { DOCUMENT_UPLOAD_TEXTS, DRAFT_SYNC_NOTICES } from '../application/document-uploads.js';
import {
  APPLICATION_STEP_TITLES,
  GENDER_CHOICES,
  RATING_CHOICES,
  STUDY_CATEGORY_CHOICES,
} from '../application/fields.js';
import { dateInWords } from '../application/date-words.js';
import { fileSizeInKb } from '../application/files.js';
import { ACCEPT_HINTS, APPLY_COPY, DEGREE_LABELS } from '../application/form-copy.js';
import { EDUCATION_FIELD_LABELS, FAMILY_FIELD_LABELS, FIELD_LABELS } from '../application/labels.js';
import {
  APPLICATION_SUBMITTED,
  LOGIN_TO_SUBMIT_APPLICATION,
  PLEASE_FIX_FOLLOWING,
  educationEntryPrefix,
  familyEntryPrefix,
} from '../messages.js';
import type { ServerTexts } from './server-texts.js';

/** Each choice's value as its own English label: `{ Male: 'Male', ... }` (the values sent never change). */
const asLabels = <T extends readonly string[]>(values: T) =>
  Object.fromEntries(values.map((value) => [value, value])) as { readonly [K in T[number]]: K };

/**
 * The English catalogue of the six-step application form (issue 17): the existing constants under one
 * shape, so that ./form-texts.fr.ts is typed by it and English stays byte-for-byte SPEC's. The web reads
 * it on /apply only; the French is the lazy `@studychina/contracts/fr-form`, downloaded by French
 * visitors of /apply alone (docs/decisions/0081-french-application-form.md).
 */
export const FORM_TEXTS = {
  page: APPLICATION_PAGE,
  stepTitles: APPLICATION_STEP_TITLES,
  copy: APPLY_COPY,
  acceptHints: ACCEPT_HINTS,
  /**
   * What each choice reads as, by the value sent to the API (docs/product.md#api-apply): a French
   * visitor reads « Féminin » and the form still sends 'Female'.
   */
  choices: {
    .../* #__PURE__ */ asLabels(GENDER_CHOICES),
    .../* #__PURE__ */ asLabels(RATING_CHOICES),
    .../* #__PURE__ */ asLabels(STUDY_CATEGORY_CHOICES),
    ...DEGREE_LABELS,
  },
  fieldLabels: FIELD_LABELS as ServerTexts['fieldLabels'],
  educationLabels: EDUCATION_FIELD_LABELS,
  familyLabels: FAMILY_FIELD_LABELS,
  /** An entry's title: 'Education entry 2' (the list's prefix without its colon). */
  entryTitles: {
    education: (n: number) => educationEntryPrefix(n).replace(/:\s*$/, ''),
    family: (n: number) => familyEntryPrefix(n).replace(/:\s*$/, ''),
  },
  uploads: DOCUMENT_UPLOAD_TEXTS,
  draftNotices: DRAFT_SYNC_NOTICES,
  notSent: APPLICATION_NOT_SENT,
  outcome: {
    pleaseFix: PLEASE_FIX_FOLLOWING,
    submitted: APPLICATION_SUBMITTED,
    seeMyApplications: SEE_MY_APPLICATIONS,
    loginToSubmit: LOGIN_TO_SUBMIT_APPLICATION,
  },
  /** A document's size beside its name: '12.3 KB'. */
  fileSize: fileSizeInKb,
  /** A date field's value on the Review step: as entered (YYYY-MM-DD) in English, SPEC's form. */
  dateValue: (value: string) => value,
  /** A date typed in a field, in words beside it ('3 December 2026'; '' for no date): docs/product.md#apply-dates. */
  dateInWords: (value: string) => dateInWords('en-GB', value),
} as const;

export type FormTexts = typeof FORM_TEXTS;
/** The values a choice field may send (its label's key in FORM_TEXTS.choices). */
export type ChoiceValue = keyof FormTexts['choices'];
