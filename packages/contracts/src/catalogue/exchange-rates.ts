import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text } from '../messages/text.js';
import { ESTIMATE_CURRENCIES } from './values.js';

/**
 * Exchange rates staff set (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md): units of a currency
 * for one yuan, on a day. Rates are decimals written as text, never floats.
 */
export const exchangeRateSchema = z
  .object({
    currency: z.enum(ESTIMATE_CURRENCIES),
    perCny: z.string().meta({ description: 'Units of the currency for one yuan, a decimal as text ("215.5")' }),
    asOf: z.iso.date(),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRatesResponseSchema = z.object({ data: z.array(exchangeRateSchema) });
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponseSchema>;

/** PUT /admin/exchange-rates/:currency (staff): the rate for a day (today when `asOf` is left out). */
export const exchangeRateParamsSchema = z.object({
  currency: z.enum(ESTIMATE_CURRENCIES, { error: issueText(text('catalogue.rateCurrency')) }),
});
export const setExchangeRateBodySchema = z.object({
  perCny: z.string().regex(/^(?=.*[1-9])\d{1,9}(\.\d{1,8})?$/, { error: issueText(text('catalogue.rateInvalid')) }),
  asOf: z.iso.date().optional(),
});
export type SetExchangeRateBody = z.infer<typeof setExchangeRateBodySchema>;

export const exchangeRateResponseSchema = z.object({ data: exchangeRateSchema });
export type ExchangeRateResponse = z.infer<typeof exchangeRateResponseSchema>;
