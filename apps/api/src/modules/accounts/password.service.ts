import type { MfaState, User as PublicUser } from '@studychina/contracts';
import type { User } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { mfaStateOf } from '../../plugins/auth.js';
import type { CodeDelivery } from './code-delivery.js';
import type { LoginGuard } from './login-guard.js';
import { ResendTooSoon } from './otp.service.js';
import { stepForNobody, type PendingStep } from './pending-step.js';
import type { ResetGrants } from './reset-grant.js';
import type { ConsumeStepCode } from './step-code.js';
import { toPublicUser, type UsersService } from './users.service.js';

export interface PasswordDeps {
  users: UsersService;
  codes: CodeDelivery;
  consumeStepCode: ConsumeStepCode;
  grants: ResetGrants;
  issueToken: (user: User) => string;
  now: Clock;
  /** A reset proves the owner: the sign-in lock of the account is lifted. */
  loginGuard: LoginGuard;
}

/** The password reset (docs/product.md#password-reset-flow): a code by mail, its check, the new password. */
export function createPasswordService({
  users,
  codes,
  consumeStepCode,
  grants,
  issueToken,
  now,
  loginGuard,
}: PasswordDeps) {
  return {
    /**
     * The same answer whether or not the account exists: the same ceilings and countdown (keyed by the
     * e-mail's hash), the mail goes out after the answer, and an unknown e-mail gets a pending step for
     * no one. Returns the step the caller keeps.
     */
    async forgot(email: string): Promise<PendingStep> {
      const user = await users.findByEmail(email);
      const key = codes.keyOf(email);
      try {
        if (user) await codes.send(user, 'reset');
        else await codes.sendToNobody(key, 'reset');
      } catch (error) {
        // Inside the countdown nothing is sent and nothing is said; past a ceiling, 429 for both alike.
        if (!(error instanceof ResendTooSoon)) throw error;
      }
      return user ? { purpose: 'reset', userId: user.id } : stepForNobody(key);
    },

    /** The reset code: signs the person in and grants one password reset (the grant is the cookie's value). */
    async verifyResetCode(
      step: PendingStep,
      code: string,
    ): Promise<{ token: string; user: PublicUser; grant: string; mfa?: MfaState }> {
      const user = await consumeStepCode(step, code);
      const grant = await grants.issue(user.id);
      const mfa = mfaStateOf(user);
      return { token: issueToken(user), user: toPublicUser(user), grant, ...(mfa && { mfa }) };
    },

    /** Sets the new password with the grant; every earlier token dies (users.resetPassword). */
    async reset(grant: string | null, password: string): Promise<void> {
      const userId = await grants.consume(grant);
      const user = await users.resetPassword(userId, password, now());
      await loginGuard.clear(user.email);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
