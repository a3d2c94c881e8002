import { invoiceNumberText, text } from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';

/**
 * Forwarding an application to the university can wait for its invoice
 * (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): when admins turned on
 * `PaymentSetting.requirePaidToForward`, an invoice that is neither paid nor waived refuses the move with 409
 * INVOICE_NOT_PAID naming it. An application without an invoice owes nothing and is forwarded. Read in the move's
 * transaction, so the status change and the check see the same invoice.
 */
export async function requirePaidToForward(tx: Prisma.TransactionClient, applicationId: string): Promise<void> {
  const setting = await tx.paymentSetting.findUnique({ where: { id: 1 }, select: { requirePaidToForward: true } });
  if (!setting?.requirePaidToForward) return;
  const invoice = await tx.invoice.findUnique({ where: { applicationId }, select: { number: true, status: true } });
  if (!invoice || invoice.status === 'paid' || invoice.status === 'waived') return;
  throw new HttpError(
    409,
    'INVOICE_NOT_PAID',
    text('payments.staff.invoiceNotPaid', { number: invoiceNumberText(invoice.number) }),
  );
}
