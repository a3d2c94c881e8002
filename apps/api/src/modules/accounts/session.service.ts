import type { MfaState, User as PublicUser } from '@studychina/contracts';
import type { User } from '@studychina/db';
import { mfaStateOf } from '../../plugins/auth.js';
import type { CodeDelivery } from './code-delivery.js';
import type { LoginGuard } from './login-guard.js';
import { ResendTooSoon } from './otp.service.js';
import type { PendingStep } from './pending-step.js';
import { toPublicUser, type UsersService } from './users.service.js';

export interface SessionDeps {
  users: UsersService;
  codes: CodeDelivery;
  issueToken: (user: User) => string;
  loginGuard: LoginGuard;
}

/**
 * What a login comes to (docs/product.md#api-login). 'refused' is one outcome for an unknown e-mail and
 * a wrong password: the answer must not reveal which accounts exist.
 */
/** What happened to the code of an unverified login: one was issued (mailed after the answer), or none is due yet. */
export type CodeDeliveryOutcome = { sent: true } | { sent: false; reason: 'too-soon'; secondsLeft: number };

export type LoginOutcome =
  | { kind: 'signed-in'; token: string; user: PublicUser; mfa?: MfaState }
  | { kind: 'unverified'; step: PendingStep; delivery: CodeDeliveryOutcome }
  | { kind: 'disabled' }
  | { kind: 'refused' };

export function createSessionService({ users, codes, issueToken, loginGuard }: SessionDeps) {
  return {
    /**
     * `client` is the caller's address key. The attempt is counted before the password is checked
     * (login-guard.ts: 429 past a limit), and released only when the password was right.
     */
    async login(client: string, email: string, password: string): Promise<LoginOutcome> {
      const slot = await loginGuard.reserve(client, email);
      const user = await users.checkPassword(await users.findByEmail(email), password);
      if (!user) return { kind: 'refused' };
      await slot.release();
      // Only after the right password, so the answer reveals nothing about accounts one cannot open.
      if (user.disabledAt) return { kind: 'disabled' };
      if (!user.emailVerifiedAt) {
        // The right password, but the e-mail is unproven: a fresh code (unless one went out under 30 s
        // ago, which is still valid) and the pending step, so the web app can send the person to /verify-code.
        // Past a ceiling, 429 ACCOUNT_LOCKED says when codes come again.
        const delivery = await codes.send(user, 'verify').then(
          (): CodeDeliveryOutcome => ({ sent: true }),
          (error: unknown): CodeDeliveryOutcome => {
            if (error instanceof ResendTooSoon)
              return { sent: false, reason: 'too-soon', secondsLeft: error.secondsLeft };
            throw error;
          },
        );
        return { kind: 'unverified', step: { purpose: 'verify', userId: user.id }, delivery };
      }
      // Staff get a token for the second factor's routes only, and what they still need to do there.
      const mfa = mfaStateOf(user);
      return { kind: 'signed-in', token: issueToken(user), user: toPublicUser(user), ...(mfa && { mfa }) };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
