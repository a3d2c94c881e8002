import { z } from 'zod';

/** Where Paystack's webhook lives: POST /api/v1/payments/paystack/webhook (no account: a signature instead). */
export const PAYMENTS_API_PREFIX = '/api/v1/payments';

/**
 * Paying an invoice by Paystack (issue 30, docs/decisions/0129-invoices-and-paystack.md): the API starts a
 * transaction for what is due and answers where to send the student; the student comes back to the dashboard,
 * which asks the API to verify.
 */
export const paystackStartResponseSchema = z
  .object({
    authorization_url: z.url().meta({ description: "Paystack's checkout page for this transaction" }),
    reference: z.string().meta({ description: 'Our unique reference of the transaction' }),
  })
  .meta({ id: 'PaystackStart' });
export type PaystackStartResponse = z.infer<typeof paystackStartResponseSchema>;

/**
 * A webhook event as Paystack sends it (https://paystack.com/docs/payments/webhooks/): only what we read is
 * described; the rest is kept as sent.
 */
export const paystackEventSchema = z.looseObject({
  event: z.string(),
  data: z.looseObject({
    id: z.union([z.number(), z.string()]).optional(),
    reference: z.string().optional(),
  }),
});
export type PaystackEvent = z.infer<typeof paystackEventSchema>;
export const paystackWebhookResponseSchema = z.object({ received: z.literal(true) });
