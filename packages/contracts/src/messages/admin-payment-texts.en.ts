/**
 * The staff side of payments (issue 30, docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md), by key:
 * what the API answers when an invoice cannot change, a refund is too large or forwarding waits for payment.
 * ./admin-payment-texts.fr.ts is typed by this catalogue.
 */
export const ADMIN_PAYMENT_TEXTS_EN = {
  'payments.line.other': 'Other',
  'payments.staff.invoiceHasPayments':
    'Something has been paid on this invoice: its lines can no longer change. Record a refund instead.',
  'payments.staff.invoiceWaived': 'This invoice is waived: its lines can no longer change.',
  'payments.staff.lineCurrencyUnknown':
    'No rate of {currency} is known for this invoice’s day: set one, or use the invoice’s currency or CNY.',
  'payments.staff.refundNotReceived': 'Only a payment that was received can be refunded.',
  'payments.staff.refundTooLarge':
    'A refund can be at most {max, number, ::group-off} (minor units): what the payment brought less earlier refunds.',
  'payments.staff.invoiceNotPaid':
    'Invoice {number} is not paid: an application is forwarded to the university once its invoice is paid or waived.',
  'payments.staff.paymentUnderWay':
    'A payment by Paystack of this invoice is under way for its current total: its lines can change once that payment is received or has failed.',
} as const;

export type AdminPaymentTextsEn = typeof ADMIN_PAYMENT_TEXTS_EN;
