import type { PrismaClient } from '@studychina/db';
import { mailLocale, type ApplicationFormValues } from '@studychina/contracts';
import type { JobDb } from '../../plugins/jobs.js';
import type { Mailer } from '../../plugins/mailer.js';
import { confirmationMail } from './confirmation-mail.js';
import type { SubmittedApplication } from './submit-application.js';

/**
 * The applicant's receipt, queued in the transaction that stores the application (mailer.sendLater) and
 * sent by the job worker: a mail failure is retried, never turned into an error or an undo. `settled`
 * lets tests wait for its first attempt.
 */
export function createReceipts(mailer: Mailer, prisma: PrismaClient) {
  return {
    /**
     * The French names of the majors an application names, for a French receipt (issue 28): the form offers the
     * majors' English names, which stay the stored values (docs/decisions/0105-values-in-the-readers-language.md).
     * Read before the application's transaction opens (the embedded database has one backend for all connections).
     */
    async majorNames(values: ApplicationFormValues, locale?: string | null): Promise<ReadonlyMap<string, string>> {
      if (mailLocale(locale) !== 'fr') return new Map();
      const names = [values.majorFirstChoice, values.majorSecondChoice].filter(Boolean);
      const rows = await prisma.major.findMany({
        where: { name: { in: names } },
        select: { name: true, nameFr: true },
      });
      return new Map(rows.flatMap((m) => (m.nameFr ? [[m.name, m.nameFr] as const] : [])));
    },
    async queue(
      db: JobDb,
      to: string,
      { row, values, files }: SubmittedApplication,
      locale: string | null | undefined,
      majorNames: ReadonlyMap<string, string>,
    ): Promise<void> {
      const mail = confirmationMail({ to, applicationId: row.id, values, files, locale, majorNames }, mailer.contact);
      await mailer.sendLater(mail, { db, log: { applicationId: row.id } });
    },
    settled: (): Promise<void> => mailer.settled(),
  };
}
