import { addFieldError, isBlank, type FieldErrors } from '../account/fields.js';
import {
  documentExpiresSoonText,
  documentTooOldText,
  futureDateText,
  invalidDateText,
} from '../messages/check-texts.js';
import type { Text } from '../messages/text.js';
import { latestToday } from './date-checks.js';
import { parseDateValue } from './date-value.js';
import type { ApplicationFormValues } from './fields.js';
import { labelText } from './labels.js';

/*
 * Documents that expire (docs/product.md#apply-document-dates): the physical examination record and the
 * non-criminal record must be dated within six months of submitting. Their dates are optional; a date given is
 * checked here, in the browser (a warning as it approaches, an error past it) and again by POST /apply.
 * Zod-free: the form imports it (docs/decisions/0007-zod-free-form-checks.md).
 */

/** How long such a document is accepted after its date, in calendar months. */
export const DOCUMENT_VALIDITY_MONTHS = 6;
/** The form warns when a document has this many days left or fewer. */
export const DOCUMENT_WARNING_DAYS = 30;

/** Each document that expires, by its file list, and the text field holding its date. */
export const DOCUMENT_DATE_FIELDS = {
  medicalReport: 'medicalReportDate',
  nonCriminalRecord: 'nonCriminalRecordDate',
} as const;
export type DatedDocument = keyof typeof DOCUMENT_DATE_FIELDS;
export type DocumentDateField = (typeof DOCUMENT_DATE_FIELDS)[DatedDocument];
export const DATED_DOCUMENTS = Object.keys(DOCUMENT_DATE_FIELDS) as DatedDocument[];

const DAY_MS = 24 * 3600 * 1000;
/** The time zone furthest behind (UTC−12): its date is the earliest "today" anywhere. */
const FURTHEST_BEHIND_MS = 12 * 3600 * 1000;

/**
 * The last day a document dated `date` is accepted: the same day six months later, or that month's last day
 * when it has no such day (31 August → 28 or 29 February).
 */
export const documentLastDay = (date: Date): Date => {
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + DOCUMENT_VALIDITY_MONTHS, date.getUTCDate()];
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastOfMonth)));
};

/**
 * Whole days a document dated `value` is still accepted (0: today is its last day; negative: too old), null
 * for no readable date. "Today" is the earliest date on Earth, so an applicant whose calendar still shows
 * the last day is not refused by a server already in the next one.
 */
export const documentDaysLeft = (value: string, now: Date): number | null => {
  const date = parseDateValue(value);
  if (date === null) return null;
  const today = Math.floor((now.getTime() - FURTHEST_BEHIND_MS) / DAY_MS) * DAY_MS;
  return Math.round((documentLastDay(date).getTime() - today) / DAY_MS);
};

/** Full calendar months from a document's date to today (UTC), for staff: "5 months old". */
export const monthsSince = (date: Date, now: Date): number => {
  const months = (now.getUTCFullYear() - date.getUTCFullYear()) * 12 + now.getUTCMonth() - date.getUTCMonth();
  return now.getUTCDate() < date.getUTCDate() ? months - 1 : months;
};

/** Step 5's checks of the two dates: readable, not in the future, at most six months old. */
export const documentDateChecks = (values: ApplicationFormValues, now: Date, errors: FieldErrors): void => {
  for (const document of DATED_DOCUMENTS) {
    const field = DOCUMENT_DATE_FIELDS[document];
    if (isBlank(values[field])) continue;
    const date = parseDateValue(values[field]);
    if (date === null) addFieldError(errors, field, invalidDateText(labelText(field)));
    else if (date.getTime() > latestToday(now).getTime())
      addFieldError(errors, field, futureDateText(labelText(field)));
    else if ((documentDaysLeft(values[field], now) ?? 0) < 0)
      addFieldError(errors, field, documentTooOldText(labelText(document)));
  }
};

/** The form's warning beside a date that is still accepted but not for long, else null. */
export const documentDateWarning = (document: DatedDocument, value: string, now: Date): Text | null => {
  const days = documentDaysLeft(value, now);
  if (days === null || days < 0 || days > DOCUMENT_WARNING_DAYS) return null;
  return documentExpiresSoonText(labelText(document), days);
};
