import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';
import { UNAUTHENTICATED_MESSAGE } from './error-texts.js';

/**
 * The one error shape of the API (docs/product.md#errors): `errors` maps a field to its messages. Its id
 * makes it one named component (ErrorResponse) of the OpenAPI document, which every error answer refers to.
 */
export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    code: z.enum(ERROR_CODES).meta({
      description: 'Stable machine name (error-codes.ts): decide by it, never by `message`.',
    }),
    message: z.string().meta({ description: 'The text for people; for a 422, one of the problems.' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({
        description:
          "422 only: field -> its texts. An application entry's are keyed educationHistory.<i>.<field> / " +
          "familyMembers.<i>.<field> (0-based) and hold the field's own text; prefix 'Education entry <i+1>: ' " +
          "or 'Family Member entry <i+1>: ' to list them (errorText in the contracts).",
      }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * A route's 401: no live token, or (MFA_REQUIRED) a staff member's token that has not passed the second factor
 * (docs/decisions/0134-staff-second-factor.md). The message is in the reader's language.
 */
export const unauthenticatedResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(['UNAUTHENTICATED', 'MFA_REQUIRED']),
  message: z.string().meta({ description: `"${UNAUTHENTICATED_MESSAGE}" in English for UNAUTHENTICATED` }),
});
