import { parseDateValue } from './personal-checks.js';

/*
 * A date field's value written in words beside it (docs/product.md#apply-dates): '3 December 2026',
 * « 3 décembre 2026 », so a day and month swapped by a browser's numeric format are seen at once.
 * Zod-free (docs/decisions/0007-zod-free-form-checks.md); the browser's Intl, no download.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** `value` ('YYYY-MM-DD', a date input's) in words in `locale`; '' for anything that is not a real date. */
export function dateInWords(locale: string, value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return '';
  const date = parseDateValue(value);
  if (!date) return '';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(date);
}
