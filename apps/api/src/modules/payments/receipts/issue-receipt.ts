import { receiptNumberText } from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../../lib/audit.js';
import type { Jobs } from '../../../plugins/jobs.js';
import { nextReceiptNumber } from './receipt-number.js';
import { ERASED_PAYER } from './receipt-row.js';

/** The job that mails a receipt's PDF once its payment has committed (receipt-mail.ts). */
export const RECEIPT_MAIL_JOB = 'receipt-mail';

export interface IssueReceiptOptions {
  paymentId: string;
  jobs: Jobs;
  now: Date;
  audit: AuditContext;
}

/**
 * A succeeded payment's receipt (docs/decisions/0133-receipts-pdf-and-numbering.md), made in the transaction that
 * makes the payment succeeded: the next number of the receipt series, the payer as printed, and the job that mails
 * the PDF, queued in the same transaction so it runs only if the payment commits. Call it last in that transaction:
 * the counter row stays locked until COMMIT. A payment that already has its receipt keeps it (nothing is queued).
 *
 * Callers: settle-payment.ts (Paystack's verify). A bank transfer that staff confirm
 * (`POST /api/v1/admin/payments/:id/confirm`) must call it the same way, in the confirm's transaction.
 */
export async function issueReceipt(
  tx: Prisma.TransactionClient,
  { paymentId, jobs, now, audit }: IssueReceiptOptions,
): Promise<{ id: string; number: number }> {
  const payment = await tx.payment.findUniqueOrThrow({
    where: { id: paymentId },
    select: {
      status: true,
      reference: true,
      payerName: true,
      receipt: { select: { id: true, number: true } },
      invoice: { select: { applicationId: true, user: { select: { firstname: true, lastname: true } } } },
    },
  });
  if (payment.status !== 'succeeded') throw new Error(`Payment ${paymentId} has not succeeded: no receipt`);
  if (payment.receipt) return payment.receipt;
  const { user } = payment.invoice;
  // The payer as printed, kept as it was on the day: the sponsor who declared a transfer on the payment link
  // (decision 0130's payerName), else the student. A sponsor's e-mail, once the link records one, goes in sponsorEmail.
  // Without a student (the account erased while the payment was under way), the payer reads as erasure leaves it.
  const payerName = payment.payerName?.trim() || (user ? `${user.firstname} ${user.lastname}`.trim() : ERASED_PAYER);
  const number = await nextReceiptNumber(tx);
  const receipt = await tx.receipt.create({ data: { number, paymentId, payerName, issuedAt: now } });
  await jobs.add(tx, RECEIPT_MAIL_JOB, { receiptId: receipt.id }, { maxAttempts: 10 });
  await recordAudit(tx, {
    ...audit,
    action: 'receipt.issue',
    targetType: 'payment',
    targetId: paymentId,
    applicationId: payment.invoice.applicationId,
    meta: { number: receiptNumberText(number), reference: payment.reference },
  });
  return { id: receipt.id, number };
}
