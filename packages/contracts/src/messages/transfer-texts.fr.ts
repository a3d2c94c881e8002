import { frenchOf } from './catalogue.js';
import type { TransferTextsEn } from './transfer-texts.en.js';

/** French of ./transfer-texts.en.ts. */
export const TRANSFER_TEXTS_FR = frenchOf<TransferTextsEn>()({
  'payments.transfer.notConfigured':
    'Le paiement par virement n’est pas disponible pour le moment : nos coordonnées bancaires ne sont pas renseignées. Payez par Paystack ou contactez-nous.',
  'payments.transfer.tooLong': '{max, number} caractères au maximum.',
  'payments.transfer.accountIncomplete':
    'La banque, le titulaire et le numéro de compte se renseignent ensemble ou pas du tout.',
  'payments.transfer.amountInvalid':
    'Le montant doit être un nombre entier d’unités minimales (kobo, centimes), supérieur à 0.',
  'payments.transfer.dateInvalid': 'La date doit être un jour écrit AAAA-MM-JJ, pas dans le futur.',
  'payments.transfer.reasonRequired': 'Indiquez pourquoi la preuve est refusée : l’étudiant le lira.',
  'payments.transfer.proofLabel': 'Preuve de virement',
  'payments.transfer.proofRequired':
    'Envoyez la preuve de virement (un PDF ou une photo du reçu de la banque) dans la partie « file ».',
  'payments.transfer.notPending': 'Ce paiement n’attend plus de décision : il a déjà été confirmé ou refusé.',
  'payments.transfer.notTransfer': 'Seul un paiement par virement peut être confirmé ou refusé ici.',
  'payments.transfer.noProof': 'Ce paiement n’a pas de fichier de preuve.',

  'mail.transferConfirmed.subject': 'Votre virement pour la facture {number} est confirmé',
  'mail.transferConfirmed.body':
    'Bonjour {firstname},\n\nNous avons reçu votre virement de {amount} pour la facture {number}.\n{paid, select, paid {La facture est maintenant payée. Merci !} other {Il reste {due} à payer sur cette facture.}}',
  'mail.transferRejected.subject': 'Votre preuve de virement pour la facture {number} n’a pas été acceptée',
  'mail.transferRejected.body':
    'Bonjour {firstname},\n\nNous n’avons pas pu accepter la preuve de virement envoyée pour la facture {number}.\nMotif : {reason}\n\nVérifiez-la et envoyez une nouvelle preuve, ou contactez-nous.',
});
