import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, RESEND_COUNTDOWN_SECONDS, text } from '@studychina/contracts';
import type { CodePurpose, Prisma, PrismaClient } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
const COOLDOWN_MS = RESEND_COUNTDOWN_SECONDS * 1000;

export type CodeStepPurpose = Extract<CodePurpose, 'verify' | 'reset'>;
/** Every purpose of a code a person types: the account's steps, and the codes that verify a phone for alerts. */
export type OtpPurpose = CodeStepPurpose | Extract<CodePurpose, 'alert_whatsapp' | 'alert_sms'>;

/** A new code cannot go out yet: the 30-second countdown of docs/product.md#api-resend-otp, enforced by the server. */
export class ResendTooSoon extends Error {
  constructor(readonly secondsLeft: number) {
    super('resend too soon');
  }
}

/**
 * E-mailed one-time codes: 6 digits from a CSPRNG; only an HMAC (keyed with OTP_SECRET and bound to
 * the user and purpose) is stored, so a database leak reveals no code and a verify code can never pass
 * as a reset code. Valid 10 minutes, single use, dead after 5 wrong tries; a new code kills the old.
 */
export function createOtpService(prisma: PrismaClient, secret: string, now: Clock) {
  const hash = (userId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');

  /** The only code of this purpose that may still be used (the newest, unused, unexpired one). */
  const liveCode = (userId: string, purpose: CodePurpose, db: Prisma.TransactionClient) =>
    db.oneTimeCode.findFirst({
      where: { userId, purpose, consumedAt: null, expiresAt: { gt: now() } },
      orderBy: { createdAt: 'desc' },
    });

  return {
    /** Seconds until a new code may be sent (0: now). */
    async cooldownLeft(userId: string, purpose: OtpPurpose): Promise<number> {
      const last = await prisma.oneTimeCode.findFirst({ where: { userId, purpose }, orderBy: { createdAt: 'desc' } });
      if (!last) return 0;
      const left = last.createdAt.getTime() + COOLDOWN_MS - now().getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },

    /**
     * Creates a fresh code (older ones die); throws ResendTooSoon inside the countdown. `andThen` runs in
     * the same transaction (queueing its mail: the code and its mail exist together or not at all).
     */
    async issue(
      userId: string,
      purpose: OtpPurpose,
      andThen?: (tx: Prisma.TransactionClient, issued: { id: string; code: string }) => Promise<void>,
    ): Promise<{ id: string; code: string }> {
      const secondsLeft = await this.cooldownLeft(userId, purpose);
      if (secondsLeft > 0) throw new ResendTooSoon(secondsLeft);
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const at = now();
      return prisma.$transaction(async (tx) => {
        await tx.oneTimeCode.updateMany({ where: { userId, purpose, consumedAt: null }, data: { consumedAt: at } });
        const row = await tx.oneTimeCode.create({
          data: {
            userId,
            purpose,
            codeHash: hash(userId, purpose, code),
            createdAt: at,
            expiresAt: new Date(at.getTime() + CODE_TTL_MS),
          },
        });
        await andThen?.(tx, { id: row.id, code });
        return { id: row.id, code };
      });
    },

    /** Whether this code can still be used (not replaced, used or expired): its mail is still worth sending. */
    isLive: async (id: string): Promise<boolean> =>
      (await prisma.oneTimeCode.count({ where: { id, consumedAt: null, expiresAt: { gt: now() } } })) > 0,

    /**
     * Consumes the code or throws 422 (wrong, expired, used: one text; locked: its own). `db` is the
     * transaction of the caller's ceiling check (code-ceilings.ts), when there is one.
     */
    async consume(
      userId: string,
      purpose: OtpPurpose,
      code: string,
      db: Prisma.TransactionClient = prisma,
    ): Promise<void> {
      const row = await liveCode(userId, purpose, db);
      if (!row) throw codeError('CODE_INVALID');
      if (row.attempts >= MAX_WRONG_TRIES) throw codeError('CODE_LOCKED');
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(hash(userId, purpose, code), 'hex');
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        // Conditional update: two requests racing with the right code cannot both win.
        const won = await db.oneTimeCode.updateMany({
          where: { id: row.id, consumedAt: null, attempts: { lt: MAX_WRONG_TRIES } },
          data: { consumedAt: now() },
        });
        if (won.count === 1) return;
        throw codeError('CODE_INVALID');
      }
      const wrong = await db.oneTimeCode.update({ where: { id: row.id }, data: { attempts: { increment: 1 } } });
      throw wrong.attempts >= MAX_WRONG_TRIES ? codeError('CODE_LOCKED') : codeError('CODE_INVALID');
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;

/** 422 like a malformed code (otpBodySchema), so the web sees one status for "this code will not do". */
export const codeError = (code: 'CODE_INVALID' | 'CODE_LOCKED') =>
  new HttpError(422, code, text(`answers.${code}`), { otp: [text(`answers.${code}`)] });
