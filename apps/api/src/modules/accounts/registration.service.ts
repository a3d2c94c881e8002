import { DEFAULT_LOCALE, type Locale, type RegisterBody, type User as PublicUser, text } from '@studychina/contracts';
import type { User } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';
import type { CodeDelivery } from './code-delivery.js';
import { ResendTooSoon } from './otp.service.js';
import type { PendingStep } from './pending-step.js';
import { tooSoon } from './resend-answers.js';
import type { ConsumeStepCode } from './step-code.js';
import { isUniqueViolation, toPublicUser, type UsersService } from './users.service.js';

export interface RegistrationDeps {
  users: UsersService;
  codes: CodeDelivery;
  consumeStepCode: ConsumeStepCode;
  issueToken: (user: User) => string;
}

const emailTaken = () =>
  new HttpError(422, 'EMAIL_TAKEN', text('answers.EMAIL_TAKEN'), { email: [text('answers.EMAIL_TAKEN')] });
const stepExpired = () => new HttpError(401, 'STEP_EXPIRED', text('answers.PENDING_STEP_MISSING'));

/**
 * Registration (docs/product.md#registration-flow): an unverified account and its code, the code's
 * check, and new codes for a pending step. Each returns the pending step the caller keeps (a cookie).
 */
export function createRegistrationService({ users, codes, consumeStepCode, issueToken }: RegistrationDeps) {
  return {
    /**
     * The code mail goes out after the answer; should it fail, the person finishes with Resend OTP on
     * /verify-code, where the web app goes after a successful register. An address whose verify codes
     * are paused (an account deleted and registered again) gets its account, and codes once the pause ends.
     * `locale`: the language the person registered in (issue 17), kept for their mails.
     */
    async register(
      body: RegisterBody,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ user: PublicUser; step: PendingStep }> {
      if (await users.findByEmail(body.email)) throw emailTaken();
      const user = await users.create(body, locale).catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
      await codes.send(user, 'verify').catch((error: unknown) => {
        if (!(error instanceof ResendTooSoon) && !(error instanceof HttpError)) throw error;
      });
      return { user: toPublicUser(user), step: { purpose: 'verify', userId: user.id } };
    },

    /** The e-mailed code of a verify step: the e-mail is verified and a session starts. */
    async verifyEmail(step: PendingStep, code: string): Promise<{ token: string; user: PublicUser }> {
      const user = await consumeStepCode(step, code);
      return { token: issueToken(user), user: toPublicUser(user) };
    },

    /**
     * A new code for the pending step of either flow (the old one dies), mailed after the answer; the
     * step to renew comes back. 429 RESEND_TOO_SOON inside the countdown, 429 ACCOUNT_LOCKED past a
     * ceiling. A reset step for no one (an unknown e-mail) is answered by the same ceilings and countdown.
     */
    async resend(step: PendingStep): Promise<PendingStep> {
      const user = await users.findById(step.userId);
      if (!user && step.purpose !== 'reset') throw stepExpired();
      if (user && step.purpose === 'verify' && user.emailVerifiedAt) throw stepExpired();
      const sending = user ? codes.send(user, step.purpose) : codes.sendToNobody(step.userId, step.purpose);
      await sending.catch((error: unknown) => {
        if (error instanceof ResendTooSoon) throw tooSoon(error.secondsLeft);
        throw error;
      });
      return { purpose: step.purpose, userId: step.userId };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
