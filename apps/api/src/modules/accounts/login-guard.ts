import { text } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import type { Counters } from '../../lib/counters/counters.js';
import { HttpError } from '../../lib/http-error.js';
import { accountLocked, secondsLeft } from './account-locked.js';

/**
 * The sign-in limits (docs/product.md#api-login). Every attempt takes a slot BEFORE its password is
 * checked, so requests in flight together can never evaluate more guesses than the limits allow:
 * - per client address and e-mail: 5 failures a minute (app.counters: Redis shared by every instance
 *   when REDIS_URL is set, else this instance's memory);
 * - per account, across every address: 10 attempts an hour (Postgres, shared by every instance), then
 *   the account answers 429 ACCOUNT_LOCKED for 60 s, doubling with each further lock up to 15 minutes.
 *   After a lock ONE attempt goes through (the owner's correct password works, and clears the lock);
 *   it re-arms the next, longer lock while it is checked. A password reset clears it too.
 * Keyed by the lower-cased e-mail, so an unknown e-mail is limited exactly like a real one.
 */
export const LOGIN_LIMITS = {
  perClientFailures: 5,
  perClientWindowMs: 60_000,
  perAccountAttempts: 10,
  perAccountWindowMs: 60 * 60_000,
  firstLockMs: 60_000,
  longestLockMs: 15 * 60_000,
} as const;

/**
 * How long this instance trusts a lock it has seen without asking the database again: long enough to
 * answer a burst from memory, short enough that a lock cleared through another instance (a password
 * reset, the owner's correct password) stops being answered here within seconds.
 */
const KNOWN_LOCK_TRUST_MS = 5_000;

export interface LoginSlot {
  /** The password was right: these attempts do not count against anyone. */
  release(): Promise<void>;
}

export type LoginLimits = { readonly [K in keyof typeof LOGIN_LIMITS]: number };

export function createLoginGuard(
  prisma: PrismaClient,
  now: Clock,
  counters: Counters,
  limits: LoginLimits = LOGIN_LIMITS,
) {
  // Locks this instance has seen (end, when seen): while one holds, the account answers 429 without a
  // database trip, for KNOWN_LOCK_TRUST_MS at most.
  const knownLocks = new Map<string, { until: number; seenAt: number }>();

  // One account check at a time per e-mail in this instance: a burst for one account waits here (cheap)
  // instead of holding a pooled connection each in a row-locked transaction, and once the account is
  // locked the rest of the burst is answered from knownLocks without a database trip.
  const queues = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(key: string, job: () => Promise<T>): Promise<T> {
    const run = (queues.get(key) ?? Promise.resolve()).then(job, job);
    const tail = run.catch(() => undefined);
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return run;
  }

  const lockMs = (locks: number) => Math.min(limits.firstLockMs * 2 ** locks, limits.longestLockMs);

  /** Takes one of the client's slots (given back on a right password), or throws 429 when none is left. */
  async function takeClientSlot(key: string): Promise<() => Promise<void>> {
    const counter = `login:${key}`;
    const { current, ttlMs } = await counters.incr(counter, limits.perClientWindowMs);
    if (current > limits.perClientFailures) {
      await counters.decr(counter);
      throw new HttpError(429, 'RATE_LIMITED', text('errors.TOO_MANY_REQUESTS_MESSAGE'), undefined, {
        'retry-after': String(secondsLeft(ttlMs)),
      });
    }
    return () => counters.decr(counter);
  }

  const locked = (untilMs: number, at: number) => accountLocked('account.loginLocked', 'minutes', untilMs, at);

  /** Counts one attempt for the account, in one row-locked transaction; throws 429 when over. */
  async function takeAccountSlot(email: string, at: Date): Promise<void> {
    const t = at.getTime();
    if (knownLocks.size > 50_000) for (const [k, v] of knownLocks) if (v.until <= t) knownLocks.delete(k);
    const known = knownLocks.get(email);
    if (known !== undefined && known.until > t && t - known.seenAt < KNOWN_LOCK_TRUST_MS) throw locked(known.until, t);
    const refusedUntil = await prisma.$transaction(async (tx) => {
      await tx.loginThrottle.createMany({ data: [{ email, windowStart: at }], skipDuplicates: true });
      await tx.$queryRaw`SELECT 1 FROM "LoginThrottle" WHERE "email" = ${email} FOR UPDATE`;
      const row = await tx.loginThrottle.findUniqueOrThrow({ where: { email } });
      const lockEnd = row.lockedUntil?.getTime();
      if (lockEnd !== undefined && lockEnd > t) return lockEnd;
      if (lockEnd !== undefined && lockEnd + limits.perAccountWindowMs > t) {
        // The lock is over: this one attempt goes through, and the next, longer lock stands meanwhile.
        await tx.loginThrottle.update({
          where: { email },
          data: { lockedUntil: new Date(t + lockMs(row.locks)), locks: row.locks + 1 },
        });
        return null;
      }
      const fresh = lockEnd !== undefined || row.windowStart.getTime() + limits.perAccountWindowMs <= t;
      const attempts = fresh ? 1 : row.attempts + 1;
      if (attempts > limits.perAccountAttempts) {
        const until = t + lockMs(row.locks);
        await tx.loginThrottle.update({
          where: { email },
          data: { lockedUntil: new Date(until), locks: row.locks + 1 },
        });
        return until;
      }
      await tx.loginThrottle.update({
        where: { email },
        data: fresh ? { attempts, windowStart: at, lockedUntil: null, locks: 0 } : { attempts },
      });
      return null;
    });
    if (refusedUntil !== null) {
      knownLocks.set(email, { until: refusedUntil, seenAt: t });
      throw locked(refusedUntil, t);
    }
  }

  return {
    /** One attempt of `client` at `email`: throws 429 when a limit is reached, else holds the slots. */
    async reserve(client: string, email: string): Promise<LoginSlot> {
      const at = now();
      const key = email.trim().toLowerCase();
      const releaseClient = await takeClientSlot(`${client}|${key}`);
      try {
        await oneAtATime(key, () => takeAccountSlot(key, at));
      } catch (error) {
        await releaseClient();
        throw error;
      }
      return {
        release: async () => {
          await releaseClient();
          await this.clear(key);
        },
      };
    },

    /** The owner proved themselves (right password, password reset): the account limit starts over. */
    async clear(email: string): Promise<void> {
      const key = email.toLowerCase();
      knownLocks.delete(key);
      await prisma.loginThrottle.deleteMany({ where: { email: key } });
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
