import {
  mailDeadlineDay,
  mailFieldLabel,
  mailTexts,
  requestedDocumentLines,
  studentStatusText,
  text,
  type ApplicationStatus,
  type Text,
} from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import { studentMail, type MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';

export interface StatusMailInput {
  to: string;
  firstname: string;
  applicationId: string;
  status: ApplicationStatus;
  /**
   * The message: what staff wrote, mailed as written, or our text of the student's own action (a Text, by its
   * key in the student's language: docs/decisions/0116-texts-by-key-to-the-end.md).
   */
  message: string | Text;
  /** action_required: every rejected document still to replace, with its reason. */
  rejected?: readonly { listName: string; originalName: string; reviewReason: string | null }[];
  /** action_required: the documents asked for (docs/product.md#document-requests), saved or not (a preview). */
  requested?: Parameters<typeof requestedDocumentLines>[1];
  deadline?: Date | null;
  /** The student's saved language (issue 17). */
  locale?: string | null;
}

/**
 * The student's mail for every transition (docs/product.md#back-office-statuses-and-workflow): the new
 * status and the message; for action_required also the documents to replace with their reasons, the
 * documents requested with their notes, and the deadline; the link to the application's page and how to
 * reach us (lib/student-mail.ts). Every text a person typed is escaped in the HTML part. The staff preview
 * is this mail (admin/status-preview.ts).
 */
export function statusMail(input: StatusMailInput, contact: MailContact): Mail {
  const say = mailTexts(input.locale);
  const status = studentStatusText(input.status);
  const greeting = say(text('mail.status.greeting', { firstname: input.firstname }));
  const intro = say(text('mail.status.intro', { status }));
  const messageHeading = say(text('mail.status.messageHeading'));
  const rejectedHeading = say(text('mail.status.rejectedDocumentsHeading'));
  const requestedHeading = say(text('mail.status.requestedDocumentsHeading'));
  const reference = say(text('mail.status.reference', { id: input.applicationId }));
  const message = typeof input.message === 'string' ? input.message : say(input.message);
  const rejected = (input.rejected ?? []).map((file) =>
    say(
      text('mail.status.rejectedDocument', {
        listLabel: mailFieldLabel(input.locale, file.listName),
        originalName: file.originalName,
        reason: file.reviewReason ?? '',
      }),
    ),
  );
  const requested = requestedDocumentLines(input.locale, input.requested ?? []);
  const deadline = input.deadline
    ? say(text('mail.status.deadline', { day: mailDeadlineDay(input.locale, input.deadline) }))
    : null;
  const lines = [
    greeting,
    '',
    intro,
    '',
    messageHeading,
    message,
    ...(rejected.length > 0 ? ['', rejectedHeading, ...rejected.map((line) => `  - ${line}`)] : []),
    ...(requested.length > 0 ? ['', requestedHeading, ...requested.map((line) => `  - ${line}`)] : []),
    ...(deadline ? ['', deadline] : []),
    '',
    reference,
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p><strong>${escapeHtml(intro)}</strong></p>`,
    `<p>${escapeHtml(messageHeading)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(message)}</p>`,
    ...(rejected.length > 0
      ? [
          `<p>${escapeHtml(rejectedHeading)}</p>`,
          `<ul>${rejected.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        ]
      : []),
    ...(requested.length > 0
      ? [
          `<p>${escapeHtml(requestedHeading)}</p>`,
          `<ul>${requested.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        ]
      : []),
    ...(deadline ? [`<p><strong>${escapeHtml(deadline)}</strong></p>`] : []),
    `<p>${escapeHtml(reference)}</p>`,
  ];
  const { to, applicationId, locale } = input;
  return studentMail(
    { to, locale, applicationId, subject: say(text('mail.status.subject', { status })), text: lines, html },
    contact,
  );
}
