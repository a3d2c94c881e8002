import { fileSizeInKb, friendlyLabel, type ApplicationFormValues } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../plugins/mailer.js';
import type { ReceivedFile } from './receive-application.js';

export interface ConfirmationInput {
  to: string;
  applicationId: string;
  values: ApplicationFormValues;
  files: readonly ReceivedFile[];
}

/** The applicant's receipt: what we have, so a missing document is noticed now rather than at review. */
export function confirmationMail({ to, applicationId, values, files }: ConfirmationInput): Mail {
  const majors = [`First choice: ${values.majorFirstChoice}`];
  if (values.majorSecondChoice) majors.push(`Second choice: ${values.majorSecondChoice}`);
  const fileLines = files.map((f) => `${friendlyLabel(f.list)}: ${f.originalName} (${fileSizeInKb(f.size)})`);
  const greeting = `Dear ${values.firstName},`;
  const intro = `We have received your application for study in China (reference ${applicationId}).`;
  const closing = 'We will review it and contact you. Please keep this e-mail for your records.';
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return {
    to,
    subject: 'We received your application – Study in China',
    text: [
      greeting,
      '',
      intro,
      '',
      'Majors:',
      ...majors.map((m) => `  - ${m}`),
      '',
      `Files received (${files.length}):`,
      ...fileLines.map((l) => `  - ${l}`),
      '',
      closing,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><strong>Majors</strong></p>${list(majors)}`,
      `<p><strong>Files received (${files.length})</strong></p>${list(fileLines)}`,
      `<p>${escapeHtml(closing)}</p>`,
    ].join('\n'),
  };
}
