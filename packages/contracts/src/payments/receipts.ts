import { z } from 'zod';
import { ADMIN_API_PREFIX, API_PREFIX } from '../api-paths.js';

/**
 * Receipts (issue 30, docs/decisions/0133-receipts-pdf-and-numbering.md): each succeeded payment gets one, numbered
 * from its own series without gaps, a PDF mailed to the payer and downloadable by the student and staff.
 */

/** RCT-000042: the receipt's number in its series, as printed and as the PDF's file name. */
export const receiptNumberText = (number: number): string => `RCT-${String(number).padStart(6, '0')}`;

/** The student's address of a receipt's PDF. */
export const receiptUrl = (invoiceId: string, paymentId: string): string =>
  `${API_PREFIX}/invoices/${invoiceId}/receipts/${paymentId}`;

/** Staff's address of a payment's receipt's PDF. */
export const adminReceiptUrl = (paymentId: string): string => `${ADMIN_API_PREFIX}/payments/${paymentId}/receipt`;

export const paymentReceiptSchema = z
  .object({
    number: z.string().meta({ description: 'RCT-000042: one series without gaps' }),
    url: z.string().meta({
      description: 'Where its PDF is downloaded (GET, with the reader’s token): the student’s or staff’s address',
    }),
  })
  .meta({ id: 'PaymentReceipt', description: "A succeeded payment's receipt; null until the payment succeeds" });
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

export const receiptParamsSchema = z.object({ id: z.uuid(), paymentId: z.uuid() });
/** Staff's address of a payment's receipt: the payment's id. */
export const receiptOfPaymentParamsSchema = z.object({ id: z.uuid() });
