import type { Intake, Locale } from '@studychina/contracts';

/** A content field in the reader's language: the French one when it is written, else the English. */
export const inLocale = (locale: Locale, en: string, fr: string | null | undefined): string =>
  locale === 'fr' && fr ? fr : en;

/** `YYYY-MM` of a start date (stored as the first of its month, UTC). */
export const monthOf = (start: Date): string => start.toISOString().slice(0, 7);

/** An intake as every answer gives it: open while not closed and its deadline is ahead of `now`. */
export const toIntake = (row: { id: number; start: Date; deadline: Date; closed?: boolean }, now: Date): Intake => ({
  id: row.id,
  start: monthOf(row.start),
  deadline: row.deadline.toISOString(),
  open: !row.closed && row.deadline > now,
});

const monthLabels = new Map<Locale, Intl.DateTimeFormat>();

/** "September 2027", "septembre 2027": an intake facet's label. */
export function monthLabel(month: string, locale: Locale): string {
  let format = monthLabels.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthLabels.set(locale, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** A day as `YYYY-MM-DD`. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
