import type { FastifyInstance } from 'fastify';
import type { User } from '@studychina/db';
import { codeMail } from './account-mails.js';
import type { CodeCeilings } from './code-ceilings.js';
import type { CodeStepPurpose, OtpService } from './otp.service.js';

/**
 * Issues codes under the per-account ceilings (code-ceilings.ts) and queues their mail in the code's own
 * transaction (mailer.sendLater): no answer waits for, or reveals, the mail server. While the mail
 * server fails, the worker retries; once the code is replaced (the person asked again after the
 * countdown), used or expired, its mail is dropped unsent. The countdown stands either way, so a failing
 * mail server shows the same answers for an existing and an unknown address.
 */
export function createCodeDelivery(app: FastifyInstance, otp: OtpService, ceilings: CodeCeilings) {
  app.mailer.follow('code', { stillWanted: (id) => otp.isLive(id) });
  return {
    keyOf: ceilings.keyOf,

    /**
     * Counts the code against the ceilings of `user`'s e-mail, issues it (the older one dies) and queues its
     * mail. Throws ResendTooSoon inside the countdown, 429 ACCOUNT_LOCKED past a ceiling.
     */
    async send(user: User, purpose: CodeStepPurpose): Promise<void> {
      await ceilings.takeSend(ceilings.keyOf(user.email), purpose, user);
      await otp.issue(user.id, purpose, (tx, { id, code }) =>
        app.mailer.sendLater(codeMail(user, purpose, code, app.mailer.contact), {
          db: tx,
          log: { userId: user.id, purpose },
          about: { kind: 'code', ref: id },
        }),
      );
    },

    /**
     * What send does for an address with no account: the same count against the same ceilings (keyed by
     * the e-mail's hash), and no mail. Throws as send does.
     */
    sendToNobody: (key: string, purpose: CodeStepPurpose): Promise<void> => ceilings.takeSend(key, purpose, null),
  };
}

export type CodeDelivery = ReturnType<typeof createCodeDelivery>;
