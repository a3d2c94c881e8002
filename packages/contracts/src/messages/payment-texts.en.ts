/**
 * Invoices and payments (issue 30, docs/decisions/0129-invoices-and-paystack.md), by key; ./payment-texts.fr.ts is
 * typed by this catalogue.
 */
export const PAYMENT_TEXTS_EN = {
  'payments.line.application_fee': 'Application fee',
  'payments.line.service_fee': 'Service fee',
  'payments.paystackNotConfigured':
    'Paying online by Paystack is not available at the moment. Please try again later or contact us.',
  'payments.paystackUnavailable': 'Paystack did not answer. Please try again in a few minutes.',
  'payments.alreadyPaid': 'This invoice is paid: there is nothing left to pay.',
  'payments.waived': 'This invoice was waived: there is nothing to pay.',
  'payments.webhookSignature': 'The x-paystack-signature header is missing or does not match the body.',
} as const;

export type PaymentTextsEn = typeof PAYMENT_TEXTS_EN;
