import { z } from 'zod';
import { ESTIMATE_CURRENCIES } from '../../catalogue/values.js';

/**
 * An exchange rate as editors write it (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md): one item
 * per estimate currency, its units for one yuan as a decimal written as text (never a float) and the day it is for.
 * Publishing sets that day's rate, which the estimates use at once.
 */
export const rateContentSchema = z
  .object({
    currency: z.enum(ESTIMATE_CURRENCIES),
    perCny: z
      .string()
      .trim()
      .regex(/^(?=.*[1-9])\d{1,9}(\.\d{1,8})?$/)
      .meta({ description: 'Units of the currency for one yuan, a decimal as text ("215.5")' }),
    asOf: z.iso.date().meta({ description: 'The day the rate is for' }),
  })
  .meta({ id: 'RateContent' });
export type RateContent = z.infer<typeof rateContentSchema>;
