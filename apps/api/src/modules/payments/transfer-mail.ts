import { mailTexts, minorDigits, numberText, text } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import { studentMail, type MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';

/** The student a transfer's decision is mailed to, in their saved language. */
export interface TransferMailStudent {
  email: string;
  firstname: string;
  locale: string | null;
}

/** 1234567 kobo → '12,345.67 NGN' / « 12 345,67 NGN »: for people, never stored. */
const moneyText = (locale: string | null, amount: number, currency: string) => {
  const digits = minorDigits(currency);
  return `${numberText(locale, amount / 10 ** digits, digits)} ${currency}`;
};

const paragraphsMail = (
  student: TransferMailStudent,
  applicationId: string,
  subject: string,
  body: string,
  contact: MailContact,
): Mail => {
  const paragraphs = body.split('\n\n');
  return studentMail(
    {
      to: student.email,
      locale: student.locale,
      applicationId,
      subject,
      text: paragraphs.flatMap((paragraph, i) => (i === 0 ? [paragraph] : ['', paragraph])),
      html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    },
    contact,
  );
};

/**
 * "We received your transfer" (docs/decisions/0130-bank-transfer-proof-and-confirmation.md): what arrived and either
 * that the invoice is paid or what is left to pay.
 */
export function transferConfirmedMail(
  student: TransferMailStudent,
  invoice: { number: string; applicationId: string; currency: string; due: number; paid: boolean },
  amount: number,
  contact: MailContact,
): Mail {
  const say = mailTexts(student.locale);
  const body = say(
    text('mail.transferConfirmed.body', {
      firstname: student.firstname,
      number: invoice.number,
      amount: moneyText(student.locale, amount, invoice.currency),
      paid: invoice.paid ? 'paid' : 'due',
      due: moneyText(student.locale, invoice.due, invoice.currency),
    }),
  );
  const subject = say(text('mail.transferConfirmed.subject', { number: invoice.number }));
  return paragraphsMail(student, invoice.applicationId, subject, body, contact);
}

/** "We could not accept your proof": staff's reason, in their words, and what to do. */
export function transferRejectedMail(
  student: TransferMailStudent,
  invoice: { number: string; applicationId: string },
  reason: string,
  contact: MailContact,
): Mail {
  const say = mailTexts(student.locale);
  const body = say(
    text('mail.transferRejected.body', { firstname: student.firstname, number: invoice.number, reason }),
  );
  const subject = say(text('mail.transferRejected.subject', { number: invoice.number }));
  return paragraphsMail(student, invoice.applicationId, subject, body, contact);
}
