import {
  SITE_NAME,
  mailDeadlineDay,
  mailLocale,
  mailTexts,
  studentStatusText,
  text,
  type ApplicationStatus,
} from '@studychina/contracts';
import type { AlertContent } from './queue-alert.js';

/**
 * The short texts of the alerts in the student's language (docs/decisions/0138-whatsapp-and-sms-alerts.md): the SMS is
 * the text; WhatsApp sends the template of the same name, registered with Meta with these texts as its body, the
 * site's name written in and each other value a parameter, in this order.
 */
type Locale = string | null | undefined;

const content = (kind: string, locale: Locale, template: string | null, params: string[], message: string) => ({
  kind,
  template,
  params,
  language: mailLocale(locale),
  text: message,
});

export function statusContent(locale: Locale, firstname: string, status: ApplicationStatus, url: string): AlertContent {
  const say = mailTexts(locale);
  const label = say(studentStatusText(status));
  return content(
    'status',
    locale,
    'application_status',
    [firstname, label, url],
    say(text('mail.alerts.message.status', { site: SITE_NAME, firstname, status: label, url })),
  );
}

export function correctionContent(locale: Locale, firstname: string, deadline: Date | null, url: string): AlertContent {
  const say = mailTexts(locale);
  if (!deadline)
    return content(
      'correction',
      locale,
      'correction_request_no_deadline',
      [firstname, url],
      say(text('mail.alerts.message.correctionNoDeadline', { site: SITE_NAME, firstname, url })),
    );
  const day = mailDeadlineDay(locale, deadline);
  return content(
    'correction',
    locale,
    'correction_request',
    [firstname, day, url],
    say(text('mail.alerts.message.correction', { site: SITE_NAME, firstname, day, url })),
  );
}

export function reminderContent(
  locale: Locale,
  firstname: string,
  days: number,
  deadline: Date,
  url: string,
): AlertContent {
  const say = mailTexts(locale);
  const day = mailDeadlineDay(locale, deadline);
  return content(
    'reminder',
    locale,
    'correction_reminder',
    [firstname, String(days), day, url],
    say(text('mail.alerts.message.reminder', { site: SITE_NAME, firstname, days, day, url })),
  );
}

/** A shortlisted programme's application deadline coming (alert-reminders' second kind). */
export function programmeDeadlineContent(
  locale: Locale,
  firstname: string,
  programme: string,
  days: number,
  deadline: Date,
  url: string,
): AlertContent {
  const say = mailTexts(locale);
  const day = mailDeadlineDay(locale, deadline);
  return content(
    'reminder',
    locale,
    'programme_deadline_reminder',
    [firstname, programme, String(days), day, url],
    say(text('mail.alerts.message.programmeDeadline', { site: SITE_NAME, firstname, programme, days, day, url })),
  );
}

export function paymentContent(locale: Locale, firstname: string, amount: string, url: string): AlertContent {
  const say = mailTexts(locale);
  return content(
    'payment',
    locale,
    'payment_confirmed',
    [firstname, amount, url],
    say(text('mail.alerts.message.payment', { site: SITE_NAME, firstname, amount, url })),
  );
}

export function codeContent(locale: Locale, code: string): AlertContent {
  const say = mailTexts(locale);
  return content(
    'code',
    locale,
    'verification_code',
    [code],
    say(text('mail.alerts.message.code', { site: SITE_NAME, code })),
  );
}

/** What staff write (admin/alert-message.routes.ts): a free-form message, no template. */
export const freeFormContent = (locale: Locale, message: string): AlertContent =>
  content('message', locale, null, [], message);
