import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey, type Limiter } from '../../plugins/rate-limit.js';

const MINUTE = 60_000;

/** The e-mail of a JSON body, as the account is keyed (lower-cased); '' when there is none. */
const bodyEmail = (request: FastifyRequest): string => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};
/** The signed pending-step cookie names the person of the code routes (see pending-step.ts). */
const stepCookie = (request: FastifyRequest): string => request.cookies.sc_pending_step ?? '';

const byIpAnd = (part: (request: FastifyRequest) => string) => (request: FastifyRequest) =>
  `${clientKey(request)}|${part(request)}`;

/** A preHandler counting every request against the limiter. */
const counted = (limiter: Limiter) => (request: FastifyRequest, reply: FastifyReply) => limiter.hit(request, reply);

/**
 * Rate limits of the account routes, keyed by client IP and by the person (e-mail or pending step):
 * one address cannot be hammered from one client, and one client cannot sweep many addresses quickly.
 * The wrong-code lock (5 tries) and the resend countdown (30 s) stand behind these; login has its own
 * limits, counted before the password is checked (login-guard.ts).
 */
export function accountLimits(app: FastifyInstance) {
  // The rule's name starts its keys: counters are shared (Redis) and these rules key alike.
  const limit = (name: string, max: number, key: (request: FastifyRequest) => string, windowMs = MINUTE) =>
    app.limiter({ max, windowMs, key: (request) => `${name}:${key(request)}` });
  return {
    /** Every account request of a client IP, before its body is even read (onRequest). */
    perClient: counted(limit('perClient', 200, clientKey)),
    register: counted(limit('register', 5, byIpAnd(bodyEmail))),
    forgotPassword: counted(limit('forgotPassword', 5, byIpAnd(bodyEmail))),
    codeCheck: counted(limit('codeCheck', 10, byIpAnd(stepCookie))),
    resend: counted(limit('resend', 5, byIpAnd(stepCookie))),
    resetPassword: counted(limit('resetPassword', 10, clientKey)),
    googleStart: counted(limit('googleStart', 30, clientKey)),
    googleCallback: counted(limit('googleCallback', 30, clientKey)),
    // Forged payloads cost an AES-GCM check only; this limit is about load, not guessing.
    decryptUser: counted(limit('decryptUser', 60, clientKey)),
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
