import type { FastifyInstance } from 'fastify';
import type { User } from '@studychina/db';
import { availableParallelism } from 'node:os';
import type { Config } from '../../config.js';
import { createWorkQueue } from '../../lib/work-queue.js';
import { accountLimits } from './account-limits.js';
import { codesLockedMail } from './account-mails.js';
import { createCodeCeilings, type CodeCeilingFigures } from './code-ceilings.js';
import { createCodeDelivery } from './code-delivery.js';
import { createGoogleClient } from './google-client.js';
import { createGoogleFlow } from './google-flow.service.js';
import { createHandoffService } from './handoff.service.js';
import { createInvitations, createSetPasswordService } from './invitation.js';
import { createLoginGuard, LOGIN_LIMITS } from './login-guard.js';
import { createMfaService } from './mfa.service.js';
import { createSealer } from '../../lib/sealed-secret.js';
import { createOtpService } from './otp.service.js';
import { createPasswordService } from './password.service.js';
import { createRegistrationService } from './registration.service.js';
import { createResetGrants } from './reset-grant.js';
import { createSessionService } from './session.service.js';
import { createStepCodeCheck } from './step-code.js';
import { createUsersService } from './users.service.js';

/** bcrypt jobs at once: BCRYPT_CONCURRENCY, or one less than the cores (1 to 4: libuv has 4 threads). */
export const bcryptQueue = (config: Config) =>
  createWorkQueue(
    config.BCRYPT_CONCURRENCY || Math.min(4, Math.max(1, availableParallelism() - 1)),
    config.BCRYPT_QUEUE,
  );

/** docs/product.md#limits: CODE_SENDS_PER_HOUR, CODE_SENDS_PER_DAY, CODE_WRONG_PER_DAY. */
export const codeCeilingFigures = (config: Config): CodeCeilingFigures => ({
  sendsPerHour: config.CODE_SENDS_PER_HOUR,
  sendsPerDay: config.CODE_SENDS_PER_DAY,
  wrongPerDay: config.CODE_WRONG_PER_DAY,
});

/** What the account route files share, built once per app: the services their handlers call, and the limits. */
export async function createAccountContext(app: FastifyInstance, config: Config) {
  const { prisma, now } = app;
  const issueToken = (user: User) => app.issueToken(user);
  const handoffKey = Buffer.from(config.HANDOFF_KEY, 'hex');
  const users = createUsersService(prisma, config.BCRYPT_ROUNDS, bcryptQueue(config));
  const loginGuard = createLoginGuard(prisma, now, app.counters);
  const otp = createOtpService(prisma, config.OTP_SECRET, now);
  const ceilings = createCodeCeilings(
    prisma,
    config.OTP_SECRET,
    now,
    codeCeilingFigures(config),
    async (tx, owner, purpose, until) => {
      // Once per lock, queued in the transaction that starts it; an address with no account has no one to tell.
      if (owner)
        await app.mailer.sendLater(codesLockedMail(owner, purpose, new Date(until), app.mailer.contact), {
          db: tx,
          log: { userId: owner.id, purpose },
        });
      app.log.warn({ userId: owner?.id, purpose, until: new Date(until).toISOString() }, 'code flow locked');
    },
  );
  const codes = createCodeDelivery(app, otp, ceilings);
  const consumeStepCode = createStepCodeCheck(otp, users, ceilings, now);
  const grants = createResetGrants(prisma, config.OTP_SECRET, now);
  const handoffs = createHandoffService({
    prisma,
    key: handoffKey,
    users,
    issueToken,
    now,
  });
  const google = await createGoogleClient(config);
  return {
    config,
    staffPasswords: createSetPasswordService({
      invitations: createInvitations(prisma, config.OTP_SECRET, now),
      users,
      loginGuard,
      now,
    }),
    limits: accountLimits(app),
    sessions: createSessionService({ users, codes, issueToken, loginGuard }),
    registration: createRegistrationService({ users, codes, consumeStepCode, issueToken }),
    passwords: createPasswordService({ users, codes, consumeStepCode, grants, issueToken, now, loginGuard }),
    handoffs,
    mfa: createMfaService({
      prisma,
      users,
      sealer: createSealer(handoffKey, 'totp-secret'),
      now,
      // Five wrong codes lock the account as wrong passwords do (the same lock, doubling up to 15 minutes); an
      // address's own ceiling sits above it, so the account's lock is what a guesser meets.
      codeGuard: createLoginGuard(prisma, now, app.counters, {
        ...LOGIN_LIMITS,
        perAccountAttempts: 5,
        perClientFailures: 10,
      }),
      loginGuard,
      startStaffSession: (user, passwordAt) => app.startStaffSession(user, passwordAt),
    }),
    /** null when Google sign-in is not configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET). */
    googleFlow: google ? createGoogleFlow({ google, prisma, handoffs, log: app.log, now }) : null,
  };
}

export type AccountContext = Awaited<ReturnType<typeof createAccountContext>>;
