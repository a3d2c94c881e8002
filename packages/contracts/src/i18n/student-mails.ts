import { STUDENT_STATUS_LABELS, type ApplicationStatus } from '../back-office/workflow.js';
import { renderText } from '../messages/render.js';
import { text, type Text } from '../messages/text.js';
import { fieldLabel } from '../messages/value-texts.js';
import { dayAndTimeText, deadlineText } from './format-values.js';
import type { Locale } from './locales.js';

/**
 * The mails students get are keyed messages (../messages/mails.en.ts, docs/decisions/0110-catalogues-by-area.md):
 * the API renders each by key in the student's saved language. Here: what the mails share besides their texts.
 */

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

/** The language of a mail: the account's saved locale, anything unknown (or unset) reading English. */
export const mailLocale = (locale: string | null | undefined): Locale => (locale === 'fr' ? 'fr' : 'en');

/** Renders the mail's Texts in its reader's language: `const say = mailTexts(user.locale); say(text('mail.…', …))`. */
export const mailTexts =
  (locale: string | null | undefined) =>
  (message: Text): string =>
    renderText(message, mailLocale(locale));

/** A status's label for students, as a value of a mail's text ('Your application: {status}'). */
export const studentStatusText = (status: ApplicationStatus): Text => text(`statusLabels.${status}`);

/** A corrections deadline as the student reads it: '3 December 2026' (the end of that day, UTC), else with the time. */
export const mailDeadlineDay = (locale: string | null | undefined, deadline: Date): string =>
  deadlineText(mailLocale(locale), deadline);

/** When paused codes work again: '3 December 2026 at 14:30 UTC' / « 3 décembre 2026 à 14:30 UTC ». */
export const mailMomentText = (locale: string | null | undefined, moment: Date): string =>
  dayAndTimeText(mailLocale(locale), moment);

/**
 * The lines of the requested documents in a status mail (docs/product.md#document-requests): each list's label in
 * the mail's language, or the name staff gave, with the note. Pure, so a preview can show requests not saved yet.
 */
export const requestedDocumentLines = (
  locale: string | null | undefined,
  requests: readonly { listName?: string | null; name?: string | null; note?: string | null }[],
): string[] => {
  const say = mailTexts(locale);
  return requests.map((request) => {
    const label = request.listName ? mailFieldLabel(locale, request.listName) : (request.name ?? '');
    return request.note ? say(text('mail.status.requestedDocument', { label, note: request.note })) : label;
  });
};

/** An application field's or file list's label in the mail's language (docs/product.md#apply-validation labels). */
export const mailFieldLabel = (locale: string | null | undefined, name: string): string => {
  const label = fieldLabel(name);
  return typeof label === 'string' ? label : mailTexts(locale)(label);
};

const en = mailTexts('en');

/*
 * The English of the keyed mail texts in the shape the mails had before keys (functions of their values):
 * english-snapshot.test.ts calls these with sample values and compares them, byte for byte, with what the
 * mails wrote before (messages/english-snapshot.json). Each renders its key; no text is written here, and the
 * API does not use them (it renders by key in the student's language). Values go in as text (`${…}`), as the
 * functions wrote them, since the snapshot called them with any sample (a date for a label).
 */
export const STATUS_MAIL = {
  subject: (status: ApplicationStatus) =>
    en(text('mail.status.subject', { status: `${STUDENT_STATUS_LABELS[status]}` })),
  greeting: (firstname: string) => en(text('mail.status.greeting', { firstname })),
  intro: (status: ApplicationStatus) => en(text('mail.status.intro', { status: `${STUDENT_STATUS_LABELS[status]}` })),
  messageHeading: en(text('mail.status.messageHeading')),
  rejectedDocumentsHeading: en(text('mail.status.rejectedDocumentsHeading')),
  rejectedDocument: (listLabel: string, originalName: string, reason: string) =>
    en(text('mail.status.rejectedDocument', { listLabel: `${listLabel}`, originalName, reason })),
  requestedDocumentsHeading: en(text('mail.status.requestedDocumentsHeading')),
  requestedDocument: (label: string, note: string | null) =>
    note ? en(text('mail.status.requestedDocument', { label: `${label}`, note })) : label,
  deadline: (day: string) => en(text('mail.status.deadline', { day })),
  reference: (id: string) => en(text('mail.status.reference', { id })),
  signature: en(text('mail.signature')),
};

export const STAFF_DOCUMENT_MAIL = {
  subject: en(text('mail.staffDocument.subject')),
  body: (firstname: string, originalName: string) => en(text('mail.staffDocument.body', { firstname, originalName })),
};

/** See STATUS_MAIL: the English of the keyed mail texts, for the English snapshot. */
export const STUDENT_MAILS_EN = {
  code: {
    verify: {
      subject: en(text('mail.code.verify.subject')),
      intro: en(text('mail.code.verify.intro')),
      ignore: en(text('mail.code.verify.ignore')),
    },
    reset: {
      subject: en(text('mail.code.reset.subject')),
      intro: en(text('mail.code.reset.intro')),
      ignore: en(text('mail.code.reset.ignore')),
    },
    hello: (firstname: string) => en(text('mail.code.hello', { firstname })),
    validity: (minutes: number) => en(text('mail.code.validity', { minutes })),
    signature: en(text('mail.signature')),
  },
  receipt: {
    subject: en(text('mail.receipt.subject')),
    greeting: (firstname: string) => en(text('mail.receipt.greeting', { firstname })),
    intro: (id: string) => en(text('mail.receipt.intro', { id })),
    closing: en(text('mail.receipt.closing')),
    majorsHeading: en(text('mail.receipt.majorsHeading')),
    firstChoice: (major: string) => en(text('mail.receipt.firstChoice', { major })),
    secondChoice: (major: string) => en(text('mail.receipt.secondChoice', { major })),
    filesHeading: (count: number) => en(text('mail.receipt.filesHeading', { count })),
    detailsHeading: en(text('mail.receipt.detailsHeading')),
    detail: (label: string, value: string) => en(text('mail.receipt.detail', { label, value })),
    listHeading: (heading: string) => en(text('mail.receipt.listHeading', { heading })),
    detailsHint: en(text('mail.receipt.detailsHint')),
  },
  status: STATUS_MAIL,
  codesLocked: {
    flowName: {
      verify: en(text('mail.codesLocked.flowName.verify')),
      reset: en(text('mail.codesLocked.flowName.reset')),
    },
    subject: (flow: string) => en(text('mail.codesLocked.subject', { flow })),
    what: (flow: string) => en(text('mail.codesLocked.what', { flow })),
    paused: (flow: string, until: Date) =>
      en(text('mail.codesLocked.paused', { flow, until: mailMomentText('en', until) })),
    passwordUnchanged: en(text('mail.codesLocked.passwordUnchanged')),
    nothingElse: en(text('mail.codesLocked.nothingElse')),
    ifYou: en(text('mail.codesLocked.ifYou')),
  },
  staffDocument: STAFF_DOCUMENT_MAIL,
  deadlineDay: (deadline: Date) => mailDeadlineDay('en', deadline),
  footer: {
    open: en(text('mail.footer.open')),
    openLine: (url: string) => en(text('mail.footer.openLine', { url })),
    signature: en(text('mail.signature')),
    questions: en(text('mail.footer.questions')),
    phone: (number: string) => en(text('mail.footer.phone', { number })),
    whatsapp: (number: string) => en(text('mail.footer.whatsapp', { number })),
  },
};
