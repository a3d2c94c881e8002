import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { text } from '@studychina/contracts';
import type { Counters } from '../lib/counters/counters.js';
import { HttpError } from '../lib/http-error.js';

export interface LimitRule {
  /** Requests (or, for failure counters, failures) allowed per window. */
  max: number;
  windowMs: number;
  /** Who is counted: e.g. the client IP plus the e-mail of the body, after a prefix naming the rule. */
  key(request: FastifyRequest): string;
}

export interface Limiter {
  /** Counts this request; answers 429 with Retry-After once the client is over the limit. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Answers 429 if the limit is already used up, without counting (for failure-only limits). */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one failure (after check() let the request through). */
  fail(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limiter(rule: LimitRule): Limiter;
  }
}

/**
 * The client part of a key: its IP, with an IPv6 address cut to its /64 (what one subscriber usually
 * holds), so rotating addresses inside it does not buy fresh limits.
 */
export const clientKey = (request: FastifyRequest): string => normalizeIP(request.ip, 64);

function tooMany(reply: FastifyReply, ttlInSeconds: number): never {
  reply.header('retry-after', String(Math.max(1, ttlInSeconds)));
  throw new HttpError(429, 'RATE_LIMITED', text('errors.TOO_MANY_REQUESTS_MESSAGE'));
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over app.counters (plugins/redis.ts): Redis when REDIS_URL is set, so every
 * instance sees the same counts, with memory as the fallback while Redis is away; memory alone otherwise.
 * Each rule's keys carry their own prefix, so one store serves every limiter.
 */
const counterStore = (counters: Counters) =>
  class CounterStore {
    incr(key: string, done: StoreCallback, windowMs: number) {
      counters.incr(key, windowMs).then(
        (c) => done(null, { current: c.current, ttl: c.ttlMs }),
        (error: Error) => done(error),
      );
    }
    read(key: string, done: StoreCallback) {
      counters.read(key).then(
        (c) => done(null, { current: c.current, ttl: c.ttlMs }),
        (error: Error) => done(error),
      );
    }
    child() {
      return this;
    }
  };

/**
 * @fastify/rate-limit counting in app.counters. Routes opt in through app.limiter(), because the account
 * routes count by IP *and* e-mail, and login counts failures only, which route-level config cannot express.
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, { global: false, store: counterStore(app.counters) });

  app.decorate('limiter', (rule: LimitRule): Limiter => {
    const limit = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: (r) => rule.key(r) });
    return {
      async hit(request, reply) {
        const state = await limit(request);
        if (!state.isAllowed && state.isExceeded) tooMany(reply, state.ttlInSeconds);
      },
      async check(request, reply) {
        const state = await limit(request, { increment: false });
        if (!state.isAllowed && state.remaining <= 0) tooMany(reply, state.ttlInSeconds);
      },
      async fail(request) {
        await limit(request);
      },
    };
  });
});
