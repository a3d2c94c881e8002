import { z } from 'zod';
import { UNAUTHENTICATED_MESSAGE } from './error-texts.js';

/** The one error shape of the API (DESIGN "API conventions"): `errors` maps a field to its messages. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const unauthenticatedResponseSchema = z.object({ message: z.literal(UNAUTHENTICATED_MESSAGE) });
