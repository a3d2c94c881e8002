import type { StudentPagesTexts } from './student-pages.js';
import type { Translation } from './translation.js';

/** French of ./student-pages.ts (vous; the names students meet on Chinese forms kept recognisable). */
export const STUDENT_PAGES_FR: Translation<StudentPagesTexts> = {
  followUp: {
    pageTitle: 'Votre candidature',
    backToDashboard: 'Retour à mes candidatures',
    loading: 'Chargement de votre candidature',
    failed: "Votre candidature n'a pas pu être chargée.",
    retry: 'Réessayer',
    sections: 'Vos réponses',
    documents: 'Vos documents',
    accepted: 'Accepté',
    rejected: 'Refusé',
    notReviewed: 'Pas encore examiné',
    reason: 'Motif',
    replace: 'Remplacer',
    uploadReplacements: 'Envoyer les nouveaux fichiers',
    replaced: 'Remplacé',
    sendCorrections: 'Envoyer les corrections',
    fromStaff: 'Documents de notre équipe',
    download: 'Télécharger',
    history: 'Historique',
    withdraw: 'Retirer la candidature',
    withdrawConfirm:
      'Retirer cette candidature ? Notre équipe cessera de la traiter, et ce retrait est définitif. Appuyez sur « Oui, retirer » pour confirmer.',
    withdrawYes: 'Oui, retirer',
    withdrawNo: 'Garder ma candidature',
    requestsHeading: 'Documents demandés par notre équipe',
    requestOpen: 'Pas encore envoyé',
    requestFulfilled: 'Reçu',
    requestCancelled: 'Plus nécessaire',
    chooseFile: 'Choisir un fichier',
    filesChosen: 'Fichiers choisis',
    sendRequested: 'Envoyer',
    uploadedByStaff: 'Ajouté par notre équipe',
    stillMissing: 'Il manque encore, avant de pouvoir envoyer vos corrections :',
    erased: 'Effacé : nous ne le conservons plus',
  },
  events: {
    SUBMITTED: 'Nous avons bien reçu votre candidature.',
    RESUBMITTED: 'Vous avez envoyé vos documents corrigés. Nous allons examiner à nouveau votre candidature.',
    WITHDRAWN: 'Vous avez retiré votre candidature.',
  },
  answers: {
    NOTHING_TO_REPLACE: 'Cette liste ne contient aucun document refusé à remplacer.',
    REPLACE_ONE_LIST: "Veuillez envoyer les remplacements d'une seule liste de documents à la fois.",
    REPLACE_TOO_MANY: 'Veuillez envoyer un remplacement pour chaque document refusé de cette liste.',
    REPLACE_NOT_NOW:
      'Les documents ne peuvent être remplacés que lorsque votre candidature est en attente de corrections.',
    CONFLICT_RETRY: 'Quelqu’un a modifié cette candidature au même moment. Veuillez réessayer.',
    ACCOUNT_DISABLED: 'Ce compte a été désactivé. Veuillez contacter un administrateur.',
    REQUEST_ID_REQUIRED:
      'Veuillez indiquer de quel document demandé il s’agit : envoyez le champ texte « requestId » avant les fichiers dans « extra[0] ».',
    REQUEST_UNKNOWN: "Cette candidature n'a pas de telle demande de document.",
    REQUEST_CLOSED: 'Cette demande de document a déjà reçu une réponse.',
    REQUEST_LIST_MISMATCH:
      'Ces fichiers ne correspondent pas à la demande : envoyez un document nommé dans « extra[0] », et les documents d’une liste sous son nom.',
  },
  stepTitles: {
    personal: 'Informations personnelles',
    more: 'Informations complémentaires',
    education: 'Formation',
    family: 'Membres de la famille',
    documents: 'Documents',
    review: 'Vérification et envoi',
  },
  staffDocumentLabel: 'Document de notre équipe',
  dashboardNav: 'Tableau de bord',
  loading: 'Chargement',
  routeError: {
    title: "Cette page n'a pas pu être chargée",
    text: 'Veuillez vérifier votre connexion internet, puis réessayer.',
    retry: 'Réessayer',
  },
  submitted: {
    title: 'Votre candidature est envoyée. Et maintenant :',
    steps: {
      receipt: 'Nous vous avons envoyé par e-mail un accusé de réception avec le numéro de votre candidature.',
      review: 'Notre équipe vérifie vos réponses et chacun de vos documents.',
      actionRequired:
        "S'il manque quelque chose ou si un point n'est pas clair, le statut de cette page devient « Action requise » et nous vous écrivons ce qu'il faut envoyer.",
      forwarded:
        "Une fois tout en ordre, nous envoyons votre candidature à l'université, et cette page en montre chaque étape.",
    },
  },
};
