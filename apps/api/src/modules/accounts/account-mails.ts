import { mailMomentText, mailTexts, text } from '@studychina/contracts';
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
  const say = mailTexts(user.locale);
  const hello = say(text('mail.code.hello', { firstname: user.firstname }));
  const intro = say(text(`mail.code.${purpose}.intro`));
  const ignore = say(text(`mail.code.${purpose}.ignore`));
  const validity = say(text('mail.code.validity', { minutes: MINUTES }));
  return studentMail(
    {
      to: user.email,
      locale: user.locale,
      subject: say(text(`mail.code.${purpose}.subject`)),
      text: [hello, '', intro, '', `    ${code}`, '', validity, ignore],
      html: [
        `<p>${escapeHtml(hello)}</p>`,
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
  const say = mailTexts(user.locale);
  const flow = text(`mail.codesLocked.flowName.${purpose}`);
  const hello = say(text('mail.code.hello', { firstname: user.firstname }));
  const lines = [
    say(text('mail.codesLocked.what', { flow })),
    say(text('mail.codesLocked.paused', { flow, until: mailMomentText(user.locale, until) })),
    say(text(purpose === 'reset' ? 'mail.codesLocked.passwordUnchanged' : 'mail.codesLocked.nothingElse')),
    say(text('mail.codesLocked.ifYou')),
  ];
  return studentMail(
    {
      to: user.email,
      locale: user.locale,
      subject: say(text('mail.codesLocked.subject', { flow })),
      text: [hello, '', ...lines],
      html: [`<p>${escapeHtml(hello)}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`)],
    },
    contact,
  );
}
