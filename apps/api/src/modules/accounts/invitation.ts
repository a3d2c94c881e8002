import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { INVITATION_INVALID_MESSAGE, asWritten } from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { LoginGuard } from './login-guard.js';
import type { UsersService } from './users.service.js';

type CodeWriter = Pick<Prisma.TransactionClient, 'oneTimeCode'>;

/**
 * Staff invitation links (docs/product.md#back-office-staff-accounts), on the one-time code machinery of
 * the reset grant: a random secret in the link, stored only as a keyed hash in a OneTimeCode row (purpose
 * staff_invite) bound to the account, valid INVITATION_TTL_HOURS, consumed by the one set-password call
 * it allows. A newer invitation, or disabling the account, kills the older link.
 */
export function createInvitations(prisma: PrismaClient, secret: string, now: Clock) {
  const hash = (userId: string, token: string) =>
    createHmac('sha256', secret).update(`staff_invite:${userId}:${token}`).digest();
  const invalid = () => new HttpError(400, 'INVITATION_INVALID', asWritten(INVITATION_INVALID_MESSAGE));

  return {
    /**
     * A new link's token for the account (older unused ones die), inside the caller's transaction, and
     * the id of its row (what the queued mail is about: see isLive).
     */
    async issue(tx: CodeWriter, userId: string, ttlMs: number): Promise<{ id: string; token: string }> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await tx.oneTimeCode.updateMany({
        where: { userId, purpose: 'staff_invite', consumedAt: null },
        data: { consumedAt: at },
      });
      const row = await tx.oneTimeCode.create({
        data: {
          userId,
          purpose: 'staff_invite',
          codeHash: hash(userId, token).toString('hex'),
          createdAt: at,
          expiresAt: new Date(at.getTime() + ttlMs),
        },
      });
      return { id: row.id, token: `${row.id}.${token}` };
    },

    /** Whether the link of row `id` still works (not used, superseded, revoked or expired): its mail is still wanted. */
    isLive: async (id: string): Promise<boolean> =>
      (await prisma.oneTimeCode.count({
        where: { id, purpose: 'staff_invite', consumedAt: null, expiresAt: { gt: now() } },
      })) === 1,

    /** Kills every unused link of the account (it was disabled). */
    revoke: (tx: CodeWriter, userId: string) =>
      tx.oneTimeCode.updateMany({
        where: { userId, purpose: 'staff_invite', consumedAt: null },
        data: { consumedAt: now() },
      }),

    /** The account the link was for, once; 400 INVITATION_INVALID when unknown, expired or used. */
    async consume(link: string): Promise<string> {
      const [id, token] = link.split('.');
      if (!id || !token || !/^[0-9a-f-]{36}$/.test(id)) throw invalid();
      const row = await prisma.oneTimeCode.findFirst({
        where: { id, purpose: 'staff_invite', consumedAt: null, expiresAt: { gt: now() } },
      });
      if (!row) throw invalid();
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = hash(row.userId, token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
      // Conditional: two requests racing with the same link cannot both win.
      const won = await prisma.oneTimeCode.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: now() } });
      if (won.count !== 1) throw invalid();
      return row.userId;
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;

/** POST /set-password's work: the link's account gets its first password, a verified e-mail, fresh tokens. */
export function createSetPasswordService(deps: {
  invitations: Invitations;
  users: UsersService;
  loginGuard: LoginGuard;
  now: Clock;
}) {
  return {
    async setPassword(link: string, password: string): Promise<void> {
      const userId = await deps.invitations.consume(link);
      const user = await deps.users.findById(userId);
      // The account was disabled since (which also kills its links) or is no longer staff.
      if (!user || user.disabledAt || user.role === 'student')
        throw new HttpError(400, 'INVITATION_INVALID', asWritten(INVITATION_INVALID_MESSAGE));
      const updated = await deps.users.resetPassword(user.id, password, deps.now());
      await deps.loginGuard.clear(updated.email);
    },
  };
}
