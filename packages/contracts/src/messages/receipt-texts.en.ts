/**
 * Receipts of payments (issue 30, docs/decisions/0133-receipts-pdf-and-numbering.md): the PDF's words and the mail
 * that carries it, by key; ./receipt-texts.fr.ts is typed by this catalogue. Amounts and days come as values already
 * written for the reader (the API formats money from minor units).
 */
export const RECEIPT_TEXTS_EN = {
  'receipt.pdf.title': 'Receipt',
  'receipt.pdf.number': 'Receipt number',
  'receipt.pdf.date': 'Date of payment',
  'receipt.pdf.payer': 'Received from',
  'receipt.pdf.invoice': 'Invoice',
  'receipt.pdf.line': 'Description',
  'receipt.pdf.lineAmount': 'Amount',
  'receipt.pdf.lineConverted': 'In {currency}',
  'receipt.pdf.invoiceTotal': 'Invoice total',
  'receipt.pdf.amountPaid': 'Amount paid',
  'receipt.pdf.amountAndCurrency': '{amount} ({currency})',
  'receipt.pdf.method': 'Payment method',
  'receipt.pdf.reference': 'Payment reference',
  'receipt.pdf.email': 'E-mail: {email}',
  'receipt.pdf.phone': 'Phone: {phone}',
  'receipt.pdf.issued': 'Receipt {number}, issued on {day}.',
  'receipt.pdf.thanks': 'Thank you for your payment. Please keep this receipt for your records.',
  'receipt.method.paystack': 'Paystack (card, bank, USSD or transfer)',
  'receipt.method.bank_transfer': 'Bank transfer',

  'receipt.mail.subject': 'Your receipt {number} – Study in China',
  'receipt.mail.greeting': 'Dear {name},',
  'receipt.mail.paid': 'We have received your payment of {amount} for invoice {invoice} (reference {reference}).',
  'receipt.mail.sponsorPaid':
    'We have received your payment of {amount} for invoice {invoice} of {student} (reference {reference}).',
  'receipt.mail.attached': 'Your receipt {number} is attached to this e-mail as a PDF.',
  'receipt.mail.invoicePage': 'Your invoice and its receipts: {url}',
} as const;

export type ReceiptTextsEn = typeof RECEIPT_TEXTS_EN;
