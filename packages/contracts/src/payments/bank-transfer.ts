import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text } from '../messages/text.js';

/**
 * Paying an invoice by bank transfer (issue 30, docs/decisions/0130-bank-transfer-proof-and-confirmation.md): the
 * consultancy's account that admins set, shown on the invoice with the reference to quote; the payer uploads a proof;
 * staff confirm what arrived (partial payments count as such) or reject the proof with a reason the student reads.
 */

const minor = (description: string) => z.number().int().meta({ description });

/** Free text an admin types: trimmed, at most `max` characters; empty or null clears it. */
const setting = (max: number, description: string) =>
  z
    .string()
    .trim()
    .max(max, { error: issueText(text('payments.transfer.tooLong', { max })) })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))
    .meta({ description });

/** The account a payer sends money to, as the invoice shows it. */
export const bankAccountSchema = z
  .object({
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    sortCode: z.string().nullable(),
    swift: z.string().nullable(),
    instructions: z
      .string()
      .nullable()
      .meta({ description: "What else the payer must know, in the reader's language (the English when no French)" }),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** On an invoice: where to send the money and what to quote; null when nothing is due or no account is set. */
export const bankTransferSchema = bankAccountSchema
  .extend({
    reference: z.string().meta({ description: "The text to quote with the transfer: the invoice's number" }),
  })
  .meta({ id: 'BankTransfer' });
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** A payment's transfer details (null for a Paystack payment). */
export const transferDetailsSchema = z
  .object({
    payerName: z.string().nullable().meta({ description: 'Who sent it, as declared (a sponsor without an account)' }),
    proofName: z.string().nullable().meta({ description: 'The proof file’s name as it was sent' }),
    declaredAmount: minor('What the payer said they sent, in minor units of the payment’s currency').nullable(),
    declaredPaidOn: z.iso.date().nullable().meta({ description: 'The day the payer said they sent it' }),
    receivedOn: z.iso.date().nullable().meta({ description: 'The day staff saw it arrive (once confirmed)' }),
    reviewedAt: z.iso.datetime().nullable().meta({ description: 'When staff confirmed or rejected it' }),
    rejectionReason: z.string().nullable().meta({ description: 'Why staff rejected the proof (status failed)' }),
  })
  .meta({ id: 'TransferDetails' });
export type TransferDetails = z.infer<typeof transferDetailsSchema>;

/** GET/PUT /admin/payment-settings: the consultancy's account and whether forwarding needs a paid invoice. */
export const paymentSettingsSchema = z
  .object({
    bankName: z.string().nullable(),
    accountName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    sortCode: z.string().nullable(),
    swift: z.string().nullable(),
    instructionsEn: z.string().nullable(),
    instructionsFr: z.string().nullable(),
    bankTransferOffered: z
      .boolean()
      .meta({ description: 'true when bank name, account name and account number are set: invoices offer a transfer' }),
    requirePaidToForward: z
      .boolean()
      .meta({ description: 'Forwarding an application to the university needs its invoice paid' }),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'PaymentSettings' });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export const paymentSettingsResponseSchema = z.object({ data: paymentSettingsSchema });
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponseSchema>;

/**
 * PUT /admin/payment-settings (admins): the whole account at once; bank name, account name and account number are
 * all set or all cleared (null or empty), so an invoice never shows half an account. `requirePaidToForward` left
 * out keeps its value.
 */
export const paymentSettingsBodySchema = z
  .object({
    bankName: setting(120, 'The bank’s name'),
    accountName: setting(120, 'The name the account is held in'),
    accountNumber: setting(40, 'The account number (NUBAN, IBAN…)'),
    sortCode: setting(40, 'Optional: sort code or branch code'),
    swift: setting(11, 'Optional: SWIFT/BIC, for transfers from abroad'),
    instructionsEn: setting(1000, 'Optional: what else the payer must know, in English'),
    instructionsFr: setting(1000, 'Optional: the same in French'),
    requirePaidToForward: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    const set = [body.bankName, body.accountName, body.accountNumber].filter((value) => value !== null).length;
    if (set === 0 || set === 3) return;
    for (const field of ['bankName', 'accountName', 'accountNumber'] as const)
      if (body[field] === null)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: issueText(text('payments.transfer.accountIncomplete')),
        });
  });
export type PaymentSettingsBody = z.infer<typeof paymentSettingsBodySchema>;

/**
 * POST /user/invoices/:id/transfer-proof, multipart (its OpenAPI shape; the parts are read by the API as they stream):
 * the proof and what the payer declares.
 */
export const transferProofBodySchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: 'The bank’s receipt: PDF, JPEG, PNG or WebP (judged by content)' }),
  amount: z.string().optional().meta({
    description: 'What was sent, in minor units of the invoice’s currency (digits); what is due when left out',
  }),
  paidOn: z.string().optional().meta({ description: 'The day it was sent, YYYY-MM-DD' }),
  payerName: z.string().optional().meta({ description: 'Who sent it, when not the student' }),
});

// `paymentParamsSchema` (a payment's id in the address) is admin-payments.ts'.

/** POST /admin/payments/:id/confirm: what arrived, in minor units of the invoice's currency, and on which day. */
export const confirmTransferBodySchema = z.object({
  amount: z
    .number({ error: issueText(text('payments.transfer.amountInvalid')) })
    .int({ error: issueText(text('payments.transfer.amountInvalid')) })
    .positive({ error: issueText(text('payments.transfer.amountInvalid')) })
    .max(2_000_000_000, { error: issueText(text('payments.transfer.amountInvalid')) })
    .meta({ description: 'Received, in minor units of the invoice’s currency: less than due leaves it part paid' }),
  receivedOn: z.iso.date({ error: issueText(text('payments.transfer.dateInvalid')) }).optional(),
});
export type ConfirmTransferBody = z.infer<typeof confirmTransferBodySchema>;

/** POST /admin/payments/:id/reject: why, in words the student reads. */
export const rejectTransferBodySchema = z.object({
  reason: z
    .string({ error: issueText(text('payments.transfer.reasonRequired')) })
    .trim()
    .min(1, { error: issueText(text('payments.transfer.reasonRequired')) })
    .max(500, { error: issueText(text('payments.transfer.tooLong', { max: 500 })) }),
});
export type RejectTransferBody = z.infer<typeof rejectTransferBodySchema>;

/** What a confirmation or a rejection answers: the payment decided and its invoice as it now is. */
export const transferDecisionResponseSchema = z
  .object({
    data: z.object({
      id: z.uuid(),
      invoiceId: z.uuid(),
      invoiceStatus: z.enum(['unpaid', 'part_paid', 'paid', 'waived']),
      paid: minor('What succeeded payments brought, in minor units of the invoice’s currency'),
      due: minor('What is left to pay, in minor units of the invoice’s currency'),
    }),
  })
  .meta({ id: 'TransferDecision' });
export type TransferDecisionResponse = z.infer<typeof transferDecisionResponseSchema>;
