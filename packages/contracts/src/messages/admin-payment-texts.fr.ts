import { frenchOf } from './catalogue.js';
import type { AdminPaymentTextsEn } from './admin-payment-texts.en.js';

/** French of ./admin-payment-texts.en.ts. */
export const ADMIN_PAYMENT_TEXTS_FR = frenchOf<AdminPaymentTextsEn>()({
  'payments.line.other': 'Autre',
  'payments.staff.invoiceHasPayments':
    'Un paiement a été reçu sur cette facture : ses lignes ne peuvent plus changer. Enregistrez plutôt un remboursement.',
  'payments.staff.invoiceWaived': 'Cette facture a été annulée : ses lignes ne peuvent plus changer.',
  'payments.staff.lineCurrencyUnknown':
    'Aucun taux de {currency} n’est connu pour le jour de cette facture : fixez-en un, ou utilisez la devise de la facture ou le CNY.',
  'payments.staff.refundNotReceived': 'Seul un paiement reçu peut être remboursé.',
  'payments.staff.refundTooLarge':
    'Un remboursement peut atteindre au plus {max, number, ::group-off} (unités mineures) : ce que le paiement a apporté moins les remboursements précédents.',
  'payments.staff.invoiceNotPaid':
    'La facture {number} n’est pas payée : une candidature est transmise à l’université une fois sa facture payée ou annulée.',
  'payments.staff.paymentUnderWay':
    'Un paiement Paystack de cette facture est en cours pour son total actuel : ses lignes pourront changer une fois ce paiement reçu ou échoué.',
});
