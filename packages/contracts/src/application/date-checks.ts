import { addFieldError, isBlank, type FieldErrors } from '../account/fields.js';
import { dobAgeText, endBeforeStartText, futureDateText, invalidDateText } from '../messages/check-texts.js';
import { text, type Text } from '../messages/text.js';
import type { ApplicationFormValues, ApplicationTextField } from './fields.js';
import { labelText } from './labels.js';
import { parseDateValue } from './date-value.js';

/**
 * The application's date rules (docs/product.md#apply-dates), the same in the browser and in POST /apply.
 * Zod-free: the form imports it (docs/decisions/0007-zod-free-form-checks.md).
 */

/** A plausible applicant's age in full years, both ends included (docs/product.md#apply-dates). */
export const APPLICANT_AGE = { min: 15, max: 70 } as const;

const DAY_MS = 24 * 3600 * 1000;
/** The time zone furthest ahead (Kiribati, UTC+14): its date is the latest "today" anywhere. */
const FURTHEST_AHEAD_MS = 14 * 3600 * 1000;

/**
 * "Today" for the not-in-the-future rules: the calendar date where it is latest on Earth (as a UTC
 * midnight, the way parseDateValue reads a date input's value). An applicant anywhere may write their
 * own today's date, and a server in UTC agrees with a browser in Lagos or Beijing.
 */
export const latestToday = (now: Date): Date =>
  new Date(Math.floor((now.getTime() + FURTHEST_AHEAD_MS) / DAY_MS) * DAY_MS);

/** A date as a date input's value, 'YYYY-MM-DD'. */
export const toDateValue = (date: Date): string => date.toISOString().slice(0, 10);

/** Full years from `birth` to `day` (both UTC dates). */
export const ageOn = (birth: Date, day: Date): number => {
  const years = day.getUTCFullYear() - birth.getUTCFullYear();
  const before =
    day.getUTCMonth() < birth.getUTCMonth() ||
    (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate());
  return before ? years - 1 : years;
};

/** The birth dates giving an age within APPLICANT_AGE today, as the date input's min and max. */
const birthRange = (today: Date): { min: string; max: string } => {
  const shift = (years: number) =>
    new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  // Youngest: born APPLICANT_AGE.min years ago today (a 29 February rolls to 1 March: step back a day).
  let max = shift(APPLICANT_AGE.min);
  if (ageOn(max, today) < APPLICANT_AGE.min) max = new Date(max.getTime() - DAY_MS);
  // Oldest: the day after the (max + 1)th birthday would be reached.
  const min = new Date(shift(APPLICANT_AGE.max + 1).getTime() + DAY_MS);
  return { min: toDateValue(min), max: toDateValue(max) };
};

/** A filled date field: its text when unreadable or after today (docs/product.md#apply-dates), else null. */
const pastDateProblem = (value: string, today: Date, label: Text | string): Text | null => {
  const date = parseDateValue(value);
  if (date === null) return invalidDateText(label);
  return date.getTime() > today.getTime() ? futureDateText(label) : null;
};

/** Each check runs only on a filled field: a blank one already has its '{label} is required' (or is optional). */
export const dateChecks = (step: number, values: ApplicationFormValues, now: Date, errors: FieldErrors): void => {
  const today = latestToday(now);
  const filled = (name: ApplicationTextField) => !isBlank(values[name]);
  const checkPast = (name: ApplicationTextField) => {
    if (!filled(name)) return;
    const problem = pastDateProblem(values[name], today, labelText(name));
    if (problem) addFieldError(errors, name, problem);
  };
  if (step === 0 && filled('dob')) {
    const dob = parseDateValue(values.dob);
    if (dob === null) addFieldError(errors, 'dob', invalidDateText(labelText('dob')));
    else if (dob.getTime() >= today.getTime()) addFieldError(errors, 'dob', text('validation.DOB_NOT_PAST'));
    else {
      const age = ageOn(dob, today);
      if (age < APPLICANT_AGE.min || age > APPLICANT_AGE.max)
        addFieldError(errors, 'dob', dobAgeText(APPLICANT_AGE.min, APPLICANT_AGE.max));
    }
  }
  if (step === 1) {
    // The planned study in China lies ahead: only its order is checked.
    const from = filled('durationOfStudyFrom') ? parseDateValue(values.durationOfStudyFrom) : undefined;
    const to = filled('durationOfStudyTo') ? parseDateValue(values.durationOfStudyTo) : undefined;
    if (from === null) addFieldError(errors, 'durationOfStudyFrom', invalidDateText(labelText('durationOfStudyFrom')));
    if (to === null) addFieldError(errors, 'durationOfStudyTo', invalidDateText(labelText('durationOfStudyTo')));
    if (from && to && to.getTime() < from.getTime()) {
      const message = endBeforeStartText(labelText('durationOfStudyTo'), labelText('durationOfStudyFrom'));
      addFieldError(errors, 'durationOfStudyTo', message);
    }
    checkPast('signedDate');
  }
  // Work experience has begun (its block is optional, docs/product.md#apply-education, but a date given must make sense).
  if (step === 2) checkPast('dateStarted');
};

/** An education entry's start date: a school attended has been started (docs/product.md#apply-dates). */
export const entryDateProblem = (value: string, now: Date): Text | null => {
  if (isBlank(value)) return null;
  const date = parseDateValue(value);
  if (date === null) return text('validation.ENTRY_DATE_INVALID');
  return date.getTime() > latestToday(now).getTime() ? text('validation.ENTRY_DATE_FUTURE') : null;
};

export interface DateRange {
  min?: string;
  max?: string;
}

/** The date inputs' `min` and `max` (docs/product.md#apply-dates): the browser's picker offers what the checks accept. */
export const dateInputRange = (name: string, values: ApplicationFormValues, now: Date): DateRange => {
  const today = latestToday(now);
  const valid = (value: string) => (parseDateValue(value) ? value.trim().slice(0, 10) : undefined);
  switch (name) {
    case 'dob':
      return birthRange(today);
    case 'passportExpiryDate':
      // Strictly in the future (docs/product.md#apply-validation): tomorrow at the earliest.
      return { min: toDateValue(new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS)) };
    case 'durationOfStudyFrom':
      return { max: valid(values.durationOfStudyTo) };
    case 'durationOfStudyTo':
      return { min: valid(values.durationOfStudyFrom) };
    case 'signedDate':
    case 'medicalReportDate':
    case 'nonCriminalRecordDate':
    case 'dateStarted':
    case 'dateAttended':
      return { max: toDateValue(today) };
    default:
      return {};
  }
};
