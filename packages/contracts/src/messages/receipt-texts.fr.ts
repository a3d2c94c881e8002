import { frenchOf } from './catalogue.js';
import type { ReceiptTextsEn } from './receipt-texts.en.js';

/** French of ./receipt-texts.en.ts. */
export const RECEIPT_TEXTS_FR = frenchOf<ReceiptTextsEn>()({
  'receipt.pdf.title': 'Reçu',
  'receipt.pdf.number': 'Numéro du reçu',
  'receipt.pdf.date': 'Date du paiement',
  'receipt.pdf.payer': 'Reçu de',
  'receipt.pdf.invoice': 'Facture',
  'receipt.pdf.line': 'Désignation',
  'receipt.pdf.lineAmount': 'Montant',
  'receipt.pdf.lineConverted': 'En {currency}',
  'receipt.pdf.invoiceTotal': 'Total de la facture',
  'receipt.pdf.amountPaid': 'Montant payé',
  'receipt.pdf.amountAndCurrency': '{amount} ({currency})',
  'receipt.pdf.method': 'Moyen de paiement',
  'receipt.pdf.reference': 'Référence du paiement',
  'receipt.pdf.email': 'E-mail : {email}',
  'receipt.pdf.phone': 'Téléphone : {phone}',
  'receipt.pdf.issued': 'Reçu {number}, émis le {day}.',
  'receipt.pdf.thanks': 'Merci pour votre paiement. Veuillez conserver ce reçu.',
  'receipt.method.paystack': 'Paystack (carte, banque, USSD ou virement)',
  'receipt.method.bank_transfer': 'Virement bancaire',

  'receipt.mail.subject': 'Votre reçu {number} – Study in China',
  'receipt.mail.greeting': 'Bonjour {name},',
  'receipt.mail.paid':
    'Nous avons bien reçu votre paiement de {amount} pour la facture {invoice} (référence {reference}).',
  'receipt.mail.sponsorPaid':
    'Nous avons bien reçu votre paiement de {amount} pour la facture {invoice} de {student} (référence {reference}).',
  'receipt.mail.attached': 'Votre reçu {number} est joint à cet e-mail au format PDF.',
  'receipt.mail.invoicePage': 'Votre facture et ses reçus : {url}',
});
