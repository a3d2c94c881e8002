import type { PrismaClient } from '@studychina/db';
import { LOGIN_LIMITS } from './login-guard.js';

const DAY_MS = 24 * 60 * 60_000;

export interface AccountCleanupResult {
  codes: number;
  handoffs: number;
  loginThrottles: number;
  codeThrottles: number;
}

/**
 * Deletes account rows that no longer decide anything (a scheduled job, plugins/jobs.ts): expired codes
 * (a code past expiresAt can never be used), consumed handoffs past their expiry (a replay is refused by
 * the expiry itself then), sign-in counters whose window and lock have both passed long enough that the
 * next attempt starts afresh anyway, and code-ceiling rows whose day has ended with no lock standing.
 */
export async function cleanUpAccounts(prisma: PrismaClient, now: Date): Promise<AccountCleanupResult> {
  const t = now.getTime();
  const loginWindowAgo = new Date(t - LOGIN_LIMITS.perAccountWindowMs);
  const [codes, handoffs, loginThrottles, codeThrottles] = await Promise.all([
    prisma.oneTimeCode.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.consumedHandoff.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.loginThrottle.deleteMany({
      where: {
        windowStart: { lt: loginWindowAgo },
        OR: [{ lockedUntil: null }, { lockedUntil: { lt: loginWindowAgo } }],
      },
    }),
    prisma.codeThrottle.deleteMany({
      where: {
        dayStart: { lt: new Date(t - DAY_MS) },
        OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
      },
    }),
  ]);
  return {
    codes: codes.count,
    handoffs: handoffs.count,
    loginThrottles: loginThrottles.count,
    codeThrottles: codeThrottles.count,
  };
}
