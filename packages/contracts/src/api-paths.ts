/** Every call of docs/product.md#api-conventions goes under this prefix. */
export const API_PREFIX = '/api/v1/user';
/**
 * Ours (docs/product.md#toasts): a call that got no answer, instead of the browser's own "Failed to fetch".
 * Beside the prefix rather than in messages.ts: the web's API client needs only these two, and it is in
 * the home page's first download (`pnpm bench:bundle`).
 */
export const NETWORK_FAILURE = 'We could not reach our server. Check your internet connection and try again.';

/** The back office (staff and admin accounts only): docs/product.md#back-office-statuses-and-workflow. */
export const ADMIN_API_PREFIX = '/api/v1/admin';
