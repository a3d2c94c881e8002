import type { Mailer } from '../../plugins/mailer.js';
import { confirmationMail } from './confirmation-mail.js';
import type { SubmittedApplication } from './submit-application.js';

/**
 * The applicant's receipt, sent after the answer (mailer.sendLater): the application is stored, so a
 * mail failure is logged, never turned into an error or an undo. `settled` lets closing the app wait for
 * those still on their way.
 */
export function createReceipts(mailer: Mailer) {
  return {
    sendLater(to: string, { row, values, files }: SubmittedApplication, locale?: string | null): void {
      mailer.sendLater(confirmationMail({ to, applicationId: row.id, values, files, locale }), {
        log: { applicationId: row.id },
      });
    },
    settled: (): Promise<void> => mailer.settled(),
  };
}
