import { INVOICE_PAGES } from '@studychina/contracts/invoice-pages';
import { useLocale, useText } from '../../lib/i18n';

/** The invoice pages' texts in the visitor's language: the French is its own small chunk, loaded by French visits. */
export function useInvoiceTexts() {
  const texts = useText(
    INVOICE_PAGES,
    async () => (await import('@studychina/contracts/invoice-pages-fr')).INVOICE_PAGES_FR,
  );
  return { texts, locale: useLocale().locale };
}
export type InvoiceTexts = typeof INVOICE_PAGES;

/** A text's `{name}` marks filled in. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);

/** Digits of the minor unit of the currencies invoices use (ISO 4217: the CFA franc has none). */
const minorDigits = (currency: string) => (currency === 'XOF' ? 0 : 2);

/** `{ amount: 36019286, currency: 'NGN' }` → "NGN 360,192.86" / "360 192,86 NGN": every minor unit shown. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

export const formatDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' }).format(new Date(iso));
