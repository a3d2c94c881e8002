import { studentMails } from '@studychina/contracts';
import type { User } from '@studychina/db';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../plugins/mailer.js';
import { CODE_TTL_MS, type CodeStepPurpose } from './otp.service.js';

const MINUTES = CODE_TTL_MS / 60_000;

/**
 * The code mail: a subject, a plain-text part and an HTML part, the code set apart in both; in the
 * user's saved language (issue 17).
 */
export function codeMail(
  user: Pick<User, 'email' | 'firstname'> & { locale?: string | null },
  purpose: CodeStepPurpose,
  code: string,
): Mail {
  const texts = studentMails(user.locale).code;
  const { subject, intro, ignore } = texts[purpose];
  const validity = texts.validity(MINUTES);
  const text = [
    texts.hello(user.firstname),
    '',
    intro,
    '',
    `    ${code}`,
    '',
    validity,
    ignore,
    '',
    texts.signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${user.locale === 'fr' ? 'fr' : 'en'}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(texts.hello(user.firstname))}</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace;background:#f3f4f6;padding:12px 20px;display:inline-block">${code}</p>
<p>${escapeHtml(validity)}</p>
<p style="color:#6b7280">${escapeHtml(ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>
</body></html>`;
  return { to: user.email, subject, text, html };
}

/**
 * The one notice an owner gets when a code flow of their account locks (docs/product.md#limits): what
 * happened, until when, and that nothing else changed, in the owner's saved language. No link and no code:
 * nothing in it to misuse.
 */
export function codesLockedMail(
  user: Pick<User, 'email' | 'firstname'> & { locale?: string | null },
  purpose: CodeStepPurpose,
  until: Date,
): Mail {
  const { code, codesLocked: texts } = studentMails(user.locale);
  const flow = texts.flowName[purpose];
  const lines = [
    texts.what(flow),
    texts.paused(flow, until),
    purpose === 'reset' ? texts.passwordUnchanged : texts.nothingElse,
    texts.ifYou,
  ];
  return {
    to: user.email,
    subject: texts.subject(flow),
    text: [code.hello(user.firstname), '', ...lines, '', code.signature].join('\n'),
    html: `<!doctype html>
<html lang="${user.locale === 'fr' ? 'fr' : 'en'}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(code.hello(user.firstname))}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(code.signature)}</p>
</body></html>`,
  };
}
