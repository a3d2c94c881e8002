import type { TransferDetails } from '@studychina/contracts';
import type { Prisma } from '@studychina/db';

/** What a payment's answer reads of a bank transfer (docs/decisions/0130-bank-transfer-proof-and-confirmation.md). */
export const transferSelect = {
  payerName: true,
  proofName: true,
  declaredAmount: true,
  declaredPaidOn: true,
  receivedOn: true,
  reviewedAt: true,
  rejectionReason: true,
} satisfies Prisma.PaymentSelect;
type TransferRow = Prisma.PaymentGetPayload<{ select: typeof transferSelect & { method: true } }>;

const day = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;

/** A bank transfer's details as the student and staff read them; null for a Paystack payment. */
export function transferDetailsOf(payment: TransferRow): TransferDetails | null {
  if (payment.method !== 'bank_transfer') return null;
  return {
    payerName: payment.payerName,
    proofName: payment.proofName,
    declaredAmount: payment.declaredAmount,
    declaredPaidOn: day(payment.declaredPaidOn),
    receivedOn: day(payment.receivedOn),
    reviewedAt: payment.reviewedAt?.toISOString() ?? null,
    rejectionReason: payment.rejectionReason,
  };
}
