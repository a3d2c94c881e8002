import { type MfaState, type User as PublicUser, text } from '@studychina/contracts';
import type { PrismaClient, User } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { mfaStateOf } from '../../plugins/auth.js';
import { openHandoff, sealHandoff } from './handoff.js';
import { isUniqueViolation, toPublicUser, type UsersService } from './users.service.js';

export interface HandoffDeps {
  prisma: PrismaClient;
  /** HANDOFF_KEY: 32 bytes for AES-256-GCM. */
  key: Buffer;
  users: UsersService;
  issueToken: (user: User) => string;
  now: Clock;
}

/**
 * The Google sign-in handoff (docs/product.md#google-sign-in-flow): sealed for the /google-success link
 * by the callback, exchanged once by /decrypt-user for a session. Single use is kept in ConsumedHandoff.
 */
export function createHandoffService({ prisma, key, users, issueToken, now }: HandoffDeps) {
  return {
    seal: (userId: string): string => sealHandoff(key, userId, now()),

    /** { token, user } for a valid, unexpired, unused handoff; 400 with a clear code for any other. */
    async exchange(sealed: string): Promise<{ token: string; user: PublicUser; mfa?: MfaState }> {
      const at = now();
      const opened = openHandoff(key, sealed, at);
      // 400, never 500: a bad link is the client's problem, and each case gets its own clear text.
      if (!opened.ok)
        throw opened.reason === 'expired'
          ? new HttpError(400, 'HANDOFF_EXPIRED', text('answers.HANDOFF_EXPIRED'))
          : new HttpError(400, 'HANDOFF_INVALID', text('answers.HANDOFF_INVALID'));
      const { id, sub, exp } = opened.claims;

      // Expired ids can go: their payloads are refused by their expiry before this table is consulted.
      await prisma.consumedHandoff.deleteMany({ where: { expiresAt: { lt: at } } });
      try {
        await prisma.consumedHandoff.create({ data: { id, expiresAt: new Date(exp), consumedAt: at } });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, 'HANDOFF_USED', text('answers.HANDOFF_USED'));
        throw error;
      }
      const user = await users.findById(sub);
      if (!user) throw new HttpError(400, 'HANDOFF_INVALID', text('answers.HANDOFF_INVALID'));
      const mfa = mfaStateOf(user);
      return { token: issueToken(user), user: toPublicUser(user), ...(mfa && { mfa }) };
    },
  };
}

export type HandoffService = ReturnType<typeof createHandoffService>;
