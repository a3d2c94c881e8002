import type { User } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import type { CodeCeilings } from './code-ceilings.js';
import { codeError, type OtpService } from './otp.service.js';
import type { PendingStep } from './pending-step.js';
import type { UsersService } from './users.service.js';

/** Consumes the code of a pending step and returns its person, e-mail verified. */
export type ConsumeStepCode = (step: PendingStep, code: string) => Promise<User>;

/**
 * The one check behind /verify-email and /verify-otp (docs/product.md#api-verify-email): the code of
 * the pending step is consumed under the per-account ceilings (code-ceilings.ts), then its person is
 * returned. A correct code proves the mailbox, whichever step sent it, so the e-mail counts as verified.
 */
export function createStepCodeCheck(
  otp: OtpService,
  users: UsersService,
  ceilings: CodeCeilings,
  now: Clock,
): ConsumeStepCode {
  return async (step, code) => {
    const user = await users.findById(step.userId);
    // A step for no one (forgot-password for an unknown e-mail) carries the e-mail's key as its id: its
    // guesses count exactly like those on a real account.
    const key = user ? ceilings.keyOf(user.email) : step.userId;
    await ceilings.checkCode(key, step.purpose, user, async (tx) => {
      // A person no longer there (deleted between the code and now) gets what a wrong code gets, 422
      // CODE_INVALID, not 401 STEP_EXPIRED: a reset step started for an unknown e-mail belongs to no one
      // either and its codes answer CODE_INVALID, so any other answer here would tell an account that
      // existed from one that never did.
      if (!user) throw codeError('CODE_INVALID');
      await otp.consume(user.id, step.purpose, code, tx);
    });
    return users.markVerified(user!, now());
  };
}
