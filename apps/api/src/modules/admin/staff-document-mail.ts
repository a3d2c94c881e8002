import { studentMails } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../plugins/mailer.js';

/**
 * "A new document is waiting in your dashboard" (docs/product.md#the-students-application-after-submitting),
 * in the student's saved language (issue 17).
 */
export function staffDocumentMail(to: string, firstname: string, originalName: string, locale?: string | null): Mail {
  const texts = studentMails(locale).staffDocument;
  const text = texts.body(firstname, originalName);
  return {
    to,
    subject: texts.subject,
    text,
    html: text
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('\n'),
  };
}
