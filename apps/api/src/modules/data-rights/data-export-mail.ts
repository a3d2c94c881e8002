import { localizedPath, mailDeadlineDay, mailLocale, mailTexts, text } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import { studentMail, type MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';

export interface DataExportMailInput {
  to: string;
  firstname: string;
  exportId: string;
  expiresAt: Date;
  locale?: string | null;
}

/** The student's page that downloads the ZIP with their session (the link alone opens nothing). */
export const dataExportPageUrl = (contact: MailContact, exportId: string, locale: string | null | undefined) =>
  `${contact.webUrl}${localizedPath(`/dashboard?export=${encodeURIComponent(exportId)}`, mailLocale(locale))}`;

/** "Your data is ready" (issue 31): the link to download it signed in, and until when it works. */
export function dataExportMail(input: DataExportMailInput, contact: MailContact): Mail {
  const say = mailTexts(input.locale);
  const url = dataExportPageUrl(contact, input.exportId, input.locale);
  const until = mailDeadlineDay(input.locale, input.expiresAt);
  const paragraphs = [
    say(text('mail.dataExport.hello', { firstname: input.firstname })),
    say(text('mail.dataExport.ready', { day: until })),
    say(text('mail.dataExport.link', { url })),
  ];
  return studentMail(
    {
      to: input.to,
      locale: input.locale,
      subject: say(text('mail.dataExport.subject')),
      text: paragraphs.flatMap((paragraph, i) => (i === 0 ? [paragraph] : ['', paragraph])),
      html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    },
    contact,
  );
}
