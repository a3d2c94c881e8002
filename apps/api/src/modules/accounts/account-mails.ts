import type { User } from '@studychina/db';
import { escapeHtml } from '../../lib/escape-html.js';
import type { Mail } from '../../plugins/mailer.js';
import { CODE_TTL_MS, type CodeStepPurpose } from './otp.service.js';

const MINUTES = CODE_TTL_MS / 60_000;

const copy: Record<CodeStepPurpose, { subject: string; intro: string; ignore: string }> = {
  verify: {
    subject: 'Verify your email: your 6-digit code',
    intro: 'Welcome to Study in China Admissions. Enter this code to verify your email address:',
    ignore: 'If you did not create an account, you can ignore this email.',
  },
  reset: {
    subject: 'Reset your password: your 6-digit code',
    intro: 'We received a request to reset your password. Enter this code to continue:',
    ignore: 'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  },
};

/** The code mail: a subject, a plain-text part and an HTML part, the code set apart in both. */
export function codeMail(user: Pick<User, 'email' | 'firstname'>, purpose: CodeStepPurpose, code: string): Mail {
  const { subject, intro, ignore } = copy[purpose];
  const validity = `The code is valid for ${MINUTES} minutes and can be used once.`;
  const text = [
    `Hello ${user.firstname},`,
    '',
    intro,
    '',
    `    ${code}`,
    '',
    validity,
    ignore,
    '',
    'Study in China Admissions',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hello ${escapeHtml(user.firstname)},</p>
<p>${intro}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace;background:#f3f4f6;padding:12px 20px;display:inline-block">${code}</p>
<p>${validity}</p>
<p style="color:#6b7280">${ignore}</p>
<p>Study in China Admissions</p>
</body></html>`;
  return { to: user.email, subject, text, html };
}

const flowName: Record<CodeStepPurpose, string> = {
  verify: 'e-mail verification',
  reset: 'password reset',
};

/**
 * The one notice an owner gets when a code flow of their account locks (docs/product.md#limits): what
 * happened, until when, and that nothing else changed. No link and no code: nothing in it to misuse.
 */
export function codesLockedMail(user: Pick<User, 'email' | 'firstname'>, purpose: CodeStepPurpose, until: Date): Mail {
  const when = `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = [
    `Many ${flowName[purpose]} codes were requested for your account, or many wrong codes were entered.`,
    `For your account's safety, ${flowName[purpose]} codes are paused until ${when}.`,
    purpose === 'reset'
      ? 'Your password has not changed, and you can still sign in with it.'
      : 'Nothing else about your account has changed.',
    'If this was you, please try again after that time. If it was not, you do not need to do anything.',
  ];
  return {
    to: user.email,
    subject: `Your ${flowName[purpose]} codes are paused`,
    text: [`Hello ${user.firstname},`, '', ...lines, '', 'Study in China Admissions'].join('\n'),
    html: `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hello ${escapeHtml(user.firstname)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>Study in China Admissions</p>
</body></html>`,
  };
}
