import { minorDigits, type Locale } from '@studychina/contracts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units as the reader writes money: 36019286 NGN → '₦360,192.86' / « 360 192,86 ₦ »
 * (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md). The integer is split into units and minor units
 * as digits and handed to Intl as a decimal string, which it formats exactly: no float ever holds the amount.
 * `code` writes the currency's code instead of its sign ('CNY 600.00'), where signs are ambiguous ($, ¥).
 */
export function moneyText(
  locale: Locale,
  amount: number,
  currency: string,
  display: 'narrowSymbol' | 'code' = 'narrowSymbol',
): string {
  if (!Number.isSafeInteger(amount)) throw new Error(`Not an amount in minor units: ${amount}`);
  const digits = minorDigits(currency);
  const magnitude = String(Math.abs(amount)).padStart(digits + 1, '0');
  const decimal =
    (amount < 0 ? '-' : '') + (digits === 0 ? magnitude : `${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`);
  const key = `${locale} ${currency} ${display}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  // A decimal string is formatted as written (Intl.NumberFormat v3); the type only names number and bigint.
  return format.format(decimal as unknown as number);
}
