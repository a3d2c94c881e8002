import { CATALOGUE_TEXTS_EN } from './catalogue-texts.en.js';
import { CHOICE_TEXTS_EN } from './choice-texts.en.js';
import { SHORTLIST_TEXTS_EN } from './shortlist-texts.en.js';
import { CONTENT_TEXTS_EN } from './content-texts.en.js';
import { PAYMENT_TEXTS_EN } from './payment-texts.en.js';
import { ADMIN_PAYMENT_TEXTS_EN } from './admin-payment-texts.en.js';
import { PAY_LINK_TEXTS_EN } from './pay-link-texts.en.js';
import { TRANSFER_TEXTS_EN } from './transfer-texts.en.js';
import { RECEIPT_TEXTS_EN } from './receipt-texts.en.js';

/**
 * The English texts that carry values (labels, counts, waits, sizes, file names), as ICU messages by key
 * (docs/decisions/0106-keyed-icu-messages.md). Each renders byte for byte the English the API answered
 * before keys (src/messages/english-snapshot.json; the test compares). Numbers the English wrote bare stay
 * bare (`::group-off`: "5000", not "5,000"). ./values.fr.ts is typed by this catalogue.
 */
export const VALUE_TEXTS_EN = {
  // The programme catalogue's texts (issue 28).
  ...CATALOGUE_TEXTS_EN,
  // Applying to a programme of the catalogue (issue 28).
  ...CHOICE_TEXTS_EN,
  ...SHORTLIST_TEXTS_EN,
  // Content management's answers (issue 29).
  ...CONTENT_TEXTS_EN,
  // Invoices and payments (issue 30).
  ...PAYMENT_TEXTS_EN,
  // The staff side of payments (issue 30).
  ...ADMIN_PAYMENT_TEXTS_EN,
  // The student's currency choice and the sponsor's payment link (issue 30).
  ...PAY_LINK_TEXTS_EN,
  // Paying by bank transfer (issue 30).
  ...TRANSFER_TEXTS_EN,
  ...RECEIPT_TEXTS_EN,
  'joiner.comma': ', ',
  'joiner.semicolon': '; ',
  /** Words shown as written: a name staff typed, a staff-only text (the back office is English, decision 0080). */
  asWritten: '{text}',

  'field.required': '{label} is required',
  'field.tooLong': '{label} must be at most {max, number, ::group-off} characters.',
  'field.notAChoice': '{label} must be one of: {choices}',
  'field.singleFileOnly': '{label}: only one file is allowed',
  'field.fileTypeNotAllowed': '{label}: this file type is not allowed',
  'field.invalidList': '{label} must be JSON text holding a list of entries with text fields',
  'field.tooManyEntries': '{label}: at most {max, number, ::group-off} entries are allowed',
  'field.mustBeText': '{label} must be a single text value',
  'field.invalidDate': '{label} is not a valid date!',
  'field.futureDate': '{label} cannot be in the future!',
  'field.dobAge': 'Date of Birth looks wrong: applicants must be between {min} and {max} years old!',
  'field.endBeforeStart': '{end} cannot be before {start}!',
  'document.tooOld':
    '{document} is dated more than six months ago: get a new one, upload it and enter its date. Documents must be at most six months old when you submit.',
  'document.expiresSoon':
    '{document} {days, plural, =0 {turns six months old today} =1 {turns six months old tomorrow} other {turns six months old in {days, number, ::group-off} days}}: submit your application before then, or get a newer one.',
  'entry.education': 'Education entry {n}: {text}',
  'entry.family': 'Family Member entry {n}: {text}',

  'wait.duration':
    '{unit, select, seconds {{n, number, ::group-off} seconds} minutes {{n, number, ::group-off} minutes} other {{n, number, ::group-off} hours}}',
  'account.loginLocked':
    'Too many sign-in attempts for this account. Please try again in {wait}, or reset your password.',
  'account.codesLocked':
    'Too many codes were requested or entered for this account. For its safety, codes are paused: please try again in {wait}.',
  'account.resendTooSoon':
    'Please wait {seconds, plural, one {# second} other {{seconds, number, ::group-off} seconds}} before requesting a new code.',
  'account.codeStillValid':
    'Your email is not verified yet. The 6-digit code we sent you a moment ago is still valid: enter it, or ask for a new one in {seconds, plural, one {# second} other {{seconds, number, ::group-off} seconds}}.',

  'bytes.mib': '{n} MiB',
  'bytes.kib': '{n} KiB',
  'bytes.bytes': '{n} bytes',
  'upload.namedFile': '{label}: "{fileName}"',
  'upload.anyFile': '{label}: a file',
  'upload.fileTooLarge': '{file} is larger than {size}, the largest file accepted.',
  'upload.tooLarge': 'The files of an application may not exceed {size} in total.',
  'upload.tooManyFiles': 'An application may hold at most {max, number, ::group-off} files.',
  'upload.tooManyFields': 'The form sent more than {max, number, ::group-off} fields.',
  'upload.fieldTooLarge': 'The field "{field}" is larger than {size}.',
  'upload.contentNotAllowed': '{file} is {detected}; {label} accepts {allowed}.',
  'upload.detectedType': 'a {type} file',
  'upload.unknownType': 'not a file type we recognise',
  'upload.fileEmpty': '{file} is empty.',
  'upload.unknownFileField':
    '"{field}" is not a file list of the application (use passportphoto[0], transcripts[1], ...).',

  'documents.outstanding': 'Documents still outstanding: {items}.',
  'documents.requested': '{label} (requested, not received yet)',
  'documents.rejected': '{label} "{fileName}" (rejected, not replaced yet)',
  'documents.missing': '{label} (required, no file yet)',

  'status.illegalTransition': 'An application that is "{from}" cannot be moved to "{to}".',
  'staff.assignedToColleague': 'Assigned to {name}: not taken over. Confirm to take it over.',

  'followUp.replaceDocuments':
    '{n, plural, one {# document needs to be replaced} other {{n, number, ::group-off} documents need to be replaced}}',
  'followUp.deadline': 'Please send your corrections by {day}.',
  'followUp.newDocuments':
    '{n, plural, one {# document from our team to download} other {{n, number, ::group-off} documents from our team to download}}',
  'followUp.sentTo': 'Sent to: {university}',
  'followUp.sentToProgramme': 'Sent to: {university} — {programme}',
  'followUp.admissionNumber': 'Admission number: {number}',
  'followUp.replaceWith': 'Replacement for {name}',
  'followUp.replacementChosen': 'New file: {name}',
  'followUp.wrongType': '{name} is not a file type this document accepts.',
  'followUp.requestedDocuments':
    '{n, plural, one {# document requested} other {{n, number, ::group-off} documents requested}}',
  'entry.educationTitle': 'Education entry {n}',
  'entry.familyTitle': 'Family Member entry {n}',
  'controls.codeDigit': 'Digit {n} of {count}',
  'account.resendCountdown': 'Resend OTP in {seconds, number, ::group-off}s',
  'page.files': '{n, plural, one {# file} other {{n, number, ::group-off} files}}',

  'request.failed': 'Request failed ({status, number, ::group-off})',
  'page.outOfRange': 'The page is out of range: the last page is {lastPage, number, ::group-off}.',
  'page.ofLast': 'Page {page, number, ::group-off} of {lastPage, number, ::group-off}',
} as const;

export type ValueTextsEn = typeof VALUE_TEXTS_EN;
