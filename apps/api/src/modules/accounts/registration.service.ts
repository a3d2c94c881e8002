import {
  EMAIL_TAKEN,
  MAIL_SEND_FAILED,
  PENDING_STEP_MISSING,
  type RegisterBody,
  type User as PublicUser,
} from '@studychina/contracts';
import type { User } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { CodeDelivery } from './code-delivery.js';
import { ResendTooSoon } from './otp.service.js';
import type { PendingStep, ReadStep } from './pending-step.js';
import { resendForNobody, tooSoon } from './resend-answers.js';
import type { ConsumeStepCode } from './step-code.js';
import { isUniqueViolation, toPublicUser, type UsersService } from './users.service.js';

export interface RegistrationDeps {
  users: UsersService;
  codes: CodeDelivery;
  consumeStepCode: ConsumeStepCode;
  issueToken: (user: User) => string;
  now: Clock;
}

const emailTaken = () => new HttpError(422, 'EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
const stepExpired = () => new HttpError(401, 'STEP_EXPIRED', PENDING_STEP_MISSING);

/**
 * Registration (docs/product.md#registration-flow): an unverified account and its code, the code's
 * check, and new codes for a pending step. Each returns the pending step the caller keeps (a cookie).
 */
export function createRegistrationService({ users, codes, consumeStepCode, issueToken, now }: RegistrationDeps) {
  return {
    /**
     * The account exists even when the mail failed (`mailSent` false): the person can finish with
     * Resend OTP on /verify-code, where the web app goes after a successful register.
     */
    async register(body: RegisterBody): Promise<{ user: PublicUser; mailSent: boolean; step: PendingStep }> {
      if (await users.findByEmail(body.email)) throw emailTaken();
      const user = await users.create(body).catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
      const mailSent = await codes.send(user, 'verify');
      return { user: toPublicUser(user), mailSent, step: { purpose: 'verify', userId: user.id } };
    },

    /** The e-mailed code of a verify step: the e-mail is verified and a session starts. */
    async verifyEmail(step: PendingStep, code: string): Promise<{ token: string; user: PublicUser }> {
      const user = await consumeStepCode(step, code);
      return { token: issueToken(user), user: toPublicUser(user) };
    },

    /**
     * A new code for the pending step of either flow (the old one dies); the step to renew comes back.
     * 429 inside the countdown; 503 when the mail could not go (nothing changed, retrying is safe).
     */
    async resend(step: ReadStep): Promise<PendingStep> {
      const user = await users.findById(step.userId);
      if (!user && step.purpose === 'reset') return resendForNobody(step, now);
      if (!user || (step.purpose === 'verify' && user.emailVerifiedAt)) throw stepExpired();
      const sent = await codes.send(user, step.purpose).catch((error: unknown) => {
        if (error instanceof ResendTooSoon) throw tooSoon(error.secondsLeft);
        throw error;
      });
      if (!sent) throw new HttpError(503, 'MAIL_NOT_SENT', MAIL_SEND_FAILED);
      return { purpose: step.purpose, userId: user.id };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
