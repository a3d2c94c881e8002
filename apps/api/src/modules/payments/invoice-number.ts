import type { Prisma } from '@studychina/db';

/**
 * The next number of the one invoice series (docs/decisions/0129-invoices-and-paystack.md). The counter row is
 * updated in the caller's transaction, not drawn from a sequence: the row stays locked until that transaction
 * ends, so a submit that rolls back gives its number back and the series has no gaps. Call it last in the
 * transaction, so concurrent submits wait on the lock for as short a time as possible.
 */
export async function nextInvoiceNumber(tx: Prisma.TransactionClient): Promise<number> {
  const [row] = await tx.$queryRaw<[{ last: number }]>`
    UPDATE "InvoiceCounter" SET "last" = "last" + 1 WHERE "series" = 'invoice' RETURNING "last"`;
  if (!row) throw new Error('The invoice counter row is missing (see the invoices_and_payments migration)');
  return row.last;
}
