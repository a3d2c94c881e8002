import type { FastifyReply } from 'fastify';
import { CODE_RESENT, RESEND_COUNTDOWN_SECONDS, resendTooSoonMessage } from '@studychina/contracts';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { setPendingStep, type ReadStep } from './pending-step.js';

/** 429 with the seconds left, in the message and as Retry-After. */
export function tooSoon(reply: FastifyReply, secondsLeft: number): HttpError {
  reply.header('retry-after', String(secondsLeft));
  return new HttpError(429, 'RESEND_TOO_SOON', resendTooSoonMessage(secondsLeft));
}

/**
 * Resend for the pending step forgot-password gave an unknown e-mail: answered like a real one,
 * countdown included (timed from the cookie), so resending cannot reveal that no account exists.
 */
export function resendForNobody(reply: FastifyReply, now: Clock, step: ReadStep) {
  const left = Math.ceil((step.startedAt + RESEND_COUNTDOWN_SECONDS * 1000 - now().getTime()) / 1000);
  if (left > 0) throw tooSoon(reply, left);
  setPendingStep(reply, now, step);
  return { success: true as const, message: CODE_RESENT };
}
