import { EMAIL_NOT_VERIFIED, EMAIL_NOT_VERIFIED_MAIL_FAILED } from '@studychina/contracts';
import { ApiError } from '../../lib/api';

/**
 * The text to show for a failed call. A non-OK answer already carries the server message or
 * 'Request failed (status)' (SPEC 8, via apiFetch). For anything else (the network dropped, which is
 * common on mobile data) SPEC gives some flows a fallback text; the others show the error's own text.
 */
export function failureText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  if (fallback) return fallback;
  return error instanceof Error && error.message ? error.message : String(error);
}

/** Register (SPEC 7, 8): the first e-mail error of a non-OK answer. SPEC's reading is `message.email[0]`, ours `errors.email[0]`. */
export function firstEmailError(body: unknown): string | undefined {
  const b = body as { errors?: { email?: unknown }; message?: { email?: unknown } } | null;
  for (const list of [b?.errors?.email, b?.message?.email]) {
    if (Array.isArray(list) && typeof list[0] === 'string') return list[0];
  }
  return undefined;
}

/**
 * Login of an account whose e-mail is not verified yet (issue 3): the API answers 403, e-mails a fresh
 * code (or says it could not) and sets the pending-step cookie, so the page sends the person to
 * /verify-code, where the code (or Resend OTP) finishes the registration.
 */
const NOT_VERIFIED = new Set<string>([EMAIL_NOT_VERIFIED, EMAIL_NOT_VERIFIED_MAIL_FAILED]);
export function needsEmailVerification(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && NOT_VERIFIED.has(error.message);
}
