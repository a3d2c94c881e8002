import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import type { Jobs } from '../../plugins/jobs.js';
import { alertPaymentConfirmed } from '../alerts/alert-events.js';
import { paymentSucceeded } from './payment-succeeded.js';
import type { PaystackTransaction } from './paystack-client.js';
import { issueReceipt } from './receipts/issue-receipt.js';

/** Paystack's statuses after which a transaction never succeeds (verify's data.status). */
const FINAL_FAILURES = new Set(['failed', 'reversed']);

export type Settlement = 'succeeded' | 'failed' | 'pending' | 'unchanged';

/**
 * What Paystack's verify says of one of our payments, written once (docs/decisions/0129-invoices-and-paystack.md):
 * succeeded only when it says `success` for the payment's exact amount and currency (the invoice's); a failure or a
 * different amount is recorded as failed, with why, and the invoice stays unpaid; anything else stays pending
 * (`giveUp`: the re-verify job's last look, which ends it as abandoned). The invoice row is locked first, so two
 * settlements at once (the webhook's job and the student's return) cannot both count the same payment: the second
 * finds it no longer pending and changes nothing. A payment that succeeds gets its receipt in the same transaction
 * (docs/decisions/0133-receipts-pdf-and-numbering.md).
 */
export async function settlePayment(
  prisma: PrismaClient,
  reference: string,
  transaction: PaystackTransaction,
  {
    audit,
    now,
    jobs,
    webUrl,
    giveUp = false,
  }: { audit: AuditContext; now: Date; jobs: Jobs; webUrl: string; giveUp?: boolean },
): Promise<Settlement> {
  const found = await prisma.payment.findUnique({ where: { reference }, select: { invoiceId: true } });
  if (!found) return 'unchanged';
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Invoice" WHERE id = ${found.invoiceId}::uuid FOR UPDATE`;
    const payment = await tx.payment.findUniqueOrThrow({
      where: { reference },
      include: { invoice: { select: { id: true, total: true, currency: true, status: true, applicationId: true } } },
    });
    if (payment.status !== 'pending') return 'unchanged';
    const { invoice } = payment;
    const base = { ...audit, targetType: 'payment', targetId: payment.id, applicationId: invoice.applicationId };
    const exact =
      transaction.amount === payment.amount &&
      transaction.currency === payment.currency &&
      payment.currency === invoice.currency;

    if (transaction.status === 'success' && exact) {
      const paidAt = transaction.paid_at ? new Date(transaction.paid_at) : now;
      await tx.payment.update({
        where: { id: payment.id },
        data: { status: 'succeeded', providerStatus: transaction.status, paidAt, checkedAt: now },
      });
      await paymentSucceeded(tx, { ...payment, invoice }, audit);
      // The student's WhatsApp or SMS alert, if they turned one on (docs/decisions/0138-whatsapp-and-sms-alerts.md).
      // A student who erased the account while paying has no application left and no one to tell: the money is still
      // recorded (docs/decisions/0143-account-erasure.md).
      if (invoice.applicationId)
        await alertPaymentConfirmed(tx, { ...payment, applicationId: invoice.applicationId }, webUrl);
      // Last: the receipt counter's row stays locked until this transaction commits.
      await issueReceipt(tx, { paymentId: payment.id, jobs, now, audit });
      return 'succeeded';
    }

    const failure =
      transaction.status === 'success'
        ? `Paystack reported ${transaction.amount} ${transaction.currency}, the payment is for ${payment.amount} ${payment.currency}`
        : FINAL_FAILURES.has(transaction.status)
          ? `${transaction.status} at Paystack`
          : giveUp
            ? `still ${transaction.status} at Paystack: abandoned`
            : null;
    if (failure === null) {
      await tx.payment.update({
        where: { id: payment.id },
        data: { providerStatus: transaction.status, checkedAt: now },
      });
      return 'pending';
    }
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: 'failed', providerStatus: transaction.status, failure, checkedAt: now },
    });
    await recordAudit(tx, {
      ...base,
      action: 'payment.failed',
      meta: { reference, amount: payment.amount, currency: payment.currency, reason: failure },
    });
    return 'failed';
  });
}
