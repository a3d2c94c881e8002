import { localizedPath, mailLocale, mailTexts, text } from '@studychina/contracts';
import type { Config } from '../config.js';
import { escapeHtml } from './escape-html.js';

/** Where the student's pages are and how students reach the consultancy (WEB_URL, CONTACT_*). */
export interface MailContact {
  webUrl: string;
  /** Reply-To of every student mail: an answer reaches a person. */
  inbox: string;
  phone?: string | undefined;
  whatsapp?: string | undefined;
}

export const mailContactOf = (
  config: Pick<Config, 'WEB_URL' | 'CONTACT_INBOX' | 'CONTACT_PHONE' | 'CONTACT_WHATSAPP'>,
): MailContact => ({
  webUrl: config.WEB_URL.replace(/\/+$/, ''),
  inbox: config.CONTACT_INBOX,
  phone: config.CONTACT_PHONE,
  whatsapp: config.CONTACT_WHATSAPP,
});

/** WhatsApp's click-to-chat link: the number's digits only, country code first. */
export const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The student's page of one application, in their language (French pages live under /fr). */
export const applicationPageUrl = (contact: MailContact, applicationId: string, locale: string | null | undefined) =>
  `${contact.webUrl}${localizedPath(`/dashboard/applications/${encodeURIComponent(applicationId)}`, mailLocale(locale))}`;

export interface StudentMailParts {
  to: string;
  /** The student's saved language: the footer's and the page's. */
  locale: string | null | undefined;
  subject: string;
  /** The body's lines as plain text (the signature and footer are added). */
  text: string[];
  /** The same body as HTML paragraphs, every user text already escaped. */
  html: string[];
  /** The application whose page the mail links to (none for the code mails). */
  applicationId?: string;
}

const BUTTON =
  'display:inline-block;background:#b91c1c;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold';

/**
 * Every mail to a student, framed alike (docs/product.md#security): the body, a link to the page to act
 * on, the signature, then how to reach us (reply, phone, WhatsApp) in their language; Reply-To is the
 * consultancy's inbox. Plain text and HTML say the same.
 */
export function studentMail(parts: StudentMailParts, contact: MailContact) {
  const locale = mailLocale(parts.locale);
  const say = mailTexts(locale);
  const texts = {
    open: say(text('mail.footer.open')),
    openLine: (url: string) => say(text('mail.footer.openLine', { url })),
    signature: say(text('mail.signature')),
    questions: say(text('mail.footer.questions')),
    phone: (number: string) => say(text('mail.footer.phone', { number })),
    whatsapp: (number: string) => say(text('mail.footer.whatsapp', { number })),
  };
  const page = parts.applicationId ? applicationPageUrl(contact, parts.applicationId, locale) : null;
  const reach = [
    texts.questions,
    ...(contact.phone ? [texts.phone(contact.phone)] : []),
    ...(contact.whatsapp ? [texts.whatsapp(`${contact.whatsapp} – ${whatsappLink(contact.whatsapp)}`)] : []),
  ];
  const plainText = [
    ...parts.text,
    ...(page ? ['', texts.openLine(page)] : []),
    '',
    texts.signature,
    '',
    '--',
    ...reach,
  ].join('\n');

  const link = (href: string, label: string, style = '') =>
    `<a href="${escapeHtml(href)}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;
  const reachHtml = [
    escapeHtml(texts.questions),
    ...(contact.phone ? [texts.phone(link(`tel:${contact.phone.replace(/[^\d+]/g, '')}`, contact.phone))] : []),
    ...(contact.whatsapp ? [texts.whatsapp(link(whatsappLink(contact.whatsapp), contact.whatsapp))] : []),
  ];
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${parts.html.join('\n')}
${page ? `<p>${link(page, texts.open, BUTTON)}</p>\n<p style="font-size:13px;color:#6b7280">${escapeHtml(page)}</p>\n` : ''}<p>${escapeHtml(texts.signature)}</p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:14px;color:#4b5563">${reachHtml.join('<br>')}</p>
</body></html>`;
  return { to: parts.to, replyTo: contact.inbox, subject: parts.subject, text: plainText, html };
}
