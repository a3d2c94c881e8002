import { CODE_INVALID } from '@studychina/contracts';
import type { User } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { codeError, type OtpService } from './otp.service.js';
import type { PendingStep } from './pending-step.js';
import type { UsersService } from './users.service.js';

/** Consumes the code of a pending step and returns its person, e-mail verified. */
export type ConsumeStepCode = (step: PendingStep, code: string) => Promise<User>;

/**
 * The one check behind /verify-email and /verify-otp (docs/product.md#api-verify-email): the code of
 * the pending step is consumed, then its person is loaded. A correct code proves the mailbox, whichever
 * step sent it, so the e-mail counts as verified from here on.
 */
export function createStepCodeCheck(otp: OtpService, users: UsersService, now: Clock): ConsumeStepCode {
  return async (step, code) => {
    await otp.consume(step.userId, step.purpose, code);
    const user = await users.findById(step.userId);
    // A person no longer there (deleted between the code and now) gets what a wrong code gets, 422
    // CODE_INVALID, not 401 STEP_EXPIRED: a reset step started for an unknown e-mail belongs to no one
    // either and its codes answer CODE_INVALID, so any other answer here would tell an account that
    // existed from one that never did. It is also true: this code will not do, and asking again is the way on.
    if (!user) throw codeError('CODE_INVALID', CODE_INVALID);
    return users.markVerified(user, now());
  };
}
