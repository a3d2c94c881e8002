import { asValue, keyedEnglish } from './keyed-english.js';

/**
 * The English functions of texts with values that the forms' checks and the sign-in limits write (labels,
 * limits, waits), apart from ../messages.ts so the home page's first download does not carry them (its chunk
 * holds ../messages.ts). Each remembers the keyed Text it wrote (docs/decisions/0106-keyed-icu-messages.md);
 * the English is the product's and unchanged (docs/product.md#apply-validation, docs/product.md#limits).
 */

export const tooLongMessage = (label: string, max: number) =>
  keyedEnglish(`${label} must be at most ${max} characters.`, {
    key: 'field.tooLong',
    values: { label: asValue(label), max },
  });

/** An entry's title: 'Education entry 2' (the prefix without its colon). */
export const educationEntryTitle = (n: number) =>
  keyedEnglish(`Education entry ${n}`, { key: 'entry.educationTitle', values: { n } });
export const familyEntryTitle = (n: number) =>
  keyedEnglish(`Family Member entry ${n}`, { key: 'entry.familyTitle', values: { n } });
export const requiredMessageFor = (label: string) =>
  keyedEnglish(`${label} is required`, { key: 'field.required', values: { label: asValue(label) } });
export const notAChoiceMessage = (label: string, choices: readonly string[]) =>
  keyedEnglish(`${label} must be one of: ${choices.join(', ')}`, {
    key: 'field.notAChoice',
    values: { label: asValue(label), choices: { items: choices, joiner: 'comma' } },
  });
export const singleFileOnlyMessage = (label: string) =>
  keyedEnglish(`${label}: only one file is allowed`, {
    key: 'field.singleFileOnly',
    values: { label: asValue(label) },
  });
export const fileTypeNotAllowedMessage = (label: string) =>
  keyedEnglish(`${label}: this file type is not allowed`, {
    key: 'field.fileTypeNotAllowed',
    values: { label: asValue(label) },
  });
export const invalidListMessage = (label: string) =>
  keyedEnglish(`${label} must be JSON text holding a list of entries with text fields`, {
    key: 'field.invalidList',
    values: { label: asValue(label) },
  });
export const tooManyEntriesMessage = (label: string, max: number) =>
  keyedEnglish(`${label}: at most ${max} entries are allowed`, {
    key: 'field.tooManyEntries',
    values: { label: asValue(label), max },
  });
export const mustBeTextMessage = (label: string) =>
  keyedEnglish(`${label} must be a single text value`, { key: 'field.mustBeText', values: { label: asValue(label) } });

// Per-account sign-in ceiling (docs/product.md#api-login): the same for every e-mail, known or not.
export const loginLockedMessage = (seconds: number) =>
  keyedEnglish(
    `Too many sign-in attempts for this account. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}, or reset your password.`,
    { key: 'account.loginLocked', values: { wait: waitValue(seconds, 'minutes') } },
  );
/** A wait as the value of a keyed text (see waitInWords): seconds, minutes, then hours unless `largest` is minutes. */
const waitValue = (seconds: number, largest: 'minutes' | 'hours') =>
  seconds < 120
    ? { key: 'wait.duration', values: { unit: 'seconds', n: seconds } }
    : seconds < 7200 || largest === 'minutes'
      ? { key: 'wait.duration', values: { unit: 'minutes', n: Math.ceil(seconds / 60) } }
      : { key: 'wait.duration', values: { unit: 'hours', n: Math.ceil(seconds / 3600) } };
/** A wait in words: seconds under 2 minutes, minutes under 2 hours, else hours. */
const waitInWords = (seconds: number) =>
  seconds < 120
    ? `${seconds} seconds`
    : seconds < 7200
      ? `${Math.ceil(seconds / 60)} minutes`
      : `${Math.ceil(seconds / 3600)} hours`;
/** 429 ACCOUNT_LOCKED of the code flows (verify, reset): docs/product.md#limits. */
export const codesLockedMessage = (seconds: number) =>
  keyedEnglish(
    `Too many codes were requested or entered for this account. For its safety, codes are paused: please try again in ${waitInWords(seconds)}.`,
    { key: 'account.codesLocked', values: { wait: waitValue(seconds, 'hours') } },
  );
export const resendTooSoonMessage = (seconds: number) =>
  keyedEnglish(`Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`, {
    key: 'account.resendTooSoon',
    values: { seconds },
  });
