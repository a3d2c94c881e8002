import type { Multipart } from '@fastify/multipart';
import type { Locale } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import type { AuditContext } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import type { Mailer } from '../../plugins/mailer.js';
import { makeInvoice } from '../payments/make-invoice.js';
import { createApplicationRows, type ApplicationRows } from './application-rows.js';
import { createReceipts } from './application-receipts.js';
import { programmeFacts } from './programme-facts.js';
import { studentAudit } from './student-audit.js';
import {
  submitApplication,
  submitReceived,
  type ProgrammeLookup,
  type ReceivedSubmission,
  type SubmittedApplication,
} from './submit-application.js';

export interface ApplicationsDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  limits: UploadLimits;
  mailer: Mailer;
  now: Clock;
}

/** What the application routes call: submit one (stored, then a receipt e-mailed) and list one's own. */
export function createApplicationsService({ prisma, storage, limits, mailer, now }: ApplicationsDeps) {
  const rows = createApplicationRows(prisma);
  const receipts = createReceipts(mailer, prisma);
  /** The chosen programmes' facts, their titles in the language of the answer that may name them. */
  const programmesIn =
    (locale: Locale): ProgrammeLookup =>
    (fields, at) =>
      programmeFacts(prisma, fields, at, locale);
  /** The rows, with the applicant's receipt queued and the submission audited in the transaction that writes them. */
  const rowsWithReceipt = (
    to: string,
    locale: string | null | undefined,
    audit: AuditContext,
  ): Pick<ApplicationRows, 'create'> => ({
    create: async (userId, values, files, commitFiles, consent) => {
      const majorNames = await receipts.majorNames(values, locale);
      return rows.create(
        userId,
        values,
        files,
        async (tx, row) => {
          await commitFiles(tx, row);
          await receipts.queue(tx, to, { row, values, files }, locale, majorNames);
          await studentAudit.submitted(tx, audit, row.id, files.length);
          // Last: the invoice takes the series' next number, locked until COMMIT (docs/decisions/0129-invoices-and-paystack.md).
          await makeInvoice(tx, { userId, applicationId: row.id, programmeSlug: values.programmeFirstChoice, audit });
        },
        consent,
      );
    },
  });
  return {
    async submit(
      applicant: { id: string; email: string; locale?: string | null },
      parts: AsyncIterable<Multipart>,
      audit: AuditContext,
      locale: Locale,
    ) {
      const submitted: SubmittedApplication = await submitApplication({
        userId: applicant.id,
        parts,
        limits,
        storage,
        rows: rowsWithReceipt(applicant.email, applicant.locale, audit),
        now: now(),
        programmes: programmesIn(locale),
      });
      return submitted.row;
    },
    /** An application whose files are already stored (the server draft's submit); the same receipt. */
    async submitReceived(
      applicant: { id: string; email: string; locale?: string | null },
      upload: ReceivedSubmission['upload'],
      audit: AuditContext,
      locale: Locale,
      inTransaction: ReceivedSubmission['inTransaction'],
    ) {
      const submitted = await submitReceived({
        userId: applicant.id,
        upload,
        rows: rowsWithReceipt(applicant.email, applicant.locale, audit),
        now: now(),
        programmes: programmesIn(locale),
        inTransaction,
      });
      return submitted.row;
    },
    listOwn: rows.listOwn,
    /** Waits for the receipts still on their way (the app is closing). */
    close: receipts.settled,
  };
}
