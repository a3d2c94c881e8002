import { frenchOf } from './catalogue.js';
import type { AnswerTextsEn } from './answers.en.js';

/** French of ./answers.en.ts (the header names stay as the protocol writes them). */
export const ANSWER_TEXTS_FR = frenchOf<AnswerTextsEn>()({
  'drafts.saved': 'Brouillon enregistré',
  'drafts.fileRemoved': 'Fichier supprimé',
  'drafts.uploadMetadataInvalid':
    "Upload-Metadata doit indiquer la liste de fichiers (listName : l'une des listes de la candidature) et le nom du fichier (filename).",
  'drafts.uploadLengthRequired':
    'Upload-Length doit donner la taille du fichier entier (les tailles différées ne sont pas acceptées).',
  'drafts.uploadAlreadyComplete': 'Ce téléversement est déjà terminé.',
  'drafts.changed': "Le brouillon a changé pendant l'envoi. Veuillez réessayer.",
  'staff.invitationInvalid':
    "Ce lien d'invitation n'est pas valide, a expiré ou a déjà servi. Demandez-en un nouveau à un administrateur.",
  'staffStatus.submitted': 'Envoyée',
  'staffStatus.under_review': "En cours d'examen",
  'staffStatus.action_required': "Corrections demandées (en attente de l'étudiant)",
  'staffStatus.forwarded_to_university': "Transmise à l'université",
  'staffStatus.admitted': 'Admis',
  'staffStatus.rejected': 'Refusée',
  'staffStatus.withdrawn': "Retirée par l'étudiant",
  'files.erased':
    'Ce document a été effacé : sa candidature est close depuis plus longtemps que nous ne gardons les documents. Son nom et sa taille restent affichés.',
});
