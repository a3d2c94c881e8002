import { STAFF_DOCUMENT_MAIL, STATUS_MAIL } from '../back-office/texts.js';
import type { ApplicationStatus } from '../back-office/workflow.js';
import { friendlyLabel } from '../application/labels.js';
import { dayAndTimeText, deadlineText } from './format-values.js';
import { SERVER_TEXTS_FR } from './server-texts.fr.js';
import type { Translation } from './translation.js';

/**
 * The answers a receipt repeats for the student to check (docs/product.md#mails-to-students): the ones a
 * university reads first and a slip (a swapped day and month, a passport digit) makes wrong.
 */
export const RECEIPT_DETAIL_FIELDS = [
  'dob',
  'gender',
  'passportNumber',
  'passportExpiryDate',
  'studyCategory',
  'durationOfStudyFrom',
  'durationOfStudyTo',
] as const;

/**
 * The texts of the mails students get, in each language (issue 17): the code mails, the notice that codes
 * are paused, the application receipt, the status-change mail and the notice of a document from staff.
 * English is what the mails said before, word for word, with the receipt's details to check added (issue 27).
 */
export const STUDENT_MAILS_EN = {
  code: {
    verify: {
      subject: 'Verify your email: your 6-digit code',
      intro: 'Welcome to Study in China Admissions. Enter this code to verify your email address:',
      ignore: 'If you did not create an account, you can ignore this email.',
    },
    reset: {
      subject: 'Reset your password: your 6-digit code',
      intro: 'We received a request to reset your password. Enter this code to continue:',
      ignore: 'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    },
    hello: (firstname: string) => `Hello ${firstname},`,
    validity: (minutes: number) => `The code is valid for ${minutes} minutes and can be used once.`,
    signature: 'Study in China Admissions',
  },
  receipt: {
    subject: 'We received your application – Study in China',
    greeting: (firstname: string) => `Dear ${firstname},`,
    intro: (id: string) => `We have received your application for study in China (reference ${id}).`,
    closing: 'We will review it and contact you. Please keep this e-mail for your records.',
    majorsHeading: 'Majors',
    firstChoice: (major: string) => `First choice: ${major}`,
    secondChoice: (major: string) => `Second choice: ${major}`,
    filesHeading: (count: number) => `Files received (${count})`,
    detailsHeading: 'Please check these details',
    detail: (label: string, value: string) => `${label}: ${value}`,
    /** A heading of the plain-text part, before its list. */
    listHeading: (heading: string) => `${heading}:`,
    detailsHint: 'If one of them is wrong, tell us by replying to this e-mail.',
  },
  status: STATUS_MAIL,
  /** The one notice an owner gets when a code flow of their account locks (docs/product.md#limits). */
  codesLocked: {
    flowName: { verify: 'e-mail verification', reset: 'password reset' },
    subject: (flow: string) => `Your ${flow} codes are paused`,
    what: (flow: string) => `Many ${flow} codes were requested for your account, or many wrong codes were entered.`,
    paused: (flow: string, until: Date) =>
      `For your account's safety, ${flow} codes are paused until ${dayAndTimeText('en', until)}.`,
    passwordUnchanged: 'Your password has not changed, and you can still sign in with it.',
    nothingElse: 'Nothing else about your account has changed.',
    ifYou: 'If this was you, please try again after that time. If it was not, you do not need to do anything.',
  },
  staffDocument: STAFF_DOCUMENT_MAIL,
  /** A corrections deadline as the student reads it: '3 December 2026' (the end of that day, UTC). */
  deadlineDay: (deadline: Date) => deadlineText('en', deadline),
  /** How every mail to a student ends: the page to act on, and how to reach us (docs/product.md#security). */
  footer: {
    open: 'Open your application',
    openLine: (url: string) => `Open your application: ${url}`,
    signature: STATUS_MAIL.signature,
    questions: 'Questions? Simply reply to this e-mail.',
    phone: (number: string) => `Phone: ${number}`,
    whatsapp: (number: string) => `WhatsApp: ${number}`,
  },
};
export type StudentMailTexts = typeof STUDENT_MAILS_EN;

const statusFr = (status: ApplicationStatus) => SERVER_TEXTS_FR.statusLabels[status];

export const STUDENT_MAILS_FR: Translation<StudentMailTexts> = {
  code: {
    verify: {
      subject: 'Vérifiez votre adresse e-mail : votre code à 6 chiffres',
      intro: 'Bienvenue chez Study in China Admissions. Saisissez ce code pour vérifier votre adresse e-mail :',
      ignore: "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe : votre code à 6 chiffres',
      intro:
        'Nous avons reçu une demande de réinitialisation de votre mot de passe. Saisissez ce code pour continuer :',
      ignore:
        "Si vous n'avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer cet e-mail : votre mot de passe reste le même.",
    },
    hello: (firstname) => `Bonjour ${firstname},`,
    validity: (minutes) => `Ce code est valable ${minutes} minutes et ne peut servir qu'une fois.`,
    signature: 'Study in China Admissions',
  },
  receipt: {
    subject: 'Nous avons reçu votre candidature – Study in China',
    // By the name, as every mail: 'Bonjour Ngozi,' never guesses whether to write « Cher » or « Chère ».
    greeting: (firstname) => `Bonjour ${firstname},`,
    intro: (id) => `Nous avons bien reçu votre candidature pour étudier en Chine (référence ${id}).`,
    closing: 'Nous allons l’examiner et vous recontacter. Veuillez conserver cet e-mail.',
    majorsHeading: 'Filières',
    firstChoice: (major) => `Premier choix\u202F: ${major}`,
    secondChoice: (major) => `Second choix\u202F: ${major}`,
    filesHeading: (count) => `Fichiers reçus (${count})`,
    detailsHeading: 'Veuillez vérifier ces informations',
    detail: (label, value) => `${label}\u202F: ${value}`,
    listHeading: (heading) => `${heading}\u202F:`,
    detailsHint: "Si l'une d'elles est inexacte, dites-le-nous en répondant à cet e-mail.",
  },
  status: {
    subject: (status) => `Votre candidature\u202F: ${statusFr(status)}`,
    greeting: (firstname) => `Bonjour ${firstname},`,
    intro: (status) => `Le statut de votre candidature est désormais\u202F: ${statusFr(status)}.`,
    messageHeading: "Message de notre équipe d'admission :",
    rejectedDocumentsHeading: 'Documents à remplacer :',
    rejectedDocument: (listLabel, originalName, reason) => `${listLabel} (${originalName})\u202F: ${reason}`,
    requestedDocumentsHeading: 'Documents à envoyer :',
    requestedDocument: (label, note) => (note ? `${label}\u202F: ${note}` : label),
    deadline: (day) => `Veuillez déposer les documents corrigés dans votre espace avant le ${day}.`,
    reference: (id) => `Référence de la candidature\u202F: ${id}`,
    signature: 'Study in China Admissions',
  },
  codesLocked: {
    flowName: { verify: "de vérification de l'adresse e-mail", reset: 'de réinitialisation du mot de passe' },
    subject: (flow) => `Vos codes ${flow} sont suspendus`,
    what: (flow) =>
      `De nombreux codes ${flow} ont été demandés pour votre compte, ou de nombreux codes erronés ont été saisis.`,
    paused: (flow, until) =>
      `Pour la sécurité de votre compte, les codes ${flow} sont suspendus jusqu'au ${dayAndTimeText('fr', until)}.`,
    passwordUnchanged: "Votre mot de passe n'a pas changé, et vous pouvez toujours vous connecter avec lui.",
    nothingElse: "Rien d'autre n'a changé sur votre compte.",
    ifYou: "Si c'était vous, veuillez réessayer après cette heure. Sinon, vous n'avez rien à faire.",
  },
  staffDocument: {
    subject: 'Un nouveau document vous attend dans votre espace',
    body: (firstname, originalName) =>
      `Bonjour ${firstname},\n\nUn nouveau document vous attend dans votre espace\u202F: ${originalName}.\nConnectez-vous pour le télécharger.`,
  },
  deadlineDay: (deadline) => deadlineText('fr', deadline),
  footer: {
    open: 'Ouvrir votre candidature',
    openLine: (url) => `Ouvrir votre candidature\u202F: ${url}`,
    signature: 'Study in China Admissions',
    questions: 'Des questions ? Répondez simplement à cet e-mail.',
    phone: (number) => `Téléphone\u202F: ${number}`,
    whatsapp: (number) => `WhatsApp\u202F: ${number}`,
  },
};

/** The mail texts of a user's saved locale (anything unknown reads English). */
export const studentMails = (locale: string | null | undefined): StudentMailTexts =>
  locale === 'fr' ? (STUDENT_MAILS_FR as StudentMailTexts) : STUDENT_MAILS_EN;

/**
 * The lines of the requested documents in a status mail (docs/product.md#document-requests): each list's label in
 * the mail's language, or the name staff gave, with the note. Pure, so a preview can show requests not saved yet.
 */
export const requestedDocumentLines = (
  locale: string | null | undefined,
  requests: readonly { listName?: string | null; name?: string | null; note?: string | null }[],
): string[] =>
  requests.map((request) =>
    studentMails(locale).status.requestedDocument(
      request.listName ? mailFieldLabel(locale, request.listName) : (request.name ?? ''),
      request.note || null,
    ),
  );

/** An application field's or file list's label in the mail's language (docs/product.md#apply-validation labels). */
export const mailFieldLabel = (locale: string | null | undefined, name: string): string =>
  locale === 'fr' && Object.hasOwn(SERVER_TEXTS_FR.fieldLabels, name)
    ? SERVER_TEXTS_FR.fieldLabels[name as keyof typeof SERVER_TEXTS_FR.fieldLabels]
    : friendlyLabel(name);
