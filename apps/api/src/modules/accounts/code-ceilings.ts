import { createHmac } from 'node:crypto';
import { RESEND_COUNTDOWN_SECONDS } from '@studychina/contracts';
import type { Prisma, PrismaClient, User } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { accountLocked, secondsLeft } from './account-locked.js';
import { MAX_WRONG_TRIES, ResendTooSoon, codeError, type CodeStepPurpose, type OtpPurpose } from './otp.service.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const COUNTDOWN_MS = RESEND_COUNTDOWN_SECONDS * 1000;

/** The ceilings of docs/product.md#limits (CODE_SENDS_PER_HOUR, CODE_SENDS_PER_DAY, CODE_WRONG_PER_DAY). */
export interface CodeCeilingFigures {
  sendsPerHour: number;
  sendsPerDay: number;
  wrongPerDay: number;
}

/**
 * Told once per lock, inside the transaction that starts it (so a mail it queues commits with the lock),
 * with the account's owner (null for an address with no account).
 */
export type OnNewLock<P extends OtpPurpose = CodeStepPurpose> = (
  tx: Prisma.TransactionClient,
  owner: User | null,
  purpose: P,
  untilMs: number,
) => Promise<void>;

type CodeThrottle = NonNullable<Awaited<ReturnType<PrismaClient['codeThrottle']['findUnique']>>>;

/** 429 ACCOUNT_LOCKED with the time left, in the text and as Retry-After. */
export const codesLocked = (untilMs: number, at: number): HttpError =>
  accountLocked('account.codesLocked', 'hours', untilMs, at);

type Outcome = { ok: true } | { ok: false; error: Error };

/**
 * Per-account ceilings on e-mailed codes, for each purpose (docs/decisions/0030-code-ceilings.md): at most
 * N codes an hour and M a day, and at most W wrong guesses a day across every code. Past one, the flow is
 * locked until its window ends (429 ACCOUNT_LOCKED with Retry-After), and the owner is told once.
 *
 * Keyed by a keyed hash of the normalized e-mail, never by a cookie, an address or a user id alone: an
 * unknown address has the same row, the same countdown and the same ceilings as a real one, so no answer
 * tells them apart (docs/product.md#security). Every decision is taken in one transaction holding the row
 * (SELECT ... FOR UPDATE), so requests in flight together are counted one after another.
 */
