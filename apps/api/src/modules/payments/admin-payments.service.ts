import { Readable } from 'node:stream';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  adminReceiptUrl,
  PAYMENTS_CSV_COLUMNS,
  invoiceNumberText,
  receiptNumberText,
  text,
  type AdminPaymentRow,
  type AdminPaymentsFilters,
  type AdminPaymentsResponse,
} from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import type { CsvValue } from '../admin/csv-columns.js';
import { csvCell } from '../admin/csv-export.js';
import { applicantName } from '../admin/queue-sql.js';
import { transferDetailsOf, transferSelect } from './transfer-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CSV_BATCH = 500;

/** The filters as a where clause: the day filters are UTC days, `to` included. */
function whereOf(filters: AdminPaymentsFilters): Prisma.PaymentWhereInput {
  const createdAt: Prisma.DateTimeFilter = {};
  if (filters.from) createdAt.gte = new Date(`${filters.from}T00:00:00Z`);
  if (filters.to) createdAt.lt = new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS);
  return {
    ...(filters.status && { status: filters.status }),
    ...(filters.method && { method: filters.method }),
    ...((filters.from || filters.to) && { createdAt }),
  };
}

const rowSelect = {
  id: true,
  method: true,
  status: true,
  amount: true,
  currency: true,
  reference: true,
  paidAt: true,
  createdAt: true,
  ...transferSelect,
  refunds: { select: { amount: true } },
  receipt: { select: { number: true } },
  invoice: {
    select: {
      id: true,
      number: true,
      status: true,
      applicationId: true,
      application: { select: { firstName: true, middleName: true, surName: true } },
    },
  },
} satisfies Prisma.PaymentSelect;
type Row = Prisma.PaymentGetPayload<{ select: typeof rowSelect }>;

function toRow(row: Row): AdminPaymentRow {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    // A bank transfer's payer, proof and decision (docs/decisions/0130-bank-transfer-proof-and-confirmation.md).
    transfer: transferDetailsOf(row),
    invoiceId: row.invoice.id,
    invoiceNumber: invoiceNumberText(row.invoice.number),
    invoiceStatus: row.invoice.status,
    // An erased student's invoice (docs/decisions/0143-account-erasure.md) has no application and no name.
    applicationId: row.invoice.applicationId ?? '',
    studentName: row.invoice.application ? applicantName(row.invoice.application) : '',
    refunded: row.refunds.reduce((sum, refund) => sum + refund.amount, 0),
    receipt: row.receipt ? { number: receiptNumberText(row.receipt.number), url: adminReceiptUrl(row.id) } : null,
  };
}

const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
/** One cell per header of the contract's PAYMENTS_CSV_COLUMNS: a header without its cell does not compile. */
const CSV_CELLS: { readonly [C in (typeof PAYMENTS_CSV_COLUMNS)[number]]: (row: AdminPaymentRow) => CsvValue } = {
  id: (row) => row.id,
  created_at: (row) => row.createdAt,
  paid_at: (row) => row.paidAt,
  invoice_number: (row) => row.invoiceNumber,
  invoice_status: (row) => row.invoiceStatus,
  application_id: (row) => row.applicationId,
  student_name: (row) => row.studentName,
  method: (row) => row.method,
  status: (row) => row.status,
  amount_minor: (row) => row.amount,
  currency: (row) => row.currency,
  refunded_minor: (row) => row.refunded,
  reference: (row) => row.reference,
};
const csvCells = (row: AdminPaymentRow) => PAYMENTS_CSV_COLUMNS.map((column) => CSV_CELLS[column](row));

/**
 * The payments list of the back office (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): every
 * payment (Paystack and bank transfer) newest first, by status, method and day, with what succeeded per currency
 * over the whole filter; the same rows as CSV, each cell through the applications export's csvCell (quoted, and a
 * leading = + - @ made text), so a reference or a name cannot become a spreadsheet formula.
 */
export function createAdminPayments(prisma: PrismaClient) {
  async function totals(where: Prisma.PaymentWhereInput) {
    const succeeded: Prisma.PaymentWhereInput = { AND: [where, { status: 'succeeded' }] };
    const [paid, refunded] = await Promise.all([
      prisma.payment.groupBy({
        by: ['currency'],
        where: succeeded,
        _sum: { amount: true },
        orderBy: { currency: 'asc' },
      }),
      prisma.refund.groupBy({ by: ['currency'], where: { payment: succeeded }, _sum: { amount: true } }),
    ]);
    const refundedOf = new Map(refunded.map((row) => [row.currency, row._sum.amount ?? 0]));
    return paid.map((row) => ({
      currency: row.currency,
      amount: row._sum.amount ?? 0,
      refunded: refundedOf.get(row.currency) ?? 0,
    }));
  }

  const rows = (where: Prisma.PaymentWhereInput, take: number, skip: number) =>
    prisma.payment.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      skip,
      select: rowSelect,
    });

  return {
    async page(filters: AdminPaymentsFilters, page: number): Promise<AdminPaymentsResponse> {
      const where = whereOf(filters);
      const [total, sums] = await Promise.all([prisma.payment.count({ where }), totals(where)]);
      const lastPage = Math.max(1, Math.ceil(total / ADMIN_PAYMENTS_PAGE_SIZE));
      if (page > lastPage) throw new HttpError(404, 'PAGE_OUT_OF_RANGE', text('page.outOfRange', { lastPage }));
      const data =
        total === 0 ? [] : await rows(where, ADMIN_PAYMENTS_PAGE_SIZE, (page - 1) * ADMIN_PAYMENTS_PAGE_SIZE);
      return {
        data: data.map(toRow),
        current_page: page,
        last_page: lastPage,
        per_page: ADMIN_PAYMENTS_PAGE_SIZE,
        total,
        totals: sums,
      };
    },

    /** Every payment under the filters as CSV (UTF-8 with a byte-order mark), read in batches while it streams. */
    async csv(filters: AdminPaymentsFilters, audit: AuditContext): Promise<Readable> {
      await recordAudit(prisma, {
        ...audit,
        action: 'payments.export',
        targetType: 'payments',
        targetId: 'csv',
        meta: JSON.parse(JSON.stringify(filters)) as Record<string, string>,
      });
      const where = whereOf(filters);
      async function* lines() {
        yield Buffer.from(`\uFEFF${csvLine([...PAYMENTS_CSV_COLUMNS])}`, 'utf8');
        for (let skip = 0; ; skip += CSV_BATCH) {
          const batch = await rows(where, CSV_BATCH, skip);
          if (batch.length > 0) yield Buffer.from(batch.map((row) => csvLine(csvCells(toRow(row)))).join(''), 'utf8');
          if (batch.length < CSV_BATCH) return;
        }
      }
      return Readable.from(lines(), { objectMode: false });
    },
  };
}
export type AdminPayments = ReturnType<typeof createAdminPayments>;
