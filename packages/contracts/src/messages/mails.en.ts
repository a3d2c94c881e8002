/**
 * The mails students get, as ICU messages by key (docs/decisions/0110-catalogues-by-area.md): the code mails,
 * the notice that codes are paused, the application receipt, the status-change mail, the notice of a document
 * from staff and the footer every mail ends with (docs/product.md#mails-to-students). The API renders each by
 * key in the student's saved language (`renderText`); dates and sizes come as values already written for the
 * reader by ../i18n/format-values.ts. ./mails.fr.ts is typed by this catalogue.
 */
export const MAIL_TEXTS_EN = {
  'mail.signature': 'Study in China Admissions',

  'mail.code.verify.subject': 'Verify your email: your 6-digit code',
  'mail.code.verify.intro': 'Welcome to Study in China Admissions. Enter this code to verify your email address:',
  'mail.code.verify.ignore': 'If you did not create an account, you can ignore this email.',
  'mail.code.reset.subject': 'Reset your password: your 6-digit code',
  'mail.code.reset.intro': 'We received a request to reset your password. Enter this code to continue:',
  'mail.code.reset.ignore':
    'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  'mail.code.hello': 'Hello {firstname},',
  'mail.code.validity': 'The code is valid for {minutes} minutes and can be used once.',

  'mail.receipt.subject': 'We received your application – Study in China',
  'mail.receipt.greeting': 'Dear {firstname},',
  'mail.receipt.intro': 'We have received your application for study in China (reference {id}).',
  'mail.receipt.closing': 'We will review it and contact you. Please keep this e-mail for your records.',
  'mail.receipt.majorsHeading': 'Majors',
  'mail.receipt.firstChoice': 'First choice: {major}',
  'mail.receipt.secondChoice': 'Second choice: {major}',
  'mail.receipt.filesHeading': 'Files received ({count})',
  'mail.receipt.detailsHeading': 'Please check these details',
  'mail.receipt.detail': '{label}: {value}',
  /** A heading of the plain-text part, before its list. */
  'mail.receipt.listHeading': '{heading}:',
  'mail.receipt.detailsHint': 'If one of them is wrong, tell us by replying to this e-mail.',

  /** {status} is the status's label for students (statusLabels.…), in the same language. */
  'mail.status.subject': 'Your application: {status}',
  'mail.status.greeting': 'Dear {firstname},',
  'mail.status.intro': 'The status of your application is now: {status}.',
  'mail.status.messageHeading': 'Message from our admissions team:',
  'mail.status.rejectedDocumentsHeading': 'Documents to replace:',
  'mail.status.rejectedDocument': '{listLabel} ({originalName}): {reason}',
  'mail.status.requestedDocumentsHeading': 'Documents to send:',
  /** A requested document with the note staff wrote (without a note, the line is the label alone). */
  'mail.status.requestedDocument': '{label}: {note}',
  'mail.status.deadline': 'Please upload the corrected documents in your dashboard by {day}.',
  'mail.status.reference': 'Application reference: {id}',

  /** The one notice an owner gets when a code flow of their account locks (docs/product.md#limits). */
  'mail.codesLocked.flowName.verify': 'e-mail verification',
  'mail.codesLocked.flowName.reset': 'password reset',
  'mail.codesLocked.subject': 'Your {flow} codes are paused',
  'mail.codesLocked.what': 'Many {flow} codes were requested for your account, or many wrong codes were entered.',
  'mail.codesLocked.paused': "For your account's safety, {flow} codes are paused until {until}.",
  'mail.codesLocked.passwordUnchanged': 'Your password has not changed, and you can still sign in with it.',
  'mail.codesLocked.nothingElse': 'Nothing else about your account has changed.',
  'mail.codesLocked.ifYou':
    'If this was you, please try again after that time. If it was not, you do not need to do anything.',

  'mail.staffDocument.subject': 'A new document is waiting in your dashboard',
  'mail.staffDocument.body':
    'Dear {firstname},\n\nA new document is waiting in your dashboard: {originalName}.\nSign in to download it.',

  /**
   * Download my data (issue 31): the 202's answer and the mail with the link. Under `mail.` though the answer is
   * not a mail, so that they stay out of the web's catalogues (docs/decisions/0137-students-data-rights.md).
   */
  'mail.dataExport.queued':
    'We are gathering your data. We will e-mail you a link to download it, usually within a few minutes.',
  'mail.dataExport.subject': 'Your data is ready to download',
  'mail.dataExport.hello': 'Dear {firstname},',
  'mail.dataExport.ready':
    'The copy of your data you asked for is ready: a ZIP file with your account, your applications, their messages, your invoices and every file you uploaded. The link works until {day}, once you are signed in.',
  'mail.dataExport.link': 'Download it: {url}',

  /** How every mail to a student ends: the page to act on, and how to reach us (docs/product.md#security). */
  'mail.footer.open': 'Open your application',
  'mail.footer.openLine': 'Open your application: {url}',
  'mail.footer.questions': 'Questions? Simply reply to this e-mail.',
  'mail.footer.phone': 'Phone: {number}',
  'mail.footer.whatsapp': 'WhatsApp: {number}',

  /**
   * WhatsApp and SMS alerts (issue 32, docs/decisions/0138-whatsapp-and-sms-alerts.md): the short texts sent to students
   * (the SMS, and the body of each WhatsApp template as registered with Meta), the reminder mail, and the API's answers
   * (under `mail.` so that they stay out of the web's catalogues, like mail.dataExport.queued).
   */
  'mail.alerts.message.status': '{site}: Dear {firstname}, your application is now: {status}. Details: {url}',
  'mail.alerts.message.correction':
    '{site}: Dear {firstname}, your application needs corrections by {day}. See what to do: {url}',
  'mail.alerts.message.correctionNoDeadline':
    '{site}: Dear {firstname}, your application needs corrections. See what to do: {url}',
  'mail.alerts.message.reminder':
    '{site}: Reminder, {firstname}: your corrections are due {days, plural, one {in # day} other {in # days}}, by {day}. {url}',
  'mail.alerts.message.payment': '{site}: Dear {firstname}, we received your payment of {amount}. Thank you! {url}',
  'mail.alerts.message.code': '{site}: your code to receive alerts on this number is {code}. It expires in 10 minutes.',
  'mail.alerts.mail.reminderSubject': 'Reminder: your corrections are due by {day}',
  'mail.alerts.mail.reminderBody':
    'Dear {firstname},\n\nThis is a reminder: the corrections we asked for on your application are due {days, plural, one {in # day} other {in # days}}, by {day}.',
  'mail.alerts.message.programmeDeadline':
    '{site}: Reminder, {firstname}: applications for {programme} close {days, plural, one {in # day} other {in # days}}, on {day}. Apply: {url}',
  'mail.alerts.mail.programmeDeadlineSubject': 'Reminder: applications for {programme} close on {day}',
  'mail.alerts.mail.programmeDeadlineBody':
    'Dear {firstname},\n\nYou saved {programme} on your shortlist: applications for its next intake close {days, plural, one {in # day} other {in # days}}, on {day}.\n\nApply: {url}',
  'mail.alerts.saved': 'Your alert settings are saved.',
  'mail.alerts.codeSent.whatsapp':
    'We sent a 6-digit code to {phone} on WhatsApp: enter it to turn WhatsApp alerts on.',
  'mail.alerts.codeSent.sms': 'We sent a 6-digit code to {phone} by SMS: enter it to turn SMS alerts on.',
  'mail.alerts.verified.whatsapp': 'WhatsApp alerts are on.',
  'mail.alerts.verified.sms': 'SMS alerts are on.',
  'mail.alerts.phoneInvalid': 'Enter your phone number with its country code (e.g. +234 801 234 5678).',
  'mail.alerts.unavailable': 'This channel is not available.',
  'mail.alerts.noPendingCode': 'Turn the channel on first: we will send you a code.',
  'mail.alerts.staff.queued': 'Message queued for {channel}.',
  'mail.alerts.staff.channelOff': 'The student has not turned this channel on.',
  'mail.alerts.staff.whatsappWindow':
    "WhatsApp allows a free-form message only within 24 hours of the student's last message: send an SMS instead.",

  /** "Delete my account" (issue 31, docs/decisions/0143-account-erasure.md); under `mail.` to stay out of the web's catalogues. */
  'mail.accountDelete.deleted':
    'Your account and your data are erased. Invoices and payments stay, without your name, as the law requires.',
  'mail.accountDelete.noPassword':
    'This account signs in with Google and has no password: set one with "Forgot password", then delete the account with it.',
} as const;
export type MailTextsEn = typeof MAIL_TEXTS_EN;
