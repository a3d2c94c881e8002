import { z } from 'zod';

/**
 * Money in every answer (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md): an integer amount in
 * the minor units of an ISO 4217 currency, never a float. `{ amount: 2400000, currency: 'CNY' }` is 24,000 yuan.
 */
export const moneySchema = z
  .object({
    amount: z.number().int().meta({ description: 'In minor units of the currency (fen for CNY, kobo for NGN)' }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .meta({ description: 'ISO 4217 code' }),
  })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof moneySchema>;

/** An amount converted from CNY at the rate staff set on `rateDate`: an estimate, never a price. */
export const estimateSchema = moneySchema
  .extend({
    estimate: z.literal(true),
    rateDate: z.iso.date().meta({ description: 'The day of the rate the estimate was made with' }),
  })
  .meta({ id: 'MoneyEstimate' });
export type MoneyEstimate = z.infer<typeof estimateSchema>;

/** A price in its own currency, with estimates in NGN, XOF and USD when staff have set those rates. */
export const priceSchema = moneySchema.extend({ estimates: z.array(estimateSchema) }).meta({ id: 'Price' });
export type Price = z.infer<typeof priceSchema>;

/** The digits after the decimal point of a currency's minor unit (ISO 4217); those the catalogue uses. */
export const CURRENCY_DIGITS: Readonly<Record<string, number>> = { CNY: 2, USD: 2, NGN: 2, XOF: 0, EUR: 2 };
export const minorDigits = (currency: string): number => CURRENCY_DIGITS[currency] ?? 2;
