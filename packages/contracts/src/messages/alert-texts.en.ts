/**
 * WhatsApp and SMS alerts (issue 32, docs/decisions/0138-whatsapp-and-sms-alerts.md): the short texts sent to students
 * (the SMS, and the body of each WhatsApp template as it is registered with Meta), the account page's answers and
 * labels, and the back office's. ./alert-texts.fr.ts is typed by it.
 */
export const ALERT_TEXTS_EN = {
  'alerts.message.status': '{site}: Dear {firstname}, your application is now: {status}. Details: {url}',
  'alerts.message.correction':
    '{site}: Dear {firstname}, your application needs corrections by {day}. See what to do: {url}',
  'alerts.message.correctionNoDeadline':
    '{site}: Dear {firstname}, your application needs corrections. See what to do: {url}',
  'alerts.message.reminder':
    '{site}: Reminder, {firstname}: your corrections are due {days, plural, one {in # day} other {in # days}}, by {day}. {url}',
  'alerts.message.payment': '{site}: Dear {firstname}, we received your payment of {amount}. Thank you! {url}',
  'alerts.message.code': '{site}: your code to receive alerts on this number is {code}. It expires in 10 minutes.',
  'alerts.mail.reminderSubject': 'Reminder: your corrections are due by {day}',
  'alerts.mail.reminderBody':
    'Dear {firstname},\n\nThis is a reminder: the corrections we asked for on your application are due {days, plural, one {in # day} other {in # days}}, by {day}.',
  'alerts.saved': 'Your alert settings are saved.',
  'alerts.codeSent.whatsapp': 'We sent a 6-digit code to {phone} on WhatsApp: enter it to turn WhatsApp alerts on.',
  'alerts.codeSent.sms': 'We sent a 6-digit code to {phone} by SMS: enter it to turn SMS alerts on.',
  'alerts.verified.whatsapp': 'WhatsApp alerts are on.',
  'alerts.verified.sms': 'SMS alerts are on.',
  'alerts.phoneInvalid': 'Enter your phone number with its country code (e.g. +234 801 234 5678).',
  'alerts.unavailable': 'This channel is not available.',
  'alerts.noPendingCode': 'Turn the channel on first: we will send you a code.',
  'alerts.staff.queued': 'Message queued for {channel}.',
  'alerts.staff.channelOff': 'The student has not turned this channel on.',
  'alerts.staff.whatsappWindow':
    "WhatsApp allows a free-form message only within 24 hours of the student's last message: send an SMS instead.",
  'alerts.web.heading': 'WhatsApp and SMS alerts',
  'alerts.web.intro':
    'Get status changes, correction requests, deadline reminders and payment confirmations where you read them. E-mail stays on.',
  'alerts.web.phone': 'Phone number (with country code)',
  'alerts.web.whatsapp': 'WhatsApp',
  'alerts.web.sms': 'SMS',
  'alerts.web.on': 'On',
  'alerts.web.off': 'Off',
  'alerts.web.pending': 'Waiting for the code',
  'alerts.web.turnOn': 'Turn on',
  'alerts.web.turnOff': 'Turn off',
  'alerts.web.code': 'Code',
  'alerts.web.verify': 'Verify',
  'alerts.web.stopped': 'Turned off after you replied STOP or blocked us. Turn it on again whenever you like.',
  'alerts.web.staffHeading': 'Alerts sent',
  'alerts.web.staffNone': 'No alerts yet.',
  'alerts.web.staffSend': 'Send',
  'alerts.web.staffMessage': 'Message to the student',
} as const;

export type AlertTextsEn = typeof ALERT_TEXTS_EN;
