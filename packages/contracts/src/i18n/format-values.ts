import { parseDateValue } from '../application/date-value.js';

/*
 * Values written for people, in the reader's language (docs/product.md#values-in-the-readers-language):
 * dates in words ('15 March 2006', « 15 mars 2006 »), numbers and sizes the way the language writes them
 * ('1,234.5 KB', « 1 234,5 Ko »); a stored answer by ./answer-text.ts. The web, the API's mails and the form
 * share them. Zod-free (docs/decisions/0007-zod-free-form-checks.md); Intl is the browser's and Node's own.
 *
 * A locale is the reader's ('fr' is French; anything else, an account's unset locale included, English).
 */
type Reader = string | null | undefined;

const tagOf = (locale: Reader) => (locale === 'fr' ? 'fr-FR' : 'en-GB');

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const cached = <T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T => {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as T;
};
// Every date is written in UTC: a date-only value is the start of its day in UTC (parseDateValue) and a
// day deadline the end of its day in UTC, so no reader's time zone moves them to the next or previous day.
const dayFormat = (locale: Reader, month: 'long' | 'short') =>
  cached(
    `day ${tagOf(locale)} ${month}`,
    () => new Intl.DateTimeFormat(tagOf(locale), { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }),
  );
const numberFormat = (locale: Reader, fractionDigits: number) =>
  cached(
    `number ${tagOf(locale)} ${fractionDigits}`,
    () =>
      new Intl.NumberFormat(tagOf(locale), {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );

const dateOf = (value: string | Date): Date | null =>
  value instanceof Date ? (Number.isNaN(value.getTime()) ? null : value) : parseDateValue(value);

/**
 * A day in words: '15 March 2006' / « 15 mars 2006 » ('15 Mar 2006' / « 15 mars 2006 » short). `value` is a
 * date field's 'YYYY-MM-DD', an ISO date-time or a Date; '' when it is none of these.
 */
export function dayText(locale: Reader, value: string | Date, month: 'long' | 'short' = 'long'): string {
  const date = dateOf(value);
  return date ? dayFormat(locale, month).format(date) : '';
}

/** A moment to the minute, in UTC and saying so: '25 November 2026 at 14:00 UTC' / « 25 novembre 2026 à 14:00 UTC ». */
export function dayAndTimeText(locale: Reader, value: Date): string {
  const format = cached(
    `minute ${tagOf(locale)}`,
    () => new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
  );
  return `${format.format(value)} UTC`;
}

/** A day deadline (YYYY-MM-DD) is stored as the last millisecond of that day in UTC. */
const isEndOfDay = (date: Date) => date.getTime() % 86_400_000 === 86_399_999;

/** A corrections deadline: the day staff picked ('3 December 2026'), or the day and time (UTC) of a timed one. */
export const deadlineText = (locale: Reader, deadline: Date): string =>
  isEndOfDay(deadline) ? dayText(locale, deadline) : dayAndTimeText(locale, deadline);

/** A number the language's way: 1234.5 → '1,234.5' / « 1 234,5 » (with `fractionDigits` decimals, none by default). */
export const numberText = (locale: Reader, value: number, fractionDigits = 0): string =>
  numberFormat(locale, fractionDigits).format(value);

/** A file's size in KB with one decimal (docs/product.md#apply-documents): '1,234.5 KB' / « 1 234,5 Ko ». */
export const fileSizeText = (locale: Reader, bytes: number): string =>
  `${numberText(locale, bytes / 1024, 1)} ${locale === 'fr' ? 'Ko' : 'KB'}`;
