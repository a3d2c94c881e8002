import { mailTexts, text } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import { studentMail, type MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';

export interface StaffDocumentMailInput {
  to: string;
  firstname: string;
  originalName: string;
  /** The application whose page holds the document (the mail links to it). */
  applicationId: string;
  /** The student's saved language (issue 17). */
  locale?: string | null;
}

/**
 * "A new document is waiting in your dashboard" (docs/product.md#the-students-application-after-submitting),
 * in the student's saved language, with the link to the application's page where it can be downloaded.
 */
export function staffDocumentMail(input: StaffDocumentMailInput, contact: MailContact): Mail {
  const say = mailTexts(input.locale);
  const body = say(text('mail.staffDocument.body', { firstname: input.firstname, originalName: input.originalName }));
  const paragraphs = body.split('\n\n');
  return studentMail(
    {
      to: input.to,
      locale: input.locale,
      applicationId: input.applicationId,
      subject: say(text('mail.staffDocument.subject')),
      text: paragraphs.flatMap((paragraph, i) => (i === 0 ? [paragraph] : ['', paragraph])),
      html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    },
    contact,
  );
}
