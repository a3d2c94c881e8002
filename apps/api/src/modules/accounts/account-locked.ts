import { text, waitText } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';

/** Whole seconds left, at least 1 (a wait of "0 seconds" would read as no wait). */
export const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * 429 ACCOUNT_LOCKED with the time left until `untilMs`, in the text (in words up to `largest`) and as
 * Retry-After: sign-in attempts (login-guard.ts) and codes (code-ceilings.ts) pause an account alike.
 */
export const accountLocked = (
  key: 'account.loginLocked' | 'account.codesLocked',
  largest: 'minutes' | 'hours',
  untilMs: number,
  at: number,
): HttpError =>
  new HttpError(429, 'ACCOUNT_LOCKED', text(key, { wait: waitText(secondsLeft(untilMs - at), largest) }), undefined, {
    'retry-after': String(secondsLeft(untilMs - at)),
  });
