import { z } from 'zod';
import { pagedResponse } from '../paged.js';
import {
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  invoiceLineSchema,
  invoiceSchema,
  paymentSchema,
} from './invoices.js';

/**
 * The staff side of payments (issue 30, docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): the
 * payments list and its CSV, invoice line edits and waivers before anything is paid, refunds recorded (not sent),
 * the invoice on the application page. Amounts are integers in minor units of their currency.
 */
export const ADMIN_PAYMENTS_PAGE_SIZE = 50;
/** The file name of the payments' CSV export (without extension). */
export const PAYMENTS_CSV_NAME = 'payments';
/** Longest reason staff give for a line edit, a waiver or a refund. */
export const PAYMENT_REASON_MAX_LENGTH = 500;

/** A filter left empty in a form (`?status=&method=`) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-09-01.' });
const minor = (description: string) => z.number().int().meta({ description });
const currency = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'Use a three-letter currency code like NGN.' })
  .meta({ description: 'ISO 4217 code' });
const reason = z
  .string()
  .trim()
  .min(1, { error: 'Give a reason.' })
  .max(PAYMENT_REASON_MAX_LENGTH, { error: `The reason can be at most ${PAYMENT_REASON_MAX_LENGTH} characters.` })
  .meta({ description: 'Why: kept in the audit trail' });
const positiveMinor = z
  .number({ error: 'The amount must be a whole number of minor units (kobo, cents).' })
  .int({ error: 'The amount must be a whole number of minor units (kobo, cents).' })
  .positive({ error: 'The amount must be more than zero.' })
  .max(2_000_000_000, { error: 'The amount is too large.' });

/** GET /admin/payments and /admin/payments.csv: by status, method and the day the payment was started (UTC). */
export const adminPaymentsFiltersSchema = z.object({
  status: optional(z.enum(PAYMENT_STATUSES)),
  method: optional(z.enum(PAYMENT_METHODS)),
  /** Started on or after this day. */
  from: optional(day),
  /** Started on or before this day. */
  to: optional(day),
});
export type AdminPaymentsFilters = z.infer<typeof adminPaymentsFiltersSchema>;
export const adminPaymentsQuerySchema = adminPaymentsFiltersSchema.extend({
  page: optional(z.coerce.number().int().min(1)),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

export const adminPaymentRowSchema = paymentSchema
  .extend({
    invoiceId: z.uuid(),
    invoiceNumber: z.string(),
    invoiceStatus: z.enum(INVOICE_STATUSES),
    applicationId: z.uuid(),
    studentName: z.string(),
    refunded: minor('What staff recorded as given back, in minor units of `currency`'),
  })
  .meta({ id: 'AdminPayment' });
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const paymentTotalSchema = z.object({
  currency,
  amount: minor('What succeeded payments under the filters brought'),
  refunded: minor('What was refunded of them'),
});
export const adminPaymentsResponseSchema = pagedResponse(adminPaymentRowSchema)
  .extend({
    /** Succeeded payments under the filters, per currency, over every page. */
    totals: z.array(paymentTotalSchema),
  })
  .meta({ id: 'AdminPayments' });
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;

/** The columns of GET /admin/payments.csv, in order. */
export const PAYMENTS_CSV_COLUMNS = [
  'id',
  'created_at',
  'paid_at',
  'invoice_number',
  'invoice_status',
  'application_id',
  'student_name',
  'method',
  'status',
  'amount_minor',
  'currency',
  'refunded_minor',
  'reference',
] as const;

export const refundSchema = z
  .object({
    id: z.uuid(),
    paymentId: z.uuid(),
    amount: minor('In minor units of `currency` (the payment’s)'),
    currency,
    reason: z.string(),
    by: z.string().nullable().meta({ description: 'Who recorded it' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Refund' });
export type RefundView = z.infer<typeof refundSchema>;

/** The invoice as staff see it: each line with its id (to edit it), refunds beside the payments. */
export const staffInvoiceSchema = invoiceSchema
  .extend({
    lines: z.array(
      invoiceLineSchema.extend({
        id: z.uuid(),
        waived: z.boolean().meta({ description: 'Waived: kept for the record, counts for nothing' }),
      }),
    ),
    refunds: z.array(refundSchema),
    refunded: minor('What refunds gave back, in minor units of `currency`'),
    editable: z.boolean().meta({ description: 'Lines can still change: nothing paid, not waived' }),
  })
  .meta({ id: 'StaffInvoice' });
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;
export const staffInvoiceResponseSchema = z.object({ data: staffInvoiceSchema });

export const invoiceLineParamsSchema = z.object({ id: z.uuid(), lineId: z.uuid() });

export const addInvoiceLineBodySchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, { error: 'Name the line.' })
    .max(120, { error: 'The line’s name can be at most 120 characters.' }),
  amount: positiveMinor,
  currency,
  reason,
});
export type AddInvoiceLineBody = z.infer<typeof addInvoiceLineBodySchema>;

export const changeInvoiceLineBodySchema = z
  .object({
    amount: positiveMinor.optional(),
    /** true: waive the line; false: charge it again. */
    waived: z.boolean().optional(),
    reason,
  })
  .refine((body) => body.amount !== undefined || body.waived !== undefined, {
    error: 'Give a new amount, or waived.',
    path: ['amount'],
  });
export type ChangeInvoiceLineBody = z.infer<typeof changeInvoiceLineBodySchema>;

export const waiveInvoiceBodySchema = z.object({ reason });
export type WaiveInvoiceBody = z.infer<typeof waiveInvoiceBodySchema>;

export const paymentParamsSchema = z.object({ id: z.uuid() });
export const refundBodySchema = z.object({ amount: positiveMinor, reason });
export type RefundBody = z.infer<typeof refundBodySchema>;
export const refundResponseSchema = z.object({ data: refundSchema });
