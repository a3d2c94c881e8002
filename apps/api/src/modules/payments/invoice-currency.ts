import { invoiceNumberText, text, type Invoice, type InvoiceCurrencyBody, type Locale } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { latestRates } from '../programmes/money.js';
import { bankDetails } from './bank-details.js';
import { invoiceSelect, invoiceView } from './invoice-view.js';
import { priceFees } from './make-invoice.js';

/**
 * The student chooses what they pay in (docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md): NGN by default,
 * XOF or USD instead, while nothing is paid or under way. Every line is converted again at the latest rates staff set,
 * which the invoice then keeps, as at its making (./make-invoice.ts); a waived line is converted too but, as before,
 * counts for nothing in the total. The invoice row is locked and its payments read
 * in the same transaction, so a payment that starts meanwhile either sees the new currency or makes this a 409;
 * a Paystack payment in the old currency could never settle anyway (settle-payment.ts wants the invoice's currency).
 */
export async function changeInvoiceCurrency(
  prisma: PrismaClient,
  {
    userId,
    invoiceId,
    currency,
    audit,
    locale,
  }: InvoiceCurrencyBody & {
    userId: string;
    invoiceId: string;
    audit: AuditContext;
    locale: Locale;
  },
): Promise<Invoice> {
  await prisma.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Invoice" WHERE id = ${invoiceId}::uuid AND "userId" = ${userId}::uuid FOR UPDATE`;
    if (!locked) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
    const invoice = await tx.invoice.findUniqueOrThrow({
      where: { id: invoiceId },
      select: {
        number: true,
        status: true,
        currency: true,
        total: true,
        applicationId: true,
        lines: {
          orderBy: { position: 'asc' },
          select: { id: true, kind: true, amount: true, currency: true, waivedAt: true },
        },
        payments: { where: { status: { in: ['pending', 'succeeded'] } }, select: { id: true } },
      },
    });
    if (invoice.status !== 'unpaid' || invoice.payments.length > 0)
      throw new HttpError(409, 'CONFLICT', text('payLink.currencyLocked'));
    const priced = priceFees(invoice.lines, await latestRates(tx), currency);
    if (!priced)
      throw new HttpError(422, 'VALIDATION_FAILED', text('payLink.rateMissing', { currency }), {
        currency: [text('payLink.rateMissing', { currency })],
      });
    // A line staff waived stays on the invoice, converted like the others, and counts for nothing in the total.
    const total = priced.lines.reduce((sum, line) => sum + (line.waivedAt === null ? line.converted : 0), 0);
    for (const line of priced.lines)
      await tx.invoiceLine.update({
        where: { id: line.id },
        data: { ratePerCny: line.ratePerCny, converted: line.converted },
      });
    const rateDate = new Date(`${priced.target.asOf}T00:00:00Z`);
    await tx.invoice.update({
      where: { id: invoiceId },
      data: { currency, total, ratePerCny: priced.target.perCny, rateDate },
    });
    await recordAudit(tx, {
      ...audit,
      action: 'invoice.currency',
      targetType: 'invoice',
      targetId: invoiceId,
      applicationId: invoice.applicationId,
      meta: {
        number: invoiceNumberText(invoice.number),
        from: { total: invoice.total, currency: invoice.currency },
        to: { total, currency },
        rate: priced.target.perCny.toString(),
        rateDate: priced.target.asOf,
      },
    });
  });
  const row = await prisma.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: invoiceSelect });
  return invoiceView(row, locale, await bankDetails(prisma));
}
