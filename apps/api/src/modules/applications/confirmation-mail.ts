import {
  RECEIPT_DETAIL_FIELDS,
  answerText,
  fileSizeText,
  mailFieldLabel,
  mailTexts,
  text,
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
  /** The majors' names in that language, by the name the application holds (English); a name typed stays as typed. */
  majorNames?: ReadonlyMap<string, string>;
}

/**
 * The applicant's receipt: what we have, so a missing document or a mistyped date is noticed now rather
 * than at review, and the link to the application's page where its progress shows. Answers, dates and sizes
 * are written in the applicant's language (docs/product.md#mails-to-students).
 */
export function confirmationMail(
  { to, applicationId, values, files, locale, majorNames }: ConfirmationInput,
  contact: MailContact,
): Mail {
  const say = mailTexts(locale);
  const detail = (label: string, value: string) => say(text('mail.receipt.detail', { label, value }));
  const heading = (key: 'majorsHeading' | 'detailsHeading') => say(text(`mail.receipt.${key}`));
  const listHeading = (heading: string) => say(text('mail.receipt.listHeading', { heading }));
  const majorName = (name: string) => majorNames?.get(name) ?? name;
  const majors = [say(text('mail.receipt.firstChoice', { major: majorName(values.majorFirstChoice) }))];
  if (values.majorSecondChoice)
    majors.push(say(text('mail.receipt.secondChoice', { major: majorName(values.majorSecondChoice) })));
  const details = RECEIPT_DETAIL_FIELDS.filter((name) => values[name].trim()).map((name) =>
    detail(mailFieldLabel(locale, name), answerText(locale, name, values[name])),
  );
  const fileLines = files.map((f) =>
    detail(mailFieldLabel(locale, f.list), `${f.originalName} (${fileSizeText(locale, f.size)})`),
  );
  const greeting = say(text('mail.receipt.greeting', { firstname: values.firstName }));
  const intro = say(text('mail.receipt.intro', { id: applicationId }));
  const closing = say(text('mail.receipt.closing'));
  const detailsHint = say(text('mail.receipt.detailsHint'));
  const filesHeading = say(text('mail.receipt.filesHeading', { count: files.length }));
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return studentMail(
    {
      to,
      locale,
      subject: say(text('mail.receipt.subject')),
      applicationId,
      text: [
        greeting,
        '',
        intro,
        '',
        listHeading(heading('majorsHeading')),
        ...majors.map((m) => `  - ${m}`),
        '',
        listHeading(heading('detailsHeading')),
        ...details.map((d) => `  - ${d}`),
        detailsHint,
        '',
        listHeading(filesHeading),
        ...fileLines.map((l) => `  - ${l}`),
        '',
        closing,
      ],
      html: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<p><strong>${escapeHtml(heading('majorsHeading'))}</strong></p>${list(majors)}`,
        `<p><strong>${escapeHtml(heading('detailsHeading'))}</strong></p>${list(details)}<p>${escapeHtml(detailsHint)}</p>`,
        `<p><strong>${escapeHtml(filesHeading)}</strong></p>${list(fileLines)}`,
        `<p>${escapeHtml(closing)}</p>`,
      ],
    },
    contact,
  );
}
