import type { JobDb } from '../../plugins/jobs.js';
import type { Mailer } from '../../plugins/mailer.js';
import { confirmationMail } from './confirmation-mail.js';
import type { SubmittedApplication } from './submit-application.js';

/**
 * The applicant's receipt, queued in the transaction that stores the application (mailer.sendLater) and
 * sent by the job worker: a mail failure is retried, never turned into an error or an undo. `settled`
 * lets tests wait for its first attempt.
 */
export function createReceipts(mailer: Mailer) {
  return {
    async queue(
      db: JobDb,
      to: string,
      { row, values, files }: SubmittedApplication,
      locale?: string | null,
    ): Promise<void> {
      await mailer.sendLater(confirmationMail({ to, applicationId: row.id, values, files, locale }, mailer.contact), {
        db,
        log: { applicationId: row.id },
      });
    },
    settled: (): Promise<void> => mailer.settled(),
  };
}
