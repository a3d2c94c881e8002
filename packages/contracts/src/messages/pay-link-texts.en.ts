/**
 * The student's currency choice and the sponsor's payment link (issue 30,
 * docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md), by key; ./pay-link-texts.fr.ts is typed by this catalogue.
 */
export const PAY_LINK_TEXTS_EN = {
  'payLink.invalid': 'This payment link is not valid: it has expired or was replaced. Ask for a new one.',
  'payLink.nothingDue': 'There is nothing left to pay on this invoice.',
  'payLink.currencyLocked':
    'The currency cannot change any more: a payment of this invoice is under way or was received.',
  'payLink.rateMissing': 'Paying in {currency} is not possible yet: no exchange rate is set for it.',
  'payLink.previewTitle': 'Invoice {number}: {amount}',
  'payLink.previewDescription':
    '{name} asks you to pay this invoice of Study in China Admissions, by card, bank or transfer, without an account.',
  'payLink.previewExpiredTitle': 'Payment link',
  'payLink.previewExpiredDescription': 'This payment link has expired or was replaced.',
} as const;

export type PayLinkTextsEn = typeof PAY_LINK_TEXTS_EN;
