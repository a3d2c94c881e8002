import { RESUBMITTED_MAIL } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../plugins/mailer.js';

/** Staff's notice that a student sent corrections back (to the assignee, or the inbox when nobody is). */
export function resubmittedMail(to: string, applicantName: string, applicationId: string): Mail {
  const text = RESUBMITTED_MAIL.body(applicantName, applicationId);
  return { to, subject: RESUBMITTED_MAIL.subject(applicantName), text, html: `<p>${escapeHtml(text)}</p>` };
}
