/*
 * Texts of the application form that only its pages (and the API) use. Kept out of messages.ts on
 * purpose: messages.ts is in the home page's first download (the header and the session use it), and
 * a bundler keeps a module whole in one chunk, so every text there costs the home budget
 * (docs/architecture.md#tests-and-checks, `pnpm bench:bundle`).
 */

export const APPLICATION_PAGE = {
  bannerTitle: 'Application Form',
  title: 'Admission Application – Study in China',
  passportNote: 'Fill in your details exactly as they appear on the data page of your passport.',
  draftNote: 'Your progress is saved locally in this browser.',
  workExperienceTitle: 'Work Experience',
  reset: 'Reset form',
  // Ours (docs/product.md#apply-steps): Reset asks first, saying what it erases.
  resetQuestion:
    'Reset the form? This erases everything you entered on all six steps, every file you chose and the draft saved in this browser.',
  resetConfirm: 'Yes, erase everything',
  resetCancel: 'Keep my answers',
  back: 'Back',
  continue: 'Continue',
  submit: 'Submit',
  submitting: 'Submitting....',
  addAnother: 'Add another',
  remove: 'Remove',
} as const;

/**
 * Ours (docs/product.md#apply-submit): a submit that got no answer, or our server's failure (5xx). Nothing
 * was stored and nothing on the form is lost, so the applicant is told to simply submit again.
 */
export const APPLICATION_NOT_SENT = {
  network: 'Network error: your application could not be sent. Check your connection and try again.',
  server:
    'Your application could not be saved because of a problem on our side. Everything you entered is still here: press Submit again in a moment.',
} as const;
/** Ours: the link the success toast and the dashboard share (docs/product.md#apply-submit). */
export const SEE_MY_APPLICATIONS = 'See it in My applications';

// Ours (docs/product.md#apply-dates): every date a real calendar date, in a plausible place in time.
export const invalidDateMessage = (label: string) => `${label} is not a valid date!`;
export const futureDateMessage = (label: string) => `${label} cannot be in the future!`;
export const DOB_NOT_PAST = 'Date of Birth must be in the past!';
export const dobAgeMessage = (min: number, max: number) =>
  `Date of Birth looks wrong: applicants must be between ${min} and ${max} years old!`;
export const endBeforeStartMessage = (end: string, start: string) => `${end} cannot be before ${start}!`;
/**
 * Ours (docs/product.md#apply-document-dates): a document that expires, dated more than six months before
 * submitting, and the form's warning as it approaches.
 */
export const documentTooOldMessage = (document: string) =>
  `${document} is dated more than six months ago: get a new one, upload it and enter its date. Documents must be at most six months old when you submit.`;
export const documentExpiresSoonMessage = (document: string, days: number) =>
  `${document} turns six months old ${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`}: submit your application before then, or get a newer one.`;
/** An education entry's own texts, like its other texts without the '!' (prefixed 'Education entry N: ' in the list). */
export const ENTRY_DATE_INVALID = 'Start date is not a valid date';
export const ENTRY_DATE_FUTURE = 'Start date cannot be in the future';
