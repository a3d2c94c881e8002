import {
  invoiceNumberText,
  receiptNumberText,
  receiptUrl,
  renderText,
  text,
  type Invoice,
  type InvoiceLineKind,
  type Locale,
} from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import { bankTransferOf, type BankDetails } from './bank-details.js';
import { transferDetailsOf, transferSelect } from './transfer-view.js';

/** What an invoice's answer reads: the row, its lines in order, its payments oldest first. */
export const invoiceSelect = {
  id: true,
  number: true,
  applicationId: true,
  status: true,
  total: true,
  currency: true,
  ratePerCny: true,
  rateDate: true,
  createdAt: true,
  lines: {
    orderBy: { position: 'asc' },
    select: {
      id: true,
      kind: true,
      description: true,
      amount: true,
      currency: true,
      converted: true,
      waivedAt: true,
    },
  },
  payments: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      method: true,
      status: true,
      amount: true,
      currency: true,
      reference: true,
      paidAt: true,
      createdAt: true,
      ...transferSelect,
      receipt: { select: { number: true } },
    },
  },
} satisfies Prisma.InvoiceSelect;
export type InvoiceRow = Prisma.InvoiceGetPayload<{ select: typeof invoiceSelect }>;

/** What succeeded payments in the invoice's currency brought. */
export const paidOf = (row: Pick<InvoiceRow, 'currency' | 'payments'>): number =>
  row.payments
    .filter((payment) => payment.status === 'succeeded' && payment.currency === row.currency)
    .reduce((sum, payment) => sum + payment.amount, 0);

/** What is left to pay: nothing on a paid or waived invoice. */
export const dueOf = (row: Pick<InvoiceRow, 'status' | 'total' | 'currency' | 'payments'>): number =>
  row.status === 'paid' || row.status === 'waived' ? 0 : Math.max(0, row.total - paidOf(row));

/**
 * An invoice as the API answers it, its lines named in the reader's language; `bank`, the consultancy's account
 * (bank-details.ts `bankDetails`), makes its bank transfer offer, absent without it
 * (docs/decisions/0130-bank-transfer-proof-and-confirmation.md).
 */
export function invoiceView(row: InvoiceRow, locale: Locale, bank: BankDetails | null = null): Invoice {
  return {
    id: row.id,
    number: invoiceNumberText(row.number),
    applicationId: row.applicationId ?? '',
    status: row.status,
    total: row.total,
    currency: row.currency,
    paid: paidOf(row),
    due: dueOf(row),
    rate: { perCny: row.ratePerCny.toString(), asOf: row.rateDate.toISOString().slice(0, 10) },
    lines: row.lines.map((line) => ({
      kind: line.kind as InvoiceLineKind,
      // A line staff added is named as they wrote it (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md).
      label: line.description ?? renderText(text(`payments.line.${line.kind as InvoiceLineKind}`), locale),
      amount: line.amount,
      currency: line.currency,
      // A waived line counts for nothing, so the lines a student reads still add up to the total.
      converted: line.waivedAt ? 0 : line.converted,
    })),
    payments: row.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.reference,
      paidAt: payment.paidAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
      transfer: transferDetailsOf(payment),
      receipt: payment.receipt
        ? { number: receiptNumberText(payment.receipt.number), url: receiptUrl(row.id, payment.id) }
        : null,
    })),
    bankTransfer: dueOf(row) > 0 ? bankTransferOf(bank, invoiceNumberText(row.number), locale) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
