import { text } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';

/** 429 with the seconds left, in the message and as Retry-After. */
export const tooSoon = (secondsLeft: number): HttpError =>
  new HttpError(429, 'RESEND_TOO_SOON', text('account.resendTooSoon', { seconds: secondsLeft }), undefined, {
    'retry-after': String(secondsLeft),
  });
