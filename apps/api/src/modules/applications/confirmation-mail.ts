import { fileSizeInKb, mailFieldLabel, studentMails, type ApplicationFormValues } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import { studentMail, type MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';
import type { ReceivedFile } from './receive-application.js';

export interface ConfirmationInput {
  to: string;
  applicationId: string;
  values: ApplicationFormValues;
  files: readonly ReceivedFile[];
  /** The applicant's saved language (issue 17). */
  locale?: string | null;
}

/**
 * The applicant's receipt: what we have, so a missing document is noticed now rather than at review, and
 * the link to the application's page where its progress shows.
 */
export function confirmationMail(
  { to, applicationId, values, files, locale }: ConfirmationInput,
  contact: MailContact,
): Mail {
  const texts = studentMails(locale).receipt;
  const majors = [texts.firstChoice(values.majorFirstChoice)];
  if (values.majorSecondChoice) majors.push(texts.secondChoice(values.majorSecondChoice));
  const fileLines = files.map((f) => `${mailFieldLabel(locale, f.list)}: ${f.originalName} (${fileSizeInKb(f.size)})`);
  const greeting = texts.greeting(values.firstName);
  const intro = texts.intro(applicationId);
  const closing = texts.closing;
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return studentMail(
    {
      to,
      locale,
      subject: texts.subject,
      applicationId,
      text: [
        greeting,
        '',
        intro,
        '',
        `${texts.majorsHeading}:`,
        ...majors.map((m) => `  - ${m}`),
        '',
        `${texts.filesHeading(files.length)}:`,
        ...fileLines.map((l) => `  - ${l}`),
        '',
        closing,
      ],
      html: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<p><strong>${escapeHtml(texts.majorsHeading)}</strong></p>${list(majors)}`,
        `<p><strong>${escapeHtml(texts.filesHeading(files.length))}</strong></p>${list(fileLines)}`,
        `<p>${escapeHtml(closing)}</p>`,
      ],
    },
    contact,
  );
}
