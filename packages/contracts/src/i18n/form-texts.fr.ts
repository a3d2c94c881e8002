import { dateInWords } from '../application/date-words.js';
import { choiceLabelsIn } from './choice-labels.js';
import { dayText } from './format-values.js';
import type { FormTexts } from './form-texts.js';
import { SERVER_TEXTS_FR } from './server-texts.fr.js';
import type { Translation } from './translation.js';

/*
 * French of ./form-texts.ts (issue 17): written for families (vous), checked against the English for
 * meaning; documents keep the names they have on Chinese forms (« passeport », « relevés de notes »).
 * Labels and the required-field texts are the API's own French (./server-texts.fr.ts), so the form and
 * the API's answers read the same. Numbers and dates go through Intl.
 */

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

export const FORM_TEXTS_FR: Translation<FormTexts> = {
  page: {
    bannerTitle: 'Formulaire de candidature',
    title: "Demande d'admission – Étudier en Chine",
    passportNote:
      'Saisissez vos informations exactement comme elles figurent sur la page de données de votre passeport.',
    draftNote: 'Votre progression est enregistrée localement dans ce navigateur.',
    workExperienceTitle: 'Expérience professionnelle',
    reset: 'Réinitialiser le formulaire',
    resetQuestion:
      'Réinitialiser le formulaire ? Cela efface tout ce que vous avez saisi aux six étapes, chaque fichier choisi et le brouillon enregistré dans ce navigateur.',
    resetConfirm: 'Oui, tout effacer',
    resetCancel: 'Garder mes réponses',
    back: 'Retour',
    continue: 'Continuer',
    submit: 'Envoyer',
    submitting: 'Envoi en cours…',
    addAnother: 'Ajouter une autre entrée',
    remove: 'Supprimer',
  },
  stepTitles: [
    'Informations personnelles',
    'Informations complémentaires',
    'Formation',
    'Membres de la famille',
    'Documents',
    'Vérification et envoi',
  ],
  copy: {
    addFirstEducation: 'Ajouter une formation',
    addFirstFamilyMember: 'Ajouter un membre de la famille',
    educationHint: 'Indiquez les établissements que vous avez fréquentés, du plus récent au plus ancien.',
    familyHint: 'Indiquez au moins deux membres de votre famille (par exemple vos parents).',
    workExperienceHint: "Demandée parce que vous êtes titulaire d'un doctorat (PhD) ou en train de le terminer.",
    chooseFile: 'Choisir un fichier',
    chooseFiles: 'Choisir des fichiers',
    dropOne: 'ou déposez-le ici',
    dropMany: 'ou déposez-les ici',
    oneFile: 'un fichier',
    severalFiles: 'un ou plusieurs fichiers',
    remove: 'Supprimer',
    notGiven: '—',
    edit: 'Modifier',
    uploading: (value) => `Envoi de votre candidature… ${percent.format(value / 100)}`,
    stepOf: (step, total) => `Étape ${step} sur ${total}`,
    majorHint: 'Choisissez dans la liste ou saisissez une autre filière.',
    documentsHint:
      'Photos ou scans bien lisibles. Images : JPG, PNG ou WebP. Documents : PDF (projet de recherche : PDF, DOC ou DOCX).',
    documentDateHint: "La date inscrite sur le document : il doit avoir moins de six mois au moment de l'envoi.",
    programmeHint:
      'Facultatif : cherchez dans notre catalogue par programme, université ou ville. Sa filière remplit le champ filière.',
    programmeSearch: 'Chercher un programme',
    programmeNoMatch: 'Aucun programme ne correspond à cette recherche.',
    programmeRemove: 'Retirer ce choix',
    intakeChoose: 'Choisissez une rentrée',
    intakeOption: (month, deadline, open) =>
      open ? `${month} (candidature avant le ${deadline})` : `${month} (close)`,
    eligibilityTitle: 'Avant de candidater à ce programme :',
    select: 'Choisir…',
    financialSponsor: 'Garant financier',
    degreeGroups: { school: "Certificats de fin d'études secondaires", higher: 'Diplômes du supérieur' },
    goToStep: (step, title) => `Aller à l'étape ${step}\u202F: ${title}`,
  },
  acceptHints: {
    images: 'image JPG, PNG ou WebP',
    imagesOrPdf: 'image ou PDF',
    pdf: 'PDF',
    documents: 'PDF, DOC ou DOCX',
  },
  choices: choiceLabelsIn('fr'),
  fieldLabels: SERVER_TEXTS_FR.fieldLabels,
  educationLabels: SERVER_TEXTS_FR.educationLabels,
  familyLabels: SERVER_TEXTS_FR.familyLabels,
  entryTitles: {
    education: (n) => `Formation ${n}`,
    family: (n) => `Membre de la famille ${n}`,
  },
  uploads: {
    uploading: (value) => `Envoi\u202F: ${percent.format(value / 100)}`,
    waiting: 'En attente du réseau',
    retrying: 'Connexion perdue, nouvelle tentative…',
    done: 'Envoyé',
    interrupted: "Interrompu : choisissez à nouveau ce fichier pour reprendre là où l'envoi s'est arrêté.",
    failed: "Échec de l'envoi.",
    retry: 'Réessayer',
    notAllUploaded:
      'Certains documents ne sont pas encore envoyés. Attendez que chaque document affiche « Envoyé », puis envoyez votre candidature.',
  },
  draftNotices: {
    fromAccount:
      'Nous avons repris le brouillon plus récent enregistré sur votre compte (depuis un autre appareil ou navigateur).',
    fromBrowser:
      "Le brouillon de ce navigateur était plus récent que celui de votre compte : nous l'avons gardé et enregistré sur votre compte.",
  },
  notSent: {
    network: "Erreur de réseau : votre candidature n'a pas pu être envoyée. Vérifiez votre connexion et réessayez.",
    server:
      "Votre candidature n'a pas pu être enregistrée à cause d'un problème de notre côté. Tout ce que vous avez saisi est toujours là : appuyez de nouveau sur Envoyer dans un instant.",
  },
  outcome: {
    pleaseFix: SERVER_TEXTS_FR.validation.PLEASE_FIX_FOLLOWING,
    submitted: SERVER_TEXTS_FR.validation.APPLICATION_SUBMITTED,
    seeMyApplications: 'Voir dans Mes candidatures',
    loginToSubmit: SERVER_TEXTS_FR.validation.LOGIN_TO_SUBMIT_APPLICATION,
  },
  consent: {
    title: 'Envoi de votre candidature',
    statement:
      'En appuyant sur Envoyer, vous acceptez que nous transmettions cette candidature, ses documents et vos coordonnées aux universités chinoises que vous avez choisies (et, si une place vous est offerte, à l’université qui vous admet), pour qu’elles examinent votre admission. Nous les conservons comme l’indique notre politique de confidentialité.',
    privacyLink: 'Politique de confidentialité : ce que nous conservons, pourquoi et combien de temps',
  },
  dateValue: (value) => dayText('fr', value) || value,
  dateInWords: (value) => dateInWords('fr-FR', value),
};
