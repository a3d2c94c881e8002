import { mailLocale, receiptNumberText, SITE_NAME, text, type Locale, type SiteContact } from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, type AuditContext } from '../../../lib/audit.js';
import type { Clock } from '../../../lib/clock.js';
import { HttpError } from '../../../lib/http-error.js';
import type { Mailer } from '../../../plugins/mailer.js';
import { mailReceipt } from './receipt-mail.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { receiptRowSelect, type ReceiptIssuer, type ReceiptRow } from './receipt-row.js';

const NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));

export interface ReceiptsDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  now: Clock;
  log: FastifyBaseLogger;
  /** The site's published contact details in one language (app.siteContent's contact page). */
  contact(locale: Locale): Promise<Partial<SiteContact>>;
}

/** A receipt's PDF as an answer carries it. */
export interface ReceiptFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * Receipts of succeeded payments (docs/decisions/0133-receipts-pdf-and-numbering.md): the PDF, made on demand from the
 * receipt's row in the student's language, for the student (their own only: another's is a 404), for staff (audited),
 * and mailed once by the receipt-mail job.
 */
export function createReceipts({ prisma, mailer, now, log, contact }: ReceiptsDeps) {
  async function issuer(locale: Locale): Promise<ReceiptIssuer> {
    const details = await contact(locale);
    return {
      name: SITE_NAME,
      address: details.address ?? [],
      email: details.email ?? mailer.contact.inbox,
      phone: details.phone ?? mailer.contact.phone ?? '',
    };
  }

  async function pdfOf(row: ReceiptRow): Promise<ReceiptFile> {
    const locale = mailLocale(row.payment.invoice.user?.locale ?? 'en');
    return {
      fileName: `${receiptNumberText(row.number)}.pdf`,
      bytes: await renderReceiptPdf(row, await issuer(locale), locale),
    };
  }

  const find = (where: Prisma.ReceiptWhereInput) => prisma.receipt.findFirst({ where, select: receiptRowSelect });

  return {
    /** The student's own receipt of one of their invoice's payments; anything else is not found. */
    async forStudent(userId: string, invoiceId: string, paymentId: string): Promise<ReceiptFile> {
      const row = await find({ paymentId, payment: { invoiceId, invoice: { userId } } });
      if (!row) throw NOT_FOUND();
      return pdfOf(row);
    },

    /** A payment's receipt for staff: the view is audited before the PDF is served. */
    async forStaff(paymentId: string, audit: AuditContext): Promise<ReceiptFile> {
      const row = await find({ paymentId });
      if (!row) throw NOT_FOUND();
      await recordAudit(prisma, {
        ...audit,
        action: 'receipt.view',
        targetType: 'payment',
        targetId: paymentId,
        applicationId: row.payment.invoice.applicationId,
        meta: { number: receiptNumberText(row.number), reference: row.payment.reference },
      });
      return pdfOf(row);
    },

    /** The receipt-mail job: the PDF mailed to the student (and a recorded sponsor), queued once. */
    async mailJob(receiptId: string): Promise<void> {
      const row = await find({ id: receiptId });
      // Its payment deleted with the account, or the account erased while it was paid: no one to mail.
      if (!row?.payment.invoice.user) return;
      const { bytes } = await pdfOf(row);
      const queued = await mailReceipt(prisma, mailer, row, bytes, now());
      if (!queued) log.info({ receipt: receiptNumberText(row.number) }, 'receipt: mails already queued');
    },
  };
}
export type Receipts = ReturnType<typeof createReceipts>;
