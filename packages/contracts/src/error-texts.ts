// The API's error texts, free of zod: docs/decisions/0007-zod-free-form-checks.md.

/** What a missing, expired or bad bearer token gets (code UNAUTHENTICATED: clients decide by the code, not this text). */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const NOT_FOUND_MESSAGE = 'Not found';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const VALIDATION_FAILED_MESSAGE = 'The given data was invalid.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait and try again.';
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';
