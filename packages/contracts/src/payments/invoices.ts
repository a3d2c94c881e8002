import { z } from 'zod';
import { ESTIMATE_CURRENCIES } from '../catalogue/values.js';
import { bankTransferSchema, transferDetailsSchema } from './bank-transfer.js';
import { paymentReceiptSchema } from './receipts.js';

/**
 * A student's invoices (issue 30, docs/decisions/0129-invoices-and-paystack.md): made when an application to a
 * programme is submitted, from the programme's application fee and our service fee. Amounts are integers in
 * minor units (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md); each line keeps its own currency
 * and says what it comes to in the invoice's, converted at the rate of the day staff set, which the invoice keeps.
 */
export const INVOICE_STATUSES = ['unpaid', 'part_paid', 'paid', 'waived'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What a student can pay in: naira unless they choose CFA francs or dollars. */
export const INVOICE_CURRENCIES = ESTIMATE_CURRENCIES;
export const DEFAULT_INVOICE_CURRENCY = 'NGN';
/** `other`: a line staff added, named by them (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md). */
export const INVOICE_LINE_KINDS = ['application_fee', 'service_fee', 'other'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
export const PAYMENT_METHODS = ['paystack', 'bank_transfer'] as const;
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** INV-000042: the invoice's number in the one series, as printed. */
export const invoiceNumberText = (number: number): string => `INV-${String(number).padStart(6, '0')}`;

const minor = (description: string) => z.number().int().meta({ description });
const currency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .meta({ description: 'ISO 4217 code' });

export const invoiceLineSchema = z
  .object({
    kind: z.enum(INVOICE_LINE_KINDS),
    label: z.string().meta({ description: "The line's name in the language of the answer" }),
    amount: minor('In minor units of the line’s own currency'),
    currency,
    converted: minor('The amount in minor units of the invoice’s currency, rounded half up'),
  })
  .meta({ id: 'InvoiceLine' });

export const paymentSchema = z
  .object({
    id: z.uuid(),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    amount: minor('In minor units of `currency`'),
    currency,
    reference: z.string(),
    paidAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    transfer: transferDetailsSchema.nullable().meta({ description: 'A bank transfer’s details; null for Paystack' }),
    receipt: paymentReceiptSchema.nullable(),
  })
  .meta({ id: 'Payment' });
export type PaymentView = z.infer<typeof paymentSchema>;

export const invoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string().meta({ description: 'INV-000042: one series without gaps' }),
    applicationId: z.uuid(),
    status: z.enum(INVOICE_STATUSES),
    total: minor('What the student pays, in minor units of `currency` (the sum of the converted lines)'),
    currency,
    paid: minor('What succeeded payments brought, in minor units of `currency`'),
    due: minor('What is left to pay, in minor units of `currency` (0 when paid or waived)'),
    rate: z
      .object({
        perCny: z.string().meta({ description: 'Units of the invoice’s currency for one yuan, a decimal as text' }),
        asOf: z.iso.date(),
      })
      .meta({ description: 'The rate staff set that the lines were converted with' }),
    lines: z.array(invoiceLineSchema),
    payments: z.array(paymentSchema),
    bankTransfer: bankTransferSchema.nullable().meta({
      description: 'Where to send a bank transfer and what to quote; null when nothing is due or none is offered',
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceParamsSchema = z.object({ id: z.uuid() });
export const invoiceResponseSchema = z.object({ data: invoiceSchema });
export const invoicesResponseSchema = z.object({ data: z.array(invoiceSchema) }).meta({ id: 'Invoices' });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;
