import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../plugins/mailer.js';
import { confirmationMail } from './confirmation-mail.js';
import type { SubmittedApplication } from './submit-application.js';

/**
 * The applicant's receipt, sent after the answer: the application is stored, so a mail failure is
 * logged, never turned into an error or an undo. `settled` lets closing the app wait for those still
 * on their way.
 */
export function createReceipts(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    sendLater(to: string, { row, values, files }: SubmittedApplication): void {
      const mail = mailer
        .send(confirmationMail({ to, applicationId: row.id, values, files }))
        .catch((err: unknown) => log.error({ err, applicationId: row.id }, 'application confirmation mail failed'))
        .finally(() => pending.delete(mail));
      pending.add(mail);
    },
    settled: async (): Promise<void> => {
      await Promise.allSettled(pending);
    },
  };
}
