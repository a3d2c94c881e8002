import type { Prisma } from '@studychina/db';

/**
 * The next receipt number (docs/decisions/0133-receipts-pdf-and-numbering.md): the 'receipt' row of the invoice
 * counter table, taken in the caller's transaction as invoice numbers are (nextInvoiceNumber): the row stays locked
 * until that transaction ends, so a settlement that rolls back gives its number back and the series has no gaps.
 */
export async function nextReceiptNumber(tx: Prisma.TransactionClient): Promise<number> {
  const [row] = await tx.$queryRaw<[{ last: number }]>`
    UPDATE "InvoiceCounter" SET "last" = "last" + 1 WHERE "series" = 'receipt' RETURNING "last"`;
  if (!row) throw new Error('The receipt counter row is missing (see the receipts migration)');
  return row.last;
}
