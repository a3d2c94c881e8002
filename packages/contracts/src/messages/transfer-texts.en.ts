/**
 * Paying by bank transfer (issue 30, docs/decisions/0130-bank-transfer-proof-and-confirmation.md), by key: the API's
 * answers and the mails to the student; ./transfer-texts.fr.ts is typed by this catalogue.
 */
export const TRANSFER_TEXTS_EN = {
  'payments.transfer.notConfigured':
    'Paying by bank transfer is not available at the moment: our bank details are not set. Please pay by Paystack or contact us.',
  'payments.transfer.tooLong': 'At most {max, number, ::group-off} characters.',
  'payments.transfer.accountIncomplete': 'Bank name, account name and account number are set together or not at all.',
  'payments.transfer.amountInvalid': 'The amount must be a whole number of minor units (kobo, cents), more than 0.',
  'payments.transfer.dateInvalid': 'The date must be a day written YYYY-MM-DD, not in the future.',
  'payments.transfer.reasonRequired': 'Say why the proof is rejected: the student reads it.',
  'payments.transfer.proofLabel': 'Proof of transfer',
  'payments.transfer.proofRequired':
    'Send the proof of transfer (a PDF or a photo of the bank’s receipt) in the part "file".',
  'payments.transfer.notPending':
    'This payment is no longer waiting for a decision: it was confirmed or rejected already.',
  'payments.transfer.notTransfer': 'Only a payment by bank transfer can be confirmed or rejected here.',
  'payments.transfer.noProof': 'This payment has no proof file.',

  'mail.transferConfirmed.subject': 'Your bank transfer for invoice {number} is confirmed',
  'mail.transferConfirmed.body':
    'Dear {firstname},\n\nWe received your bank transfer of {amount} for invoice {number}.\n{paid, select, paid {The invoice is now paid. Thank you!} other {{due} is left to pay on this invoice.}}',
  'mail.transferRejected.subject': 'Your proof of transfer for invoice {number} was not accepted',
  'mail.transferRejected.body':
    'Dear {firstname},\n\nWe could not accept the proof of transfer you sent for invoice {number}.\nReason: {reason}\n\nPlease check it and send a new proof, or contact us.',
} as const;

export type TransferTextsEn = typeof TRANSFER_TEXTS_EN;
