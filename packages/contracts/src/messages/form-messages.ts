/**
 * The product's English of the texts with values that the forms' checks and the sign-in limits raise
 * (docs/product.md#apply-validation, docs/product.md#limits), as written before texts had keys. Code raises
 * the keyed Texts (./check-texts.ts, docs/decisions/0109-checks-raise-texts.md); these functions are the
 * reference keyed.test.ts renders each key's English against, and english-snapshot.json records them.
 */

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** An entry's title: 'Education entry 2' (the prefix without its colon). */
export const educationEntryTitle = (n: number) => `Education entry ${n}`;
export const familyEntryTitle = (n: number) => `Family Member entry ${n}`;
export const requiredMessageFor = (label: string) => `${label} is required`;
export const notAChoiceMessage = (label: string, choices: readonly string[]) =>
  `${label} must be one of: ${choices.join(', ')}`;
export const singleFileOnlyMessage = (label: string) => `${label}: only one file is allowed`;
export const fileTypeNotAllowedMessage = (label: string) => `${label}: this file type is not allowed`;
export const invalidListMessage = (label: string) =>
  `${label} must be JSON text holding a list of entries with text fields`;
export const tooManyEntriesMessage = (label: string, max: number) => `${label}: at most ${max} entries are allowed`;
export const mustBeTextMessage = (label: string) => `${label} must be a single text value`;

// Per-account sign-in ceiling (docs/product.md#api-login): the same for every e-mail, known or not.
export const loginLockedMessage = (seconds: number) =>
  `Too many sign-in attempts for this account. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}, or reset your password.`;
/** A wait in words: seconds under 2 minutes, minutes under 2 hours, else hours. */
const waitInWords = (seconds: number) =>
  seconds < 120
    ? `${seconds} seconds`
    : seconds < 7200
      ? `${Math.ceil(seconds / 60)} minutes`
      : `${Math.ceil(seconds / 3600)} hours`;
/** 429 ACCOUNT_LOCKED of the code flows (verify, reset): docs/product.md#limits. */
export const codesLockedMessage = (seconds: number) =>
  `Too many codes were requested or entered for this account. For its safety, codes are paused: please try again in ${waitInWords(seconds)}.`;
export const resendTooSoonMessage = (seconds: number) =>
  `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`;
