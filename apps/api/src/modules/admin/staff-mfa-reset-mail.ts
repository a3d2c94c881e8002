import { STAFF_MFA_RESET_MAIL_SUBJECT, staffMfaResetMailText } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../plugins/mailer.js';

/** Tells a member an admin reset their second factor (docs/decisions/0134-staff-second-factor.md). */
export function staffMfaResetMail(to: { email: string; firstname: string }, webUrl: string): Mail {
  const site = webUrl.replace(/\/+$/, '');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hello ${escapeHtml(to.firstname)},</p>
<p>An administrator reset the second factor of your back-office account at Study in China Admissions: every session
of yours was ended, and your recovery codes no longer work.</p>
<p>At your <a href="${escapeHtml(`${site}/login`)}">next sign-in</a> you will set up your authenticator app again.</p>
<p style="color:#6b7280">If you did not ask for this, tell an administrator at once.</p>
</body></html>`;
  return { to: to.email, subject: STAFF_MFA_RESET_MAIL_SUBJECT, text: staffMfaResetMailText(to.firstname, site), html };
}
