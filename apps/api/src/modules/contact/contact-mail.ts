import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../plugins/mailer.js';

/** The stored message (a ContactMessage row). */
export interface StoredContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * The company's copy of a contact message. Reply-To is the sender, so answering from the inbox reaches
 * them; the signed-in account's e-mail is shown too, as the form's address is typed freely.
 */
export function contactInboxMail(inbox: string, message: StoredContactMessage, accountEmail: string): Mail {
  // One line: a subject is a mail header.
  const subject = message.subject.replace(/\s+/g, ' ');
  const from = `${message.name} <${message.email}>`;
  const meta = [`From: ${from}`, `Account: ${accountEmail}`, `Subject: ${subject}`, `Reference: ${message.id}`];
  return {
    to: inbox,
    replyTo: message.email,
    subject: `Contact form: ${subject}`,
    text: [...meta, '', message.message].join('\n'),
    html: [
      `<p>${meta.map(escapeHtml).join('<br>')}</p>`,
      `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
    ].join('\n'),
  };
}
