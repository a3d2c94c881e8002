import type { Prisma } from '@studychina/db';

/** Everything a receipt's PDF and mail read: the receipt, its payment, the invoice and its lines, the student. */
/** What a receipt keeps as its payer once the student erased the account (docs/decisions/0143-account-erasure.md). */
export const ERASED_PAYER = '(erased)';

export const receiptRowSelect = {
  id: true,
  number: true,
  issuedAt: true,
  payerName: true,
  sponsorEmail: true,
  payment: {
    select: {
      id: true,
      method: true,
      amount: true,
      currency: true,
      reference: true,
      paidAt: true,
      invoice: {
        select: {
          id: true,
          number: true,
          total: true,
          currency: true,
          userId: true,
          applicationId: true,
          lines: {
            orderBy: { position: 'asc' },
            select: { kind: true, amount: true, currency: true, converted: true },
          },
          user: { select: { firstname: true, lastname: true, email: true, locale: true } },
        },
      },
    },
  },
} satisfies Prisma.ReceiptSelect;
export type ReceiptRow = Prisma.ReceiptGetPayload<{ select: typeof receiptRowSelect }>;

/** The consultancy as a receipt names it: from the site's published contact details (decision 0127). */
export interface ReceiptIssuer {
  name: string;
  address: string[];
  email: string;
  phone: string;
}
