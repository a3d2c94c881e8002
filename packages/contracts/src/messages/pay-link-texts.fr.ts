import { frenchOf } from './catalogue.js';
import type { PayLinkTextsEn } from './pay-link-texts.en.js';

/** French of ./pay-link-texts.en.ts. */
export const PAY_LINK_TEXTS_FR = frenchOf<PayLinkTextsEn>()({
  'payLink.invalid': 'Ce lien de paiement n’est pas valable : il a expiré ou a été remplacé. Demandez-en un nouveau.',
  'payLink.nothingDue': 'Il ne reste rien à payer sur cette facture.',
  'payLink.currencyLocked': 'La devise ne peut plus changer : un paiement de cette facture est en cours ou a été reçu.',
  'payLink.rateMissing': 'Le paiement en {currency} n’est pas encore possible : aucun taux de change n’est fixé.',
  'payLink.previewTitle': 'Facture {number} : {amount}',
  'payLink.previewDescription':
    '{name} vous demande de régler cette facture de Study in China Admissions, par carte, virement ou banque, sans compte.',
  'payLink.previewExpiredTitle': 'Lien de paiement',
  'payLink.previewExpiredDescription': 'Ce lien de paiement a expiré ou a été remplacé.',
});
