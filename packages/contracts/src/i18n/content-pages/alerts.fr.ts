import type { Translation } from '../translation.js';
import type { ALERTS_PANEL } from './alerts.js';

/** French of ./alerts.ts. */
export const ALERTS_PANEL_FR: Translation<typeof ALERTS_PANEL> = {
  title: 'Alertes par WhatsApp et SMS',
  intro:
    'Recevez les alertes de votre candidature (changements de statut, corrections demandées et leurs échéances, paiements) là où vous les lisez. Nous envoyons d’abord un code pour vérifier le numéro ; vous pouvez arrêter à tout moment.',
  emailOnly: 'Pour l’instant, les alertes arrivent uniquement par e-mail.',
  phoneLabel: 'Numéro de téléphone pour les alertes',
  phoneHint: 'Avec l’indicatif du pays : le numéro que vous utilisez sur WhatsApp ou pour les SMS.',
  whatsapp: 'WhatsApp',
  sms: 'SMS (message texte)',
  save: 'Enregistrer mon choix',
  stateOff: 'Désactivées',
  statePending: 'En attente du code envoyé',
  stateOn: (time) => `Activées depuis le ${time}`,
  stateStopped: (time) => `Arrêtées à votre demande le ${time}`,
  codeLabel: (channel) => `Code reçu par ${channel}`,
  verify: 'Vérifier le code',
  turnOff: (channel) => `Désactiver ${channel}`,
};
