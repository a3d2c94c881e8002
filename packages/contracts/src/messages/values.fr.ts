import { frenchOf, SAME } from './catalogue.js';
import type { ValueTextsEn } from './values.en.js';
import { CATALOGUE_TEXTS_FR } from './catalogue-texts.fr.js';
import { CHOICE_TEXTS_FR } from './choice-texts.fr.js';
import { SHORTLIST_TEXTS_FR } from './shortlist-texts.fr.js';
import { CONTENT_TEXTS_FR } from './content-texts.fr.js';
import { PAYMENT_TEXTS_FR } from './payment-texts.fr.js';
import { ADMIN_PAYMENT_TEXTS_FR } from './admin-payment-texts.fr.js';
import { PAY_LINK_TEXTS_FR } from './pay-link-texts.fr.js';
import { TRANSFER_TEXTS_FR } from './transfer-texts.fr.js';
import { RECEIPT_TEXTS_FR } from './receipt-texts.fr.js';

/**
 * French of ./values.en.ts (vous, « X : … » so no label needs gender agreement), typed by it: a key left
 * out or a placeholder the English lacks does not compile. An apostrophe before a placeholder is doubled
 * (ICU quoting: `l''{x}`).
 */
export const VALUE_TEXTS_FR = frenchOf<ValueTextsEn>()({
  ...CATALOGUE_TEXTS_FR,
  ...CHOICE_TEXTS_FR,
  ...SHORTLIST_TEXTS_FR,
  // Content management's answers (issue 29).
  ...CONTENT_TEXTS_FR,
  // Invoices and payments (issue 30).
  ...PAYMENT_TEXTS_FR,
  // The staff side of payments (issue 30).
  ...ADMIN_PAYMENT_TEXTS_FR,
  // The student's currency choice and the sponsor's payment link (issue 30).
  ...PAY_LINK_TEXTS_FR,
  // Paying by bank transfer (issue 30).
  ...TRANSFER_TEXTS_FR,
  ...RECEIPT_TEXTS_FR,
  'joiner.comma': SAME,
  'joiner.semicolon': ' ; ',
  asWritten: SAME,

  'field.required': '{label} : champ obligatoire',
  'field.tooLong': '{label} : {max, number} caractères au maximum.',
  'field.notAChoice': '{label} : choisissez parmi {choices}',
  'field.singleFileOnly': '{label} : un seul fichier est accepté',
  'field.fileTypeNotAllowed': "{label} : ce type de fichier n'est pas accepté",
  'field.invalidList': "{label} doit être un texte JSON contenant une liste d'entrées à champs texte",
  'field.tooManyEntries': '{label} : {max, number} entrées au maximum',
  'field.mustBeText': '{label} doit être une seule valeur texte',
  'field.invalidDate': '{label} : date non valide !',
  'field.futureDate': '{label} : la date ne peut pas être dans le futur !',
  'field.dobAge': 'La date de naissance semble erronée : les candidats doivent avoir entre {min} et {max} ans !',
  'field.endBeforeStart': '{end} : ne peut pas précéder {start} !',
  'document.tooOld':
    "{document} : la date a plus de six mois. Faites établir un nouveau document, téléversez-le et indiquez sa date : chaque document doit avoir moins de six mois au moment de l'envoi.",
  'document.expiresSoon':
    "{document} : {days, plural, =0 {six mois atteints aujourd'hui} =1 {six mois atteints demain} other {six mois atteints dans {days, number} jours}}. Envoyez votre candidature avant, ou procurez-vous un document plus récent.",
  'entry.education': 'Formation {n} : {text}',
  'entry.family': 'Membre de la famille {n} : {text}',

  'wait.duration':
    '{unit, select, seconds {{n, plural, one {# seconde} other {# secondes}}} minutes {{n, plural, one {# minute} other {# minutes}}} other {{n, plural, one {# heure} other {# heures}}}}',
  'account.loginLocked':
    'Trop de tentatives de connexion pour ce compte. Veuillez réessayer dans {wait}, ou réinitialisez votre mot de passe.',
  'account.codesLocked':
    'Trop de codes ont été demandés ou saisis pour ce compte. Par sécurité, les codes sont suspendus : veuillez réessayer dans {wait}.',
  'account.resendTooSoon':
    'Veuillez patienter {seconds, plural, one {# seconde} other {# secondes}} avant de demander un nouveau code.',
  'account.codeStillValid':
    "Votre adresse e-mail n'est pas encore vérifiée. Le code à 6 chiffres envoyé il y a un instant est toujours valable : saisissez-le, ou demandez-en un nouveau dans {seconds, plural, one {# seconde} other {# secondes}}.",

  'bytes.mib': '{n} Mio',
  'bytes.kib': '{n} Kio',
  'bytes.bytes': '{n} octets',
  'upload.namedFile': '{label} : « {fileName} »',
  'upload.anyFile': '{label} : un fichier',
  'upload.fileTooLarge': '{file} dépasse {size}, la taille maximale acceptée.',
  'upload.tooLarge': "Les fichiers d'une candidature ne peuvent pas dépasser {size} au total.",
  'upload.tooManyFiles': 'Une candidature peut contenir {max, number} fichiers au maximum.',
  'upload.tooManyFields': 'Le formulaire a envoyé plus de {max, number} champs.',
  'upload.fieldTooLarge': 'Le champ « {field} » dépasse {size}.',
  'upload.contentNotAllowed': '{file} est {detected} ; {label} accepte {allowed}.',
  'upload.detectedType': 'un fichier {type}',
  'upload.unknownType': "d'un type de fichier que nous ne reconnaissons pas",
  'upload.fileEmpty': '{file} est vide.',
  'upload.unknownFileField':
    "« {field} » n'est pas une liste de fichiers de la candidature (utilisez passportphoto[0], transcripts[1], ...).",

  'documents.outstanding': 'Documents encore attendus : {items}.',
  'documents.requested': '{label} (demandé, pas encore reçu)',
  'documents.rejected': '{label} « {fileName} » (refusé, pas encore remplacé)',
  'documents.missing': '{label} (obligatoire, aucun fichier)',

  'status.illegalTransition': 'Une candidature « {from} » ne peut pas passer à « {to} ».',
  'staff.assignedToColleague': 'Attribuée à {name} : pas reprise. Confirmez pour la reprendre.',

  'followUp.replaceDocuments':
    '{n, plural, one {# document doit être remplacé} other {# documents doivent être remplacés}}',
  'followUp.deadline': 'Veuillez envoyer vos corrections avant le {day}.',
  'followUp.newDocuments':
    '{n, plural, one {# document de notre équipe à télécharger} other {# documents de notre équipe à télécharger}}',
  'followUp.sentTo': 'Envoyée à : {university}',
  'followUp.sentToProgramme': 'Envoyée à : {university} — {programme}',
  'followUp.admissionNumber': "Numéro d'admission : {number}",
  'followUp.replaceWith': 'Remplacement de {name}',
  'followUp.replacementChosen': 'Nouveau fichier : {name}',
  'followUp.wrongType': "{name} : ce type de fichier n'est pas accepté pour ce document.",
  'followUp.requestedDocuments': '{n, plural, one {# document demandé} other {# documents demandés}}',
  'entry.educationTitle': 'Formation {n}',
  'entry.familyTitle': 'Membre de la famille {n}',
  'controls.codeDigit': 'Chiffre {n} sur {count}',
  'account.resendCountdown': 'Renvoyer le code dans {seconds} s',
  'page.files': '{n, plural, one {# fichier} other {# fichiers}}',

  'request.failed': 'La requête a échoué ({status, number, ::group-off})',
  'page.outOfRange': "La page n'existe pas : la dernière page est la {lastPage, number, ::group-off}.",
  'page.ofLast': 'Page {page, number, ::group-off} sur {lastPage, number, ::group-off}',
});
