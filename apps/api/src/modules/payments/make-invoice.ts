import { DEFAULT_INVOICE_CURRENCY, invoiceNumberText, type InvoiceLineKind } from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { CNY_RATE, convertMinor, latestRates, type Rate } from '../programmes/money.js';
import { nextInvoiceNumber } from './invoice-number.js';

interface Fee {
  kind: string;
  amount: number;
  currency: string;
}

/**
 * Fees in their own currencies converted to `currency` at `rates` (the latest staff set): each line with the rate
 * it was converted from and its converted amount, the total their sum; null when a rate it needs is missing. Used
 * when an invoice is made and when the student changes its currency (./invoice-currency.ts).
 */
export function priceFees<F extends Fee>(fees: F[], rates: Rate[], currency: string) {
  const byCode = new Map(rates.map((rate) => [rate.currency, rate]));
  const rateOf = (code: string) => (code === 'CNY' ? { ...CNY_RATE, asOf: null } : byCode.get(code));
  const target = byCode.get(currency);
  if (!target || fees.some((fee) => !rateOf(fee.currency))) return null;
  const lines = fees.map((fee, position) => {
    const from = rateOf(fee.currency)!;
    return { ...fee, position, ratePerCny: from.perCny, converted: convertMinor(fee.amount, from, target) };
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.converted, 0), target };
}

export interface InvoiceFor {
  userId: string;
  applicationId: string;
  /** The programme the application is submitted to (its first choice), by slug; none: no invoice. */
  programmeSlug: string | null | undefined;
  /** What the student pays in: NGN unless they chose XOF or USD. */
  currency?: string;
  audit: AuditContext;
}

/**
 * The invoice of an application submitted to a programme (docs/decisions/0129-invoices-and-paystack.md), written in
 * the submit's transaction: the programme's application fee and our service fee, each in its own currency and
 * converted to the invoice's at the latest rates staff set, which the invoice and its lines keep. No invoice when
 * there is nothing to pay (no programme, no fee) or when a rate it needs was never set: the application itself must
 * never fail for a missing rate, and staff see an application without an invoice.
 */
export async function makeInvoice(
  tx: Prisma.TransactionClient,
  { userId, applicationId, programmeSlug, currency = DEFAULT_INVOICE_CURRENCY, audit }: InvoiceFor,
): Promise<{ id: string; number: number } | null> {
  if (!programmeSlug) return null;
  const programme = await tx.programme.findUnique({
    where: { slug: programmeSlug },
    select: { applicationFee: true, applicationFeeCurrency: true, serviceFee: true, serviceFeeCurrency: true },
  });
  if (!programme) return null;
  const fees: { kind: InvoiceLineKind; amount: number; currency: string }[] = [
    { kind: 'application_fee' as const, amount: programme.applicationFee, currency: programme.applicationFeeCurrency },
    { kind: 'service_fee' as const, amount: programme.serviceFee, currency: programme.serviceFeeCurrency },
  ].filter((fee) => fee.amount > 0);
  if (fees.length === 0) return null;

  const priced = priceFees(fees, await latestRates(tx), currency);
  if (!priced) return null;
  const { lines, total, target } = priced;
  const number = await nextInvoiceNumber(tx);
  const invoice = await tx.invoice.create({
    data: {
      number,
      userId,
      applicationId,
      total,
      currency,
      ratePerCny: target.perCny,
      rateDate: new Date(`${target.asOf}T00:00:00Z`),
      lines: { create: lines },
    },
    select: { id: true, number: true },
  });
  await recordAudit(tx, {
    ...audit,
    action: 'invoice.create',
    targetType: 'invoice',
    targetId: invoice.id,
    applicationId,
    meta: { number: invoiceNumberText(number), total, currency, rate: target.perCny.toString(), rateDate: target.asOf },
  });
  return invoice;
}
