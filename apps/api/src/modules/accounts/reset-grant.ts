import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { text } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';

const COOKIE = 'sc_reset_grant';
const TTL_MS = 15 * 60_000;

/**
 * The permission to set a new password, handed out by a correct reset code: a random secret in a
 * signed httpOnly cookie, stored as a keyed hash in a OneTimeCode row (purpose reset_grant), valid
 * 15 minutes and consumed by the one reset-password call it allows.
 */
export function createResetGrants(prisma: PrismaClient, secret: string, now: Clock) {
  const hash = (userId: string, token: string) =>
    createHmac('sha256', secret).update(`reset_grant:${userId}:${token}`).digest();

  return {
    /** A new grant for the user (an older unused one dies); returns the cookie's value. */
    async issue(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const [, row] = await prisma.$transaction([
        prisma.oneTimeCode.updateMany({
          where: { userId, purpose: 'reset_grant', consumedAt: null },
          data: { consumedAt: at },
        }),
        prisma.oneTimeCode.create({
          data: {
            userId,
            purpose: 'reset_grant',
            codeHash: hash(userId, token).toString('hex'),
            createdAt: at,
            expiresAt: new Date(at.getTime() + TTL_MS),
          },
        }),
      ]);
      return `${row.id}.${token}`;
    },

    /** The user the grant (the cookie's value) was for, once; 401 with RESET_GRANT_MISSING otherwise. */
    async consume(grant: string | null): Promise<string> {
      const [id, token] = (grant ?? '').split('.');
      const missing = new HttpError(401, 'RESET_GRANT_MISSING', text('answers.RESET_GRANT_MISSING'));
      if (!id || !token || !/^[0-9a-f-]{36}$/.test(id)) throw missing;
      const row = await prisma.oneTimeCode.findFirst({
        where: { id, purpose: 'reset_grant', consumedAt: null, expiresAt: { gt: now() } },
      });
      if (!row) throw missing;
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = hash(row.userId, token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw missing;
      const won = await prisma.oneTimeCode.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: now() } });
      if (won.count !== 1) throw missing;
      return row.userId;
    },
  };
}

export type ResetGrants = ReturnType<typeof createResetGrants>;

export function setResetGrantCookie(reply: FastifyReply, grant: string): void {
  reply.setPrivateCookie(COOKIE, grant, TTL_MS / 1000);
}

/** The grant cookie's value (null when missing or forged), taken once: the cookie is cleared whatever follows. */
export function takeResetGrantCookie(request: FastifyRequest, reply: FastifyReply): string | null {
  const grant = request.privateCookie(COOKIE);
  reply.clearPrivateCookie(COOKIE);
  return grant;
}
