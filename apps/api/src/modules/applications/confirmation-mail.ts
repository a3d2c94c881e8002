import {
  RECEIPT_DETAIL_FIELDS,
  answerText,
  fileSizeText,
  mailFieldLabel,
  studentMails,
  type ApplicationFormValues,
} from '@studychina/contracts';
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
 * The applicant's receipt: what we have, so a missing document or a mistyped date is noticed now rather
 * than at review, and the link to the application's page where its progress shows. Answers, dates and sizes
 * are written in the applicant's language (docs/product.md#mails-to-students).
 */
export function confirmationMail(
  { to, applicationId, values, files, locale }: ConfirmationInput,
  contact: MailContact,
): Mail {
  const texts = studentMails(locale).receipt;
  const majors = [texts.firstChoice(values.majorFirstChoice)];
  if (values.majorSecondChoice) majors.push(texts.secondChoice(values.majorSecondChoice));
  const details = RECEIPT_DETAIL_FIELDS.filter((name) => values[name].trim()).map((name) =>
    texts.detail(mailFieldLabel(locale, name), answerText(locale, name, values[name])),
  );
  const fileLines = files.map((f) =>
    texts.detail(mailFieldLabel(locale, f.list), `${f.originalName} (${fileSizeText(locale, f.size)})`),
  );
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
        texts.listHeading(texts.majorsHeading),
        ...majors.map((m) => `  - ${m}`),
        '',
        texts.listHeading(texts.detailsHeading),
        ...details.map((d) => `  - ${d}`),
        texts.detailsHint,
        '',
        texts.listHeading(texts.filesHeading(files.length)),
        ...fileLines.map((l) => `  - ${l}`),
        '',
        closing,
      ],
      html: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<p><strong>${escapeHtml(texts.majorsHeading)}</strong></p>${list(majors)}`,
        `<p><strong>${escapeHtml(texts.detailsHeading)}</strong></p>${list(details)}<p>${escapeHtml(texts.detailsHint)}</p>`,
        `<p><strong>${escapeHtml(texts.filesHeading(files.length))}</strong></p>${list(fileLines)}`,
        `<p>${escapeHtml(closing)}</p>`,
      ],
    },
    contact,
  );
}
