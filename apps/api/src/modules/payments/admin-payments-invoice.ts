import { type Locale, type StaffInvoice } from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import { invoiceSelect, invoiceView } from './invoice-view.js';

/**
 * The invoice as staff see it (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): the student's view,
 * each line with its id and whether it is waived, and the refunds recorded on its payments, oldest first.
 */
export const staffInvoiceSelect = {
  ...invoiceSelect,
  payments: {
    ...invoiceSelect.payments,
    select: {
      ...invoiceSelect.payments.select,
      refunds: {
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          paymentId: true,
          amount: true,
          currency: true,
          reason: true,
          createdAt: true,
          createdBy: { select: { firstname: true, lastname: true } },
        },
      },
    },
  },
} satisfies Prisma.InvoiceSelect;
export type StaffInvoiceRow = Prisma.InvoiceGetPayload<{ select: typeof staffInvoiceSelect }>;

/**
 * A Paystack transaction started for the invoice's total and not settled: Paystack would charge the old total, which
 * settle-payment.ts then refuses to count, so the total must not change under it.
 */
export const paystackUnderWay = (row: Pick<StaffInvoiceRow, 'payments'>) =>
  row.payments.some((payment) => payment.method === 'paystack' && payment.status === 'pending');

/** Nothing paid, nothing under way by Paystack and not waived: staff may still add, change or waive lines. */
export const isEditable = (row: Pick<StaffInvoiceRow, 'status' | 'currency' | 'payments'>) =>
  row.status !== 'waived' && row.payments.every((payment) => payment.status !== 'succeeded') && !paystackUnderWay(row);

export function staffInvoiceView(row: StaffInvoiceRow, locale: Locale = 'en'): StaffInvoice {
  const view = invoiceView(row, locale);
  const refunds = row.payments.flatMap((payment) => payment.refunds);
  return {
    ...view,
    lines: view.lines.map((line, index) => ({
      ...line,
      id: row.lines[index]!.id,
      waived: row.lines[index]!.waivedAt !== null,
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      paymentId: refund.paymentId,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason,
      by: refund.createdBy ? `${refund.createdBy.firstname} ${refund.createdBy.lastname}`.trim() : null,
      createdAt: refund.createdAt.toISOString(),
    })),
    refunded: refunds
      .filter((refund) => refund.currency === row.currency)
      .reduce((sum, refund) => sum + refund.amount, 0),
    editable: isEditable(row),
  };
}
