import {
  STUDENT_PAGES,
  renderText,
  textOfEnglish,
  mailFieldLabel,
  requestedDocumentLines,
  studentMails,
  type ApplicationStatus,
} from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import { studentMail, type MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';

export interface StatusMailInput {
  to: string;
  firstname: string;
  applicationId: string;
  status: ApplicationStatus;
  /** The message staff (or the system) wrote for the student. */
  message: string;
  /** action_required: every rejected document still to replace, with its reason. */
  rejected?: readonly { listName: string; originalName: string; reviewReason: string | null }[];
  /** action_required: the documents asked for (docs/product.md#document-requests), saved or not (a preview). */
  requested?: Parameters<typeof requestedDocumentLines>[1];
  deadline?: Date | null;
  /** The student's saved language (issue 17). */
  locale?: string | null;
}

/**
 * The texts of the events the student's own actions make: ours, so rendered from their keys in the student's
 * language (an event stores its text as it was shown); staff messages go as written.
 */
const OUR_EVENT_TEXTS = new Set<string>(Object.values(STUDENT_PAGES.events));
const messageIn = (message: string, locale: string | null | undefined) =>
  locale === 'fr' && OUR_EVENT_TEXTS.has(message) ? renderText(textOfEnglish(message), 'fr') : message;

/**
 * The student's mail for every transition (docs/product.md#back-office-statuses-and-workflow): the new
 * status and the message; for action_required also the documents to replace with their reasons, the
 * documents requested with their notes, and the deadline; the link to the application's page and how to
 * reach us (lib/student-mail.ts). Every text a person typed is escaped in the HTML part. The staff preview
 * is this mail (admin/status-preview.ts).
 */
export function statusMail(input: StatusMailInput, contact: MailContact): Mail {
  const mails = studentMails(input.locale);
  const STATUS_MAIL = mails.status;
  const message = messageIn(input.message, input.locale);
  const rejected = (input.rejected ?? []).map((file) =>
    STATUS_MAIL.rejectedDocument(
      mailFieldLabel(input.locale, file.listName),
      file.originalName,
      file.reviewReason ?? '',
    ),
  );
  const requested = requestedDocumentLines(input.locale, input.requested ?? []);
  const deadline = input.deadline ? STATUS_MAIL.deadline(mails.deadlineDay(input.deadline)) : null;
  const text = [
    STATUS_MAIL.greeting(input.firstname),
    '',
    STATUS_MAIL.intro(input.status),
    '',
    STATUS_MAIL.messageHeading,
    message,
    ...(rejected.length > 0
      ? ['', STATUS_MAIL.rejectedDocumentsHeading, ...rejected.map((line) => `  - ${line}`)]
      : []),
    ...(requested.length > 0
      ? ['', STATUS_MAIL.requestedDocumentsHeading, ...requested.map((line) => `  - ${line}`)]
      : []),
    ...(deadline ? ['', deadline] : []),
    '',
    STATUS_MAIL.reference(input.applicationId),
  ];
  const html = [
    `<p>${escapeHtml(STATUS_MAIL.greeting(input.firstname))}</p>`,
    `<p><strong>${escapeHtml(STATUS_MAIL.intro(input.status))}</strong></p>`,
    `<p>${escapeHtml(STATUS_MAIL.messageHeading)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(message)}</p>`,
    ...(rejected.length > 0
      ? [
          `<p>${escapeHtml(STATUS_MAIL.rejectedDocumentsHeading)}</p>`,
          `<ul>${rejected.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        ]
      : []),
    ...(requested.length > 0
      ? [
          `<p>${escapeHtml(STATUS_MAIL.requestedDocumentsHeading)}</p>`,
          `<ul>${requested.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        ]
      : []),
    ...(deadline ? [`<p><strong>${escapeHtml(deadline)}</strong></p>`] : []),
    `<p>${escapeHtml(STATUS_MAIL.reference(input.applicationId))}</p>`,
  ];
  const { to, applicationId, locale } = input;
  return studentMail({ to, locale, applicationId, subject: STATUS_MAIL.subject(input.status), text, html }, contact);
}
