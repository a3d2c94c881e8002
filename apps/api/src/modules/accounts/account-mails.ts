import { studentMails } from '@studychina/contracts';
import type { User } from '@studychina/db';
import { escapeHtml } from '../../lib/escape-html.js';
import { studentMail, type MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';
import { CODE_TTL_MS, type CodeStepPurpose } from './otp.service.js';

const MINUTES = CODE_TTL_MS / 60_000;
type Recipient = Pick<User, 'email' | 'firstname'> & { locale?: string | null };

/**
 * The code mail: a subject, a plain-text part and an HTML part, the code set apart in both; in the
 * user's saved language (issue 17), with how to reach us (no link: the code is typed where it was asked).
 */
export function codeMail(user: Recipient, purpose: CodeStepPurpose, code: string, contact: MailContact): Mail {
  const texts = studentMails(user.locale).code;
  const { subject, intro, ignore } = texts[purpose];
  const validity = texts.validity(MINUTES);
  return studentMail(
    {
      to: user.email,
      locale: user.locale,
      subject,
      text: [texts.hello(user.firstname), '', intro, '', `    ${code}`, '', validity, ignore],
      html: [
        `<p>${escapeHtml(texts.hello(user.firstname))}</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace;background:#f3f4f6;padding:12px 20px;display:inline-block">${code}</p>`,
        `<p>${escapeHtml(validity)}</p>`,
        `<p style="color:#6b7280">${escapeHtml(ignore)}</p>`,
      ],
    },
    contact,
  );
}

/**
 * The one notice an owner gets when a code flow of their account locks (docs/product.md#limits): what
 * happened, until when, and that nothing else changed, in the owner's saved language. No link and no code:
 * nothing in it to misuse.
 */
export function codesLockedMail(user: Recipient, purpose: CodeStepPurpose, until: Date, contact: MailContact): Mail {
  const { code, codesLocked: texts } = studentMails(user.locale);
  const flow = texts.flowName[purpose];
  const lines = [
    texts.what(flow),
    texts.paused(flow, until),
    purpose === 'reset' ? texts.passwordUnchanged : texts.nothingElse,
    texts.ifYou,
  ];
  return studentMail(
    {
      to: user.email,
      locale: user.locale,
      subject: texts.subject(flow),
      text: [code.hello(user.firstname), '', ...lines],
      html: [`<p>${escapeHtml(code.hello(user.firstname))}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`)],
    },
    contact,
  );
}
