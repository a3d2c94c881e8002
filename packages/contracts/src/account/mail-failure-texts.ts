/**
 * Server answers for when the mail server refuses a code mail (ours; docs/product.md#api-resend-otp leaves the wording open).
 * Register has its own text (MAIL_NOT_SENT in messages.ts) because there the account was still saved.
 */

/** POST /resend-otp could not hand the new code to the mail server; nothing else changed. */
export const MAIL_SEND_FAILED = 'We could not send the email right now. Please try again in a moment.';

/**
 * POST /login for an unverified account inside the 30 s resend countdown (docs/product.md#login): no new code
 * went out, so the answer must not say one did; the last one is still valid.
 */
export const emailNotVerifiedCodeStillValid = (seconds: number) =>
  `Your email is not verified yet. The 6-digit code we sent you a moment ago is still valid: enter it, or ask for a new one in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** POST /login for an unverified account whose fresh code could not be e-mailed. */
export const EMAIL_NOT_VERIFIED_MAIL_FAILED =
  'Your email is not verified yet, and we could not send you a new code right now. Please use Resend OTP to try again.';
