import { STAFF_DOCUMENT_MAIL } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../plugins/mailer.js';

/** "A new document is waiting in your dashboard" (docs/product.md#the-students-application-after-submitting). */
export function staffDocumentMail(to: string, firstname: string, originalName: string): Mail {
  const text = STAFF_DOCUMENT_MAIL.body(firstname, originalName);
  return {
    to,
    subject: STAFF_DOCUMENT_MAIL.subject,
    text,
    html: text
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('\n'),
  };
}
