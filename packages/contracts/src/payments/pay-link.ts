import { z } from 'zod';
import { bankTransferSchema } from './bank-transfer.js';
import {
  INVOICE_CURRENCIES,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  invoiceLineSchema,
} from './invoices.js';

/**
 * The student's side of paying (issue 30, docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md): choosing the
 * currency of an invoice nothing was paid on yet, and the payment link (`/pay/:token`) a student shares with a parent
 * or sponsor who has no account. The link shows the invoice alone: no application data.
 */
export const invoiceCurrencyBodySchema = z
  .object({ currency: z.enum(INVOICE_CURRENCIES).meta({ description: 'NGN, XOF or USD' }) })
  .meta({ id: 'InvoiceCurrency' });
export type InvoiceCurrencyBody = z.infer<typeof invoiceCurrencyBodySchema>;

/** How long a shared payment link lives. */
export const PAY_LINK_DAYS = 14;

export const payLinkCreatedSchema = z
  .object({
    url: z.url().meta({ description: 'The page the sponsor opens: /pay/:token on the site' }),
    token: z.string().meta({ description: 'Unguessable; only its hash is stored. A new link replaces the last one' }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'PayLinkCreated' });
export type PayLinkCreated = z.infer<typeof payLinkCreatedSchema>;

export const payLinkParamsSchema = z.object({ token: z.string().min(1).max(200) });

const money = (description: string) => z.number().int().meta({ description });
const currency = z.string().regex(/^[A-Z]{3}$/);

/** What the sponsor's page shows: the invoice, the student's first name, how to pay; nothing of the application. */
export const payLinkInvoiceSchema = z
  .object({
    number: z.string(),
    status: z.enum(INVOICE_STATUSES),
    total: money('In minor units of `currency`'),
    currency,
    paid: money('What succeeded payments brought, in minor units of `currency`'),
    due: money('What is left to pay, in minor units of `currency`'),
    studentFirstName: z.string().meta({ description: "The student's first name, nothing more" }),
    lines: z.array(invoiceLineSchema),
    payments: z.array(
      z.object({
        method: z.enum(PAYMENT_METHODS),
        status: z.enum(PAYMENT_STATUSES),
        amount: money('In minor units of `currency`'),
        currency,
        createdAt: z.iso.datetime(),
      }),
    ),
    /** The consultancy's account and the reference to quote, once bank transfers are set up. */
    bankTransfer: bankTransferSchema.nullable(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'PayLinkInvoice' });
export type PayLinkInvoice = z.infer<typeof payLinkInvoiceSchema>;
export const payLinkResponseSchema = z.object({ data: payLinkInvoiceSchema });
export type PayLinkResponse = z.infer<typeof payLinkResponseSchema>;

/** The sponsor pays by Paystack: Paystack sends its receipt to this address. */
export const payLinkPaystackBodySchema = z
  .object({ email: z.email().max(254).meta({ description: "The payer's e-mail, for Paystack's receipt" }) })
  .meta({ id: 'PayLinkPaystack' });
