import { hasCode } from '../../lib/api';

/** Register (docs/product.md#api-register, docs/product.md#toasts): the first e-mail error of a non-OK answer. The product's reading is `message.email[0]`, ours `errors.email[0]`. */
export function firstEmailError(body: unknown): string | undefined {
  const b = body as { errors?: { email?: unknown }; message?: { email?: unknown } } | null;
  for (const list of [b?.errors?.email, b?.message?.email]) {
    if (Array.isArray(list) && typeof list[0] === 'string') return list[0];
  }
  return undefined;
}

/**
 * Login of an account whose e-mail is not verified yet (issue 3): the API answers EMAIL_NOT_VERIFIED,
 * e-mails a fresh code (or says it could not) and sets the pending-step cookie, so the page sends the
 * person to /verify-code, where the code (or Resend OTP) finishes the registration.
 */
export const needsEmailVerification = (error: unknown): boolean => hasCode(error, 'EMAIL_NOT_VERIFIED');
