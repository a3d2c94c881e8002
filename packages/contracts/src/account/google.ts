import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text } from '../messages/text.js';
import { authResponseSchema } from './user.js';

/** GET /auth-google: the consent URL the browser is sent to (docs/product.md#google-sign-in-flow). */
export const authGoogleResponseSchema = z.object({ url: z.string() });
export type AuthGoogleResponse = z.infer<typeof authGoogleResponseSchema>;

/**
 * POST /decrypt-user: the encrypted, short-lived, single-use handoff from the redirect. Its size is
 * bounded so a forged huge value is refused before any decryption work.
 */
export const decryptUserBodySchema = z.object({
  encrypted: z
    .string({ error: issueText(text('answers.HANDOFF_INVALID')) })
    .trim()
    .min(1, { error: issueText(text('answers.HANDOFF_INVALID')), abort: true })
    .max(4096, { error: issueText(text('answers.HANDOFF_INVALID')) }),
});
export type DecryptUserBody = z.infer<typeof decryptUserBodySchema>;

/** The answer starts a session like login: `{ success, message, token, user }`. */
export const decryptUserResponseSchema = authResponseSchema;
