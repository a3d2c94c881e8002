import type { Translation } from '../translation.js';
import type { ACCOUNT_DELETE_PANEL } from './account-delete.js';

/** French of ./account-delete.ts. */
export const ACCOUNT_DELETE_PANEL_FR: Translation<typeof ACCOUNT_DELETE_PANEL> = {
  title: 'Supprimer mon compte',
  intro:
    'Supprimer votre compte l’efface définitivement : c’est irréversible. Avant de confirmer, voici ce qui se passe.',
  withdrawn: 'Une candidature en cours est d’abord retirée : le cabinet et les universités cessent de la traiter.',
  erased:
    'Votre compte, vos candidatures avec leurs réponses, messages et fichiers, votre brouillon, votre sélection, vos alertes et vos exports de données sont effacés.',
  kept: 'La loi nous oblige à garder les factures et les paiements : leurs numéros, montants et dates restent, sans votre nom ni aucun justificatif.',
  letters:
    'Une lettre que nous vous avons délivrée (lettre d’admission, confirmation d’offre) reste vérifiable sur sa page de vérification, avec votre nom masqué.',
  start: 'Supprimer mon compte…',
  passwordLabel: 'Votre mot de passe, pour confirmer',
  confirm: 'Supprimer définitivement mon compte',
  cancel: 'Garder mon compte',
  offline: 'Pas de connexion : votre compte n’a pas été supprimé. Réessayez quand vous serez de nouveau en ligne.',
};
