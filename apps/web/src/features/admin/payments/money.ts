/**
 * Money as staff read and type it (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): the API's
 * integers in minor units shown in major units with the code, and a typed amount ("1500.50") back to minor units
 * by its digits, never through a float.
 */
const digitsOf = (currency: string) => (currency === 'XOF' ? 0 : 2);

export function moneyText(amount: number, currency: string): string {
  const digits = digitsOf(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}${digits ? `.${text.slice(-digits)}` : ''} ${currency}`;
}

/** "1500.5" in NGN → 150050; null when it is not a positive amount with at most the currency's decimals. */
export function toMinor(typed: string, currency: string): number | null {
  const digits = digitsOf(currency);
  const match = /^(\d{1,10})(?:[.,](\d+))?$/.exec(typed.trim().replace(/[\s,](?=\d{3}\b)/g, ''));
  if (!match || (match[2] ?? '').length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || '0');
  return minor > 0 ? minor : null;
}

/** The same minor units as typed text in major units ("1500.50"), to fill a form. */
export const majorText = (amount: number, currency: string) =>
  moneyText(amount, currency).split(' ')[0]!.replace(/,/g, '');
