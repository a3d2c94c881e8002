/**
 * The English of the shared form controls' own labels (issue 17): the password's Show/Hide toggle, the phone
 * number's country picker and the boxes of a 6-digit code. ./control-texts.fr.ts is typed by it and both are keyed
 * in ../messages/keyed.en.ts ('controls.…'), which the web reaches through useText() on the account pages and the form.
 */
import { makesText } from '../messages/text-maker.js';
export const CONTROL_TEXTS = {
  password: { show: 'Show', hide: 'Hide', showLabel: 'Show password', hideLabel: 'Hide password' },
  phone: { countryCode: 'Country code', popular: 'Popular', allCountries: 'All countries' },
} as const;
export type ControlTexts = typeof CONTROL_TEXTS;

/** The accessible name of one box of a code: "Digit 1 of 6". */
export const codeDigitLabel = makesText(
  (n: number, count: number) => `Digit ${n} of ${count}`,
  (n, count) => ({ key: 'controls.codeDigit', values: { n, count } }),
);
