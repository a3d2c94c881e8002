import type { InvoiceStatus } from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';

export interface SucceededPayment {
  id: string;
  amount: number;
  currency: string;
  reference: string;
  method: 'paystack' | 'bank_transfer';
  /** applicationId: null once the student erased the account (the invoice is kept, decision 0143). */
  invoice: { id: string; total: number; currency: string; status: InvoiceStatus; applicationId: string | null };
}

/**
 * The one step after a payment became succeeded, whoever found it (Paystack's verify in settle-payment.ts, staff
 * confirming a transfer in transfer.service.ts): the invoice's status from what succeeded payments in its currency
 * now add up to (`paid`, else `part_paid`; a waived invoice stays waived) and the `payment.succeeded` audit row.
 * Called inside the transaction that holds the invoice row's lock (`SELECT … FOR UPDATE`), after the payment's own
 * update, so two payments settled at once are summed one after the other, never both over the same old sum.
 */
export async function paymentSucceeded(
  tx: Prisma.TransactionClient,
  payment: SucceededPayment,
  audit: AuditContext,
  meta: Record<string, Prisma.InputJsonValue | null> = {},
): Promise<InvoiceStatus> {
  const { invoice } = payment;
  const paid = await tx.payment.aggregate({
    where: { invoiceId: invoice.id, status: 'succeeded', currency: invoice.currency },
    _sum: { amount: true },
  });
  const status: InvoiceStatus =
    invoice.status === 'waived' ? 'waived' : (paid._sum.amount ?? 0) >= invoice.total ? 'paid' : 'part_paid';
  await tx.invoice.update({ where: { id: invoice.id }, data: { status } });
  await recordAudit(tx, {
    ...audit,
    action: 'payment.succeeded',
    targetType: 'payment',
    targetId: payment.id,
    applicationId: invoice.applicationId,
    meta: {
      method: payment.method,
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      invoiceStatus: status,
      ...meta,
    },
  });
  return status;
}
