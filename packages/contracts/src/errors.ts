import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';
import { UNAUTHENTICATED_MESSAGE } from './error-texts.js';

/** The one error shape of the API (DESIGN "API conventions"): `errors` maps a field to its messages. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  /** Stable machine name (error-codes.ts): clients decide by it, never by `message`. */
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const unauthenticatedResponseSchema = z.object({
  success: z.literal(false),
  code: z.literal('UNAUTHENTICATED'),
  message: z.literal(UNAUTHENTICATED_MESSAGE),
});
