/**
 * The stable machine names of every error the API answers (docs/product.md#errors); clients decide by `code`:
 * docs/decisions/0012-error-codes-beside-messages.md. Adding a code is fine; renaming or removing one breaks clients.
 */
export const ERROR_CODES = [
  // Generic
  'VALIDATION_FAILED', // 422: a field or the body is wrong; `errors` says which
  'NOT_FOUND', // 404: no such route or resource, or another user's resource
  'PAGE_OUT_OF_RANGE', // 404: a page past the last one
  'PAYLOAD_TOO_LARGE', // 413: a file, a field or the whole body is over its limit
  'UNSUPPORTED_MEDIA_TYPE', // 415: the route needs another content type (multipart, JSON)
  'FILE_TYPE_REFUSED', // 422: an uploaded file is not of a type its list accepts
  'UPLOAD_INTERRUPTED', // 400: the client stopped sending mid-upload
  'UPLOAD_MALFORMED', // 400: the multipart body cannot be read
  'RATE_LIMITED', // 429: too many requests; see Retry-After
  'CONFLICT', // 409: the resource changed or exists
  'INTERNAL_ERROR', // 500: our fault; the body never carries internal text
  'SERVICE_UNAVAILABLE', // 503: the database (or another dependency) does not answer
  // Accounts
  'UNAUTHENTICATED', // 401: no bearer token, or a bad, expired or revoked one
  'FORBIDDEN', // 403: signed in, but the role may not do this
  'INVALID_CREDENTIALS', // 401: unknown e-mail or wrong password (one answer for both)
  'EMAIL_NOT_VERIFIED', // 403: login before the e-mail is verified (a code is sent, or the last is still valid)
  'EMAIL_TAKEN', // 422: register with an e-mail that has an account
  'CODE_INVALID', // 422: a wrong, expired or used one-time code
  'CODE_LOCKED', // 422: too many wrong tries on this code; ask for a new one
  'RESEND_TOO_SOON', // 429: a new code was asked for before the countdown ended
  'ACCOUNT_LOCKED', // 429: per-account ceiling reached for codes (one flow) or sign-ins; see Retry-After
  'STEP_EXPIRED', // 401: the pending-step cookie (verify, reset) is missing or has expired
  'RESET_GRANT_MISSING', // 401: set a new password without a verified reset code
  'MAIL_NOT_SENT', // 503: no longer answered (mail leaves after the answer); kept for older clients
  'GOOGLE_NOT_CONFIGURED', // 503: Google sign-in has no client id/secret here
  'HANDOFF_INVALID', // 400: a Google sign-in handoff that cannot be opened
  'HANDOFF_EXPIRED', // 400: a Google sign-in handoff older than its lifetime
  'HANDOFF_USED', // 400: a Google sign-in handoff already exchanged
  // Back office and the application's workflow
  'ILLEGAL_TRANSITION', // 409: the status cannot move from its current value to the one asked
  'DOCUMENTS_OUTSTANDING', // 409: a requested document is missing, a rejected one unreplaced or a required list empty; `errors` names each
  'ACCOUNT_DISABLED', // 403: login to an account an admin disabled
  'INVITATION_INVALID', // 400: a staff invitation link that is unknown, expired, already used or of a disabled account
  'ASSIGNED_TO_COLLEAGUE', // 409: a bulk assignment would take a colleague's application without takeOver
  // Content management
  'EDIT_CONFLICT', // 409: a content item was saved by someone else since the version the PUT carries
  // Payments
  'PAYSTACK_NOT_CONFIGURED', // 503: no Paystack secret key here: invoices work, paying by Paystack does not
  'INVOICE_NOT_PAID', // 409: forwarding to the university waits for the invoice to be paid or waived (a payment setting)
  'PAY_LINK_INVALID', // 404: a payment link (/pay/:token) that is unknown, expired or replaced
  'BANK_TRANSFER_NOT_CONFIGURED', // 409: admins have not set the consultancy's bank account: no transfer proof is taken
  // Staff second factor (docs/decisions/0134-staff-second-factor.md)
  'MFA_REQUIRED', // 401: a staff token that has not passed the second factor, on any route but /user/mfa/*
  // Retention (docs/decisions/0144-retention-of-closed-applications.md)
  'FILE_ERASED', // 410: the document's bytes were erased after its application closed; its row (name, size, hash) stays
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** `ERROR_CODE.UNAUTHENTICATED === 'UNAUTHENTICATED'`: typo-proof references on both sides. */
export const ERROR_CODE = Object.fromEntries(ERROR_CODES.map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C;
};

/** The code a bare HTTP status gets when nothing more precise is known (e.g. Fastify's own errors). */
export const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
  }
};
