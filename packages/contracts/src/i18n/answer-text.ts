import { CHOICE_FIELDS, choiceLabel } from './choice-labels.js';
import { dayText } from './format-values.js';

/*
 * A stored answer of the application as a student reads it (docs/product.md#values-in-the-readers-language):
 * the student's application page and the receipt mail. Apart from ./format-values.ts so that a page needing
 * only a date or a size does not download the choices' labels.
 */

/** The application's date fields (text fields and an education entry's start): shown in words. */
export const DATE_FIELDS = [
  'dob',
  'passportExpiryDate',
  'durationOfStudyFrom',
  'durationOfStudyTo',
  'signedDate',
  'dateStarted',
  'dateAttended',
  'medicalReportDate',
  'nonCriminalRecordDate',
] as const;

const DATES = new Set<string>(DATE_FIELDS);
const CHOICES = new Set<string>(CHOICE_FIELDS);

/**
 * A stored answer as its reader reads it: a choice by its label, a date in words; other answers, and a date
 * that is not one (an old free-text value), as stored. `field` is the answer's wire name (docs/product.md#api-apply).
 */
export function answerText(locale: string | null | undefined, field: string, value: string): string {
  if (CHOICES.has(field)) return choiceLabel(locale, value);
  if (DATES.has(field)) return dayText(locale, value) || value;
  return value;
}
