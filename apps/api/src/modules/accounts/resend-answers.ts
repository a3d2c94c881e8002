import { RESEND_COUNTDOWN_SECONDS, resendTooSoonMessage } from '@studychina/contracts';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { PendingStep, ReadStep } from './pending-step.js';

/** 429 with the seconds left, in the message and as Retry-After. */
export const tooSoon = (secondsLeft: number): HttpError =>
  new HttpError(429, 'RESEND_TOO_SOON', resendTooSoonMessage(secondsLeft), undefined, {
    'retry-after': String(secondsLeft),
  });

/**
 * Resend for the pending step forgot-password gave an unknown e-mail: answered like a real one,
 * countdown included (timed from the cookie), so resending cannot reveal that no account exists.
 * Returns the step to renew, as a real resend does.
 */
export function resendForNobody(step: ReadStep, now: Clock): PendingStep {
  const left = Math.ceil((step.startedAt + RESEND_COUNTDOWN_SECONDS * 1000 - now().getTime()) / 1000);
  if (left > 0) throw tooSoon(left);
  return { purpose: step.purpose, userId: step.userId };
}
