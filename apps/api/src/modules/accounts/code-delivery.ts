import type { FastifyInstance } from 'fastify';
import type { User } from '@studychina/db';
import { codeMail } from './account-mails.js';
import type { CodeCeilings } from './code-ceilings.js';
import type { CodeStepPurpose, OtpService } from './otp.service.js';

/**
 * Issues codes under the per-account ceilings (code-ceilings.ts) and e-mails them after the answer
 * (mailer.sendLater): no answer waits for, or reveals, the mail server. A code whose mail could not go
 * is discarded (it reached no one); the countdown stands either way, so a failing mail server shows the
 * same answers for an existing and an unknown address.
 */
export function createCodeDelivery(app: FastifyInstance, otp: OtpService, ceilings: CodeCeilings) {
  return {
    keyOf: ceilings.keyOf,

    /**
     * Counts the code against the ceilings of `user`'s e-mail, issues it (the older one dies) and sends it
     * after the answer. Throws ResendTooSoon inside the countdown, 429 ACCOUNT_LOCKED past a ceiling.
     */
    async send(user: User, purpose: CodeStepPurpose): Promise<void> {
      await ceilings.takeSend(ceilings.keyOf(user.email), purpose, user);
      const { id, code } = await otp.issue(user.id, purpose);
      app.mailer.sendLater(codeMail(user, purpose, code), {
        log: { userId: user.id, purpose },
        onFailed: () => otp.discard(id),
      });
    },

    /**
     * What send does for an address with no account: the same count against the same ceilings (keyed by
     * the e-mail's hash), and no mail. Throws as send does.
     */
    sendToNobody: (key: string, purpose: CodeStepPurpose): Promise<void> => ceilings.takeSend(key, purpose, null),
  };
}

export type CodeDelivery = ReturnType<typeof createCodeDelivery>;
