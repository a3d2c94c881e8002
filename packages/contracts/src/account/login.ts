import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text } from '../messages/text.js';
import { PASSWORD_MAX_BYTES, utf8ByteLength } from './fields.js';
import { emailField } from './register.js';

/**
 * POST /login body (docs/product.md#api-login). No minimum length here: the password is only compared. The 72-byte cap
 * stays, because bcrypt would otherwise accept any longer text that starts with the real password.
 */
export const loginBodySchema = z.object(
  {
    email: emailField(),
    password: z
      .string({ error: issueText(text('validation.ALL_FIELDS_REQUIRED')) })
      .min(1, { error: issueText(text('validation.ALL_FIELDS_REQUIRED')), abort: true })
      .refine((value) => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, {
        error: issueText(text('validation.PASSWORD_TOO_LONG')),
      }),
  },
  { error: issueText(text('validation.ALL_FIELDS_REQUIRED')) },
);
export type LoginBody = z.infer<typeof loginBodySchema>;
