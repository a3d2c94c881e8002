import { frenchOf } from './catalogue.js';
import type { PaymentTextsEn } from './payment-texts.en.js';

/** French of ./payment-texts.en.ts. */
export const PAYMENT_TEXTS_FR = frenchOf<PaymentTextsEn>()({
  'payments.line.application_fee': 'Frais de candidature',
  'payments.line.service_fee': 'Frais de service',
  'payments.paystackNotConfigured':
    'Le paiement en ligne par Paystack n’est pas disponible pour le moment. Réessayez plus tard ou contactez-nous.',
  'payments.paystackUnavailable': 'Paystack n’a pas répondu. Réessayez dans quelques minutes.',
  'payments.alreadyPaid': 'Cette facture est payée : il ne reste rien à payer.',
  'payments.waived': 'Cette facture a été annulée : il n’y a rien à payer.',
  'payments.webhookSignature': 'L’en-tête x-paystack-signature manque ou ne correspond pas au corps.',
});
