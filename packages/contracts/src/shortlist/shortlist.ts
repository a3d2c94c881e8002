import { z } from 'zod';
import { programmeSummarySchema } from '../catalogue/programmes.js';

/**
 * A signed-in student's shortlist (docs/product.md#shortlist): programmes saved to compare and apply to later,
 * newest first. PUT and DELETE /shortlist/:programmeId answer the whole list, so a page shows it as it is.
 */
export const SHORTLIST_MAX = 30;
/** How many programmes the comparison shows side by side. */
export const COMPARE_MAX = 3;

export const shortlistParamsSchema = z.object({
  programmeId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const shortlistResponseSchema = z.object({ data: z.array(programmeSummarySchema) }).meta({ id: 'Shortlist' });
export type ShortlistResponse = z.infer<typeof shortlistResponseSchema>;
