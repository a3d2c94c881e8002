import { APPLICATION_NOT_SENT, APPLICATION_PAGE, SEE_MY_APPLICATIONS } from '../application/application-texts.js';
import { DOCUMENT_UPLOAD_TEXTS, DRAFT_SYNC_NOTICES } from '../application/document-uploads.js';
import { APPLICATION_STEP_TITLES } from '../application/fields.js';
import { CONSENT_TEXTS } from '../application/consent.js';
import { dateInWords } from '../application/date-words.js';
import { ACCEPT_HINTS, APPLY_COPY } from '../application/form-copy.js';
import { EDUCATION_FIELD_LABELS, FAMILY_FIELD_LABELS, FIELD_LABELS } from '../application/labels.js';
import { APPLICATION_SUBMITTED, LOGIN_TO_SUBMIT_APPLICATION, PLEASE_FIX_FOLLOWING } from '../messages.js';
import { educationEntryTitle, familyEntryTitle } from '../messages/form-messages.js';
import { choiceLabelsIn } from './choice-labels.js';
import { dayText } from './format-values.js';

/**
 * The English catalogue of the six-step application form (issue 17): the existing constants under one
 * shape, so that ./form-texts.fr.ts is typed by it and English stays the product's, byte for byte. The web reads
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
   * visitor reads « Féminin » and the form still sends 'Female'. One mapping for both languages:
   * ./choice-labels.ts.
   */
  choices: /* #__PURE__ */ choiceLabelsIn('en'),
  fieldLabels: FIELD_LABELS,
  educationLabels: EDUCATION_FIELD_LABELS,
  familyLabels: FAMILY_FIELD_LABELS,
  /** An entry's title: 'Education entry 2' (the list's prefix without its colon). */
  entryTitles: {
    education: educationEntryTitle,
    family: familyEntryTitle,
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
  /** The consent shown beside Submit on the Review step (../application/consent.ts). */
  consent: CONSENT_TEXTS,
  /** A date field's value on the Review step, in words ('15 March 2006'); what is not a date, as entered. */
  dateValue: (value: string) => dayText('en', value) || value,
  /** A date typed in a field, in words beside it ('3 December 2026'; '' for no date): docs/product.md#apply-dates. */
  dateInWords: (value: string) => dateInWords('en-GB', value),
} as const;

export type FormTexts = typeof FORM_TEXTS;
