import {
  invoiceNumberText,
  text,
  type AddInvoiceLineBody,
  type ChangeInvoiceLineBody,
  type StaffInvoice,
  type WaiveInvoiceBody,
} from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { convertMinor } from '../programmes/money.js';
import {
  isEditable,
  paystackUnderWay,
  staffInvoiceSelect,
  staffInvoiceView,
  type StaffInvoiceRow,
} from './admin-payments-invoice.js';

type Tx = Prisma.TransactionClient;
const notFound = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));

/** The invoice, locked for the change (a payment settling at the same moment waits, then sees the new total). */
async function lockedInvoice(tx: Tx, id: string): Promise<StaffInvoiceRow> {
  await tx.$queryRaw`SELECT id FROM "Invoice" WHERE id = ${id}::uuid FOR UPDATE`;
  const row = await tx.invoice.findUnique({ where: { id }, select: staffInvoiceSelect });
  if (!row) throw notFound();
  if (row.status === 'waived') throw new HttpError(409, 'CONFLICT', text('payments.staff.invoiceWaived'));
  if (paystackUnderWay(row)) throw new HttpError(409, 'CONFLICT', text('payments.staff.paymentUnderWay'));
  if (!isEditable(row)) throw new HttpError(409, 'CONFLICT', text('payments.staff.invoiceHasPayments'));
  return row;
}

/**
 * The total again from the lines that are not waived (each kept converted at the invoice's own rate), and the
 * status: waived when every line is. Answers the total before and after, for the audit row.
 */
async function recompute(tx: Tx, invoiceId: string, before: number) {
  const lines = await tx.invoiceLine.findMany({ where: { invoiceId }, select: { converted: true, waivedAt: true } });
  const charged = lines.filter((line) => line.waivedAt === null);
  const total = charged.reduce((sum, line) => sum + line.converted, 0);
  const status = charged.length === 0 ? 'waived' : 'unpaid';
  await tx.invoice.update({ where: { id: invoiceId }, data: { total, status } });
  return { before, after: total, status };
}

/**
 * Staff's changes to an invoice before anything is paid on it (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md):
 * add a line, change a line's amount, waive a line or the whole invoice. Each needs a reason and is audited with who,
 * the line and total before and after; a line is converted with convertMinor at the rates the invoice keeps (its own
 * per yuan, and the line's), never at today's. Once a payment has succeeded, or the invoice is waived: 409.
 */
export function createInvoiceLines(prisma: PrismaClient) {
  async function change(
    invoiceId: string,
    audit: AuditContext,
    work: (tx: Tx, row: StaffInvoiceRow) => Promise<{ action: string; meta: Record<string, Prisma.InputJsonValue> }>,
  ): Promise<StaffInvoice> {
    await prisma.$transaction(async (tx) => {
      const row = await lockedInvoice(tx, invoiceId);
      const { action, meta } = await work(tx, row);
      const totals = await recompute(tx, invoiceId, row.total);
      await recordAudit(tx, {
        ...audit,
        action,
        targetType: 'invoice',
        targetId: invoiceId,
        applicationId: row.applicationId,
        meta: {
          number: invoiceNumberText(row.number),
          currency: row.currency,
          ...meta,
          total: { before: totals.before, after: totals.after },
          status: { before: row.status, after: totals.status },
        },
      });
    });
    return staffInvoiceView(
      await prisma.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: staffInvoiceSelect }),
    );
  }

  /** Units of `code` for one yuan on the invoice's day: the invoice's own, a line's in that currency, or the day's rate. */
  async function rateOn(tx: Tx, row: StaffInvoiceRow, code: string) {
    if (code === 'CNY') return '1';
    if (code === row.currency) return row.ratePerCny.toString();
    const line = await tx.invoiceLine.findFirst({
      where: { invoiceId: row.id, currency: code },
      select: { ratePerCny: true },
    });
    if (line) return line.ratePerCny.toString();
    const rate = await tx.exchangeRate.findFirst({
      where: { currency: code, asOf: { lte: row.rateDate } },
      orderBy: { asOf: 'desc' },
      select: { perCny: true },
    });
    if (!rate)
      throw new HttpError(422, 'VALIDATION_FAILED', text('payments.staff.lineCurrencyUnknown', { currency: code }), {
        currency: [text('payments.staff.lineCurrencyUnknown', { currency: code })],
      });
    return rate.perCny.toString();
  }

  const convert = (row: StaffInvoiceRow, amount: number, currency: string, perCny: string) =>
    convertMinor(amount, { currency, perCny }, { currency: row.currency, perCny: row.ratePerCny });

  return {
    async addLine(invoiceId: string, body: AddInvoiceLineBody, audit: AuditContext) {
      return change(invoiceId, audit, async (tx, row) => {
        const perCny = await rateOn(tx, row, body.currency);
        const converted = convert(row, body.amount, body.currency, perCny);
        const position = row.lines.length;
        const line = await tx.invoiceLine.create({
          data: {
            invoiceId,
            position,
            kind: 'other',
            description: body.description,
            amount: body.amount,
            currency: body.currency,
            ratePerCny: perCny,
            converted,
          },
          select: { id: true },
        });
        return {
          action: 'invoice.line_add',
          meta: {
            lineId: line.id,
            description: body.description,
            line: { amount: body.amount, currency: body.currency, converted },
            reason: body.reason,
          },
        };
      });
    },

    async changeLine(invoiceId: string, lineId: string, body: ChangeInvoiceLineBody, audit: AuditContext) {
      return change(invoiceId, audit, async (tx, row) => {
        const line = await tx.invoiceLine.findFirst({ where: { id: lineId, invoiceId } });
        if (!line) throw notFound();
        const amount = body.amount ?? line.amount;
        const converted = convert(row, amount, line.currency, line.ratePerCny.toString());
        const waivedAt = body.waived === undefined ? line.waivedAt : body.waived ? (line.waivedAt ?? new Date()) : null;
        await tx.invoiceLine.update({ where: { id: line.id }, data: { amount, converted, waivedAt } });
        const state = (a: number, c: number, w: Date | null) => ({ amount: a, converted: c, waived: w !== null });
        return {
          action: 'invoice.line_change',
          meta: {
            lineId,
            kind: line.kind,
            line: {
              currency: line.currency,
              before: state(line.amount, line.converted, line.waivedAt),
              after: state(amount, converted, waivedAt),
            },
            reason: body.reason,
          },
        };
      });
    },

    async waive(invoiceId: string, body: WaiveInvoiceBody, audit: AuditContext) {
      return change(invoiceId, audit, async (tx) => {
        await tx.invoiceLine.updateMany({ where: { invoiceId, waivedAt: null }, data: { waivedAt: new Date() } });
        return { action: 'invoice.waive', meta: { reason: body.reason } };
      });
    },
  };
}
export type InvoiceLines = ReturnType<typeof createInvoiceLines>;
