import { dayText } from '../i18n/format-values.js';

/*
 * A date field's value written in words beside it (docs/product.md#apply-dates): '3 December 2026',
 * « 3 décembre 2026 », so a day and month swapped by a browser's numeric format are seen at once.
 * Zod-free (docs/decisions/0007-zod-free-form-checks.md); the browser's Intl, no download.
 */

/** `value` ('YYYY-MM-DD', a date input's) in words in `locale` ('en-GB', 'fr-FR'); '' for anything that is not a real date. */
export function dateInWords(locale: string, value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return '';
  return dayText(locale.startsWith('fr') ? 'fr' : 'en', value);
}
