import type { FastifyReply, FastifyRequest } from 'fastify';
import { text } from '@studychina/contracts';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { CodeStepPurpose } from './otp.service.js';

const COOKIE = 'sc_pending_step';
/** Long enough to fetch the mail and resend a few times; the codes themselves live 10 minutes. */
const TTL_SECONDS = 30 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface PendingStep {
  purpose: CodeStepPurpose;
  userId: string;
}

/**
 * Who is between steps (registered or logged in unverified → verify-email; forgot-password →
 * verify-otp), in a signed httpOnly cookie. The expiry is inside the signed value and checked with the
 * server's clock: an old cookie replayed by hand is refused, not only one the browser dropped.
 */
export function setPendingStep(reply: FastifyReply, now: Clock, { purpose, userId }: PendingStep): void {
  const expires = now().getTime() + TTL_SECONDS * 1000;
  reply.setPrivateCookie(COOKIE, `${purpose}.${userId}.${expires}`, TTL_SECONDS);
}

/**
 * forgot-password for an unknown e-mail gets a step of the same shape for no one, so the answer's
 * headers do not tell whether the account exists; its codes simply never match. Its id is the e-mail's
 * ceiling key (code-ceilings.ts keyOf: UUID-shaped, stable per address like a real user's id), so its
 * resend countdown and ceilings are kept server-side exactly as a real account's.
 */
export const stepForNobody = (key: string): PendingStep => ({ purpose: 'reset', userId: key });

export function clearPendingStep(reply: FastifyReply): void {
  reply.clearPrivateCookie(COOKIE);
}

/** The pending step (of the given purpose, if named), or 401 with PENDING_STEP_MISSING. */
export function readPendingStep(request: FastifyRequest, now: Clock, purpose?: CodeStepPurpose): PendingStep {
  const [stepPurpose, userId, expires] = (request.privateCookie(COOKIE) ?? '').split('.');
  const valid =
    (stepPurpose === 'verify' || stepPurpose === 'reset') &&
    (purpose === undefined || stepPurpose === purpose) &&
    userId !== undefined &&
    UUID.test(userId) &&
    Number(expires) > now().getTime();
  if (!valid) throw new HttpError(401, 'STEP_EXPIRED', text('answers.PENDING_STEP_MISSING'));
  return { purpose: stepPurpose, userId: userId! };
}