export function createCodeCeilings<P extends OtpPurpose = CodeStepPurpose>(
  prisma: PrismaClient,
  secret: string,
  now: Clock,
  figures: CodeCeilingFigures,
  onNewLock: OnNewLock<P>,
) {
  // One decision at a time per key and purpose in this instance: a burst waits here (cheap) instead of
  // each request holding a pooled connection in a row-locked transaction (FOR UPDATE still orders
  // instances between themselves).
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

  /** The row of (key, purpose), created if new and locked for this transaction; its windows rolled to `t`. */
  async function lockedRow(tx: Prisma.TransactionClient, key: string, purpose: P, t: number) {
    const at = new Date(t);
    await tx.codeThrottle.createMany({ data: [{ key, purpose, hourStart: at, dayStart: at }], skipDuplicates: true });
    await tx.$queryRaw`SELECT 1 FROM "CodeThrottle" WHERE "key" = ${key} AND "purpose" = ${purpose}::"CodePurpose" FOR UPDATE`;
    const row = await tx.codeThrottle.findUniqueOrThrow({ where: { key_purpose: { key, purpose } } });
    const rolled: Partial<CodeThrottle> = {};
    if (row.hourStart.getTime() + HOUR_MS <= t) Object.assign(rolled, { hourStart: at, hourSends: 0 });
    if (row.dayStart.getTime() + DAY_MS <= t) Object.assign(rolled, { dayStart: at, daySends: 0, dayWrong: 0 });
    return { ...row, ...rolled };
  }

  const update = (tx: Prisma.TransactionClient, row: CodeThrottle, data: Partial<CodeThrottle>) =>
    tx.codeThrottle.update({
      where: { key_purpose: { key: row.key, purpose: row.purpose } },
      data: {
        hourStart: row.hourStart,
        hourSends: row.hourSends,
        dayStart: row.dayStart,
        daySends: row.daySends,
        dayWrong: row.dayWrong,
        ...data,
      },
    });

  function settle(outcome: Outcome): void {
    if (!outcome.ok) throw outcome.error;
  }

  return {
    /** The key of an e-mail: a UUID-shaped HMAC of the normalized address (also the id of a step for no one). */
    keyOf(email: string): string {
      const h = createHmac('sha256', secret).update(`code-ceilings:${email.trim().toLowerCase()}`).digest();
      h[6] = (h[6]! & 0x0f) | 0x40;
      h[8] = (h[8]! & 0x3f) | 0x80;
      const hex = h.subarray(0, 16).toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },

    /**
     * Counts one code sent to the key, or throws: ResendTooSoon inside the 30-second countdown, 429
     * ACCOUNT_LOCKED past a ceiling. `owner` is told when this call starts a lock.
     */
    async takeSend(key: string, purpose: P, owner: User | null): Promise<void> {
      const outcome = await oneAtATime(`${key}|${purpose}`, () =>
        prisma.$transaction(async (tx): Promise<Outcome> => {
          const t = now().getTime();
          const row = await lockedRow(tx, key, purpose, t);
          const lockEnd = row.lockedUntil?.getTime() ?? 0;
          if (lockEnd > t) return { ok: false, error: codesLocked(lockEnd, t) };
          const sentAt = row.lastSentAt?.getTime();
          if (sentAt !== undefined && sentAt + COUNTDOWN_MS > t)
            return { ok: false, error: new ResendTooSoon(secondsLeft(sentAt + COUNTDOWN_MS - t)) };
          const until =
            row.daySends >= figures.sendsPerDay
              ? row.dayStart.getTime() + DAY_MS
              : row.hourSends >= figures.sendsPerHour
                ? row.hourStart.getTime() + HOUR_MS
                : null;
          if (until !== null) {
            await update(tx, row, { lockedUntil: new Date(until) });
            await onNewLock(tx, owner, purpose, until);
            return { ok: false, error: codesLocked(until, t) };
          }
          await update(tx, row, {
            lastSentAt: new Date(t),
            hourSends: row.hourSends + 1,
            daySends: row.daySends + 1,
            codeWrong: 0,
          });
          return { ok: true };
        }),
      );
      settle(outcome);
    },

    /**
     * Runs `check` (which throws 422 CODE_INVALID or CODE_LOCKED for a code that will not do) under the
     * ceilings: refused with 429 once the day's wrong guesses are used up, with CODE_LOCKED once the newest
     * code has had its 5 wrong tries. Each refusal counts; the one reaching the day's ceiling locks the flow.
     */
    async checkCode(
      key: string,
      purpose: P,
      owner: User | null,
      check: (tx: Prisma.TransactionClient) => Promise<void>,
    ): Promise<void> {
      const outcome = await oneAtATime(`${key}|${purpose}`, () =>
        prisma.$transaction(async (tx): Promise<Outcome> => {
          const t = now().getTime();
          const row = await lockedRow(tx, key, purpose, t);
          if (row.dayWrong >= figures.wrongPerDay) {
            const until = Math.max(row.dayStart.getTime() + DAY_MS, row.lockedUntil?.getTime() ?? 0);
            return { ok: false, error: codesLocked(until, t) };
          }
          if (row.codeWrong >= MAX_WRONG_TRIES) return { ok: false, error: codeError('CODE_LOCKED') };
          try {
            await check(tx);
            return { ok: true };
          } catch (error) {
            const code = error instanceof HttpError ? error.code : undefined;
            if (code !== 'CODE_INVALID' && code !== 'CODE_LOCKED') throw error;
          }
          const codeWrong = row.codeWrong + 1;
          const dayWrong = row.dayWrong + 1;
          if (dayWrong >= figures.wrongPerDay) {
            const until = Math.max(row.dayStart.getTime() + DAY_MS, row.lockedUntil?.getTime() ?? 0);
            await update(tx, row, { codeWrong, dayWrong, lockedUntil: new Date(until) });
            await onNewLock(tx, owner, purpose, until);
            return { ok: false, error: codesLocked(until, t) };
          }
          await update(tx, row, { codeWrong, dayWrong });
          // The same answer whether or not a real code stood behind the step (an unknown address has none).
          return {
            ok: false,
            error: codeWrong >= MAX_WRONG_TRIES ? codeError('CODE_LOCKED') : codeError('CODE_INVALID'),
          };
        }),
      );
      settle(outcome);
    },
  };
}

export type CodeCeilings<P extends OtpPurpose = CodeStepPurpose> = ReturnType<typeof createCodeCeilings<P>>;
