import type { FastifyInstance } from 'fastify';
import type { User } from '@studychina/db';
import { codeMail } from './account-mails.js';
import { ResendTooSoon, type CodeStepPurpose, type OtpService } from './otp.service.js';

/**
 * Issues a code and e-mails it. When the mail server refuses, the code is discarded (it reached no
 * one), so the resend countdown does not lock the person out and Resend OTP works once mail is back.
 */
export function createCodeDelivery(app: FastifyInstance, otp: OtpService) {
  const pending = new Set<Promise<unknown>>();
  // Mails sent after the answer must finish (or fail) before the app and its database close.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  /** Throws ResendTooSoon inside the countdown; resolves false when the mail could not be sent. */
  async function send(user: User, purpose: CodeStepPurpose): Promise<boolean> {
    const { id, code } = await otp.issue(user.id, purpose);
    try {
      await app.mailer.send(codeMail(user, purpose, code));
      return true;
    } catch (error) {
      // The message only: nodemailer errors carry the envelope and command text, never needed here.
      app.log.warn({ userId: user.id, purpose, reason: (error as Error).message }, 'code mail not sent');
      await otp.discard(id);
      return false;
    }
  }

  return {
    send,
    /**
     * For forgot-password: the answer must be the same, and as fast, whether or not the account exists,
     * so the mail goes out after it. Inside the countdown nothing is sent (and nothing is said).
     */
    sendLater(user: User, purpose: CodeStepPurpose): void {
      const job = send(user, purpose)
        .catch((error: unknown) => {
          if (!(error instanceof ResendTooSoon))
            app.log.error({ userId: user.id, reason: (error as Error).message }, 'code not issued');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
  };
}

export type CodeDelivery = ReturnType<typeof createCodeDelivery>;
