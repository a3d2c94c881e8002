import { text, type Invoice, type Locale } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';
import { bankDetails } from './bank-details.js';
import { invoiceSelect, invoiceView } from './invoice-view.js';

/**
 * A student's own invoices (docs/decisions/0129-invoices-and-paystack.md): every read filters by the student's id,
 * so another student's invoice is not found (404), never forbidden.
 */
export function createInvoices(prisma: PrismaClient) {
  return {
    async listOwn(userId: string, locale: Locale): Promise<Invoice[]> {
      const [rows, bank] = await Promise.all([
        prisma.invoice.findMany({ where: { userId }, orderBy: [{ number: 'desc' }], select: invoiceSelect }),
        bankDetails(prisma),
      ]);
      return rows.map((row) => invoiceView(row, locale, bank));
    },

    async getOwn(userId: string, id: string, locale: Locale): Promise<Invoice> {
      const row = await prisma.invoice.findFirst({ where: { id, userId }, select: invoiceSelect });
      if (!row) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
      return invoiceView(row, locale, await bankDetails(prisma));
    },
  };
}
export type Invoices = ReturnType<typeof createInvoices>;
