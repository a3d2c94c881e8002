import { STAFF_INVITE_MAIL_SUBJECT, staffInviteMailText } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../plugins/mailer.js';

/** The invitation: a link to `${WEB_URL}/set-password?token=…` (docs/product.md#back-office-staff-accounts). */
export function staffInviteMail(
  to: { email: string; firstname: string },
  webUrl: string,
  token: string,
  hours: number,
): Mail {
  const link = `${webUrl.replace(/\/+$/, '')}/set-password?token=${encodeURIComponent(token)}`;
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hello ${escapeHtml(to.firstname)},</p>
<p>An administrator created a back-office account for you at Study in China Admissions.</p>
<p><a href="${escapeHtml(link)}">Set your password</a> (the link works once, for ${hours} hours).</p>
<p style="color:#6b7280">If you did not expect this message, ignore it.</p>
</body></html>`;
  return {
    to: to.email,
    subject: STAFF_INVITE_MAIL_SUBJECT,
    text: staffInviteMailText(to.firstname, link, hours),
    html,
  };
}
