// Every text of the back office and of the student's application after submitting, free of zod
// (the web uses them too). docs/product.md#back-office-statuses-and-workflow.
import { STAFF_STATUS_LABELS, type ApplicationStatus } from './workflow.js';
import { text, textList, type Text } from '../messages/text.js';

// Errors (docs/product.md#errors)
export const FORBIDDEN_MESSAGE = 'You do not have access to this.';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact an administrator.';
/** 409 ILLEGAL_TRANSITION: students meet it too (withdraw, resubmit), so the statuses are keyed. */
export const illegalTransition = (from: ApplicationStatus, to: ApplicationStatus): Text<'status.illegalTransition'> =>
  text('status.illegalTransition', { from: text(`staffStatus.${from}`), to: text(`staffStatus.${to}`) });
export const illegalTransitionMessage = (from: ApplicationStatus, to: ApplicationStatus): string =>
  `An application that is "${STAFF_STATUS_LABELS[from]}" cannot be moved to "${STAFF_STATUS_LABELS[to]}".`;
export const NOTHING_TO_REPLACE_MESSAGE = 'There is no rejected document in this list to replace.';
export const REPLACE_ONE_LIST_MESSAGE = 'Please send the replacements of one document list at a time.';
export const REPLACE_TOO_MANY_MESSAGE = 'Please send one replacement for each rejected document of this list.';
export const REPLACE_NOT_NOW_MESSAGE =
  'Documents can only be replaced while your application is waiting for corrections.';
export const DOCUMENT_FILE_REQUIRED_MESSAGE = 'Please attach one file (PDF or image) in the field "file".';
export const DEADLINE_REQUIRED_MESSAGE = 'A deadline is required when asking the student for corrections.';
export const DEADLINE_INVALID_MESSAGE = 'The deadline must be a date (YYYY-MM-DD) or a date and time.';
export const DEADLINE_PAST_MESSAGE = 'The deadline must be in the future.';
export const STATUS_MESSAGE_REQUIRED_MESSAGE = 'A message for the student is required.';
export const REVIEW_REASON_REQUIRED_MESSAGE = 'A reason is required when rejecting a document.';
export const NOTE_TEXT_REQUIRED_MESSAGE = 'The note cannot be empty.';
export const ASSIGNEE_INVALID_MESSAGE = 'Applications can only be assigned to an active staff or admin account.';
export const FILE_ALREADY_REPLACED_MESSAGE = 'This document has been replaced; review the new one.';
export const CONFLICT_RETRY_MESSAGE = 'Someone changed this application at the same moment. Please try again.';

// Document requests and what is still outstanding (docs/product.md#document-requests). The item Texts are
// the values of DOCUMENTS_OUTSTANDING's `errors` and the parts of its message (docs/decisions/0109-checks-raise-texts.md);
// the `…Text(label: string)` functions below them write the product's English of each, which keyed.test.ts compares.
/** A document's label as a value: a form list's label Text, or the name staff gave a requested document. */
type DocumentLabel = Text | string;
export const outstandingRequested = (label: DocumentLabel): Text<'documents.requested'> =>
  text('documents.requested', { label });
export const outstandingRejected = (label: DocumentLabel, fileName: string): Text<'documents.rejected'> =>
  text('documents.rejected', { label, fileName });
export const outstandingMissing = (label: DocumentLabel): Text<'documents.missing'> =>
  text('documents.missing', { label });
export const documentsOutstanding = (items: readonly Text[]): Text<'documents.outstanding'> =>
  text('documents.outstanding', { items: textList(items, 'semicolon') });
export const outstandingRequestedText = (label: string) => `${label} (requested, not received yet)`;
export const outstandingRejectedText = (label: string, originalName: string) =>
  `${label} "${originalName}" (rejected, not replaced yet)`;
export const outstandingMissingText = (label: string) => `${label} (required, no file yet)`;
export const documentsOutstandingMessage = (items: readonly string[]) =>
  `Documents still outstanding: ${items.join('; ')}.`;
export const REQUESTS_ONLY_FOR_CORRECTIONS_MESSAGE =
  'Documents can only be requested when asking the student for corrections (action_required).';
export const REQUEST_DUPLICATE_MESSAGE = 'Each document can be requested only once.';
export const REQUEST_LIST_OR_NAME_MESSAGE =
  "Give either one of the form's document lists (listName) or the name of another document (name).";
export const REQUEST_LIST_UNKNOWN_MESSAGE = 'Unknown document list.';
export const REQUEST_NAME_REQUIRED_MESSAGE = 'The name of the requested document is required.';
export const REQUEST_ID_REQUIRED_MESSAGE =
  'Please say which requested document this is: send the text field "requestId" before the files in "extra[0]".';
export const REQUEST_UNKNOWN_MESSAGE = 'There is no such document request on this application.';
export const REQUEST_CLOSED_MESSAGE = 'This document request has already been answered.';
export const REQUEST_LIST_MISMATCH_MESSAGE =
  'These files do not match the request: send a named document as "extra[0]", and a list\'s documents under its name.';
export const STAFF_UPLOAD_CLOSED_MESSAGE = 'Documents cannot be added to a closed application.';

// Answers
export const STATUS_CHANGED_MESSAGE = 'Status updated. The student has been notified by e-mail.';
export const FILE_REVIEWED_MESSAGE = 'Review saved.';
export const NOTE_ADDED_MESSAGE = 'Note added.';
export const ASSIGNED_MESSAGE = 'Assignment saved.';
export const STAFF_DOCUMENT_ADDED_MESSAGE = 'Document added. The student has been notified by e-mail.';
export const FILES_REPLACED_MESSAGE = 'Thank you, your new documents have been received.';
export const RESUBMITTED_MESSAGE = 'Your application has been sent back for review.';
export const WITHDRAWN_MESSAGE = 'Your application has been withdrawn.';
export const STAFF_FILES_ADDED_MESSAGE = 'Documents added for the student.';

/** The messages of the events the student causes (shown to them, and mailed). */
export const SUBMITTED_EVENT_MESSAGE = 'We have received your application.';
export const RESUBMITTED_EVENT_MESSAGE = 'You sent your corrected documents. We will review your application again.';
export const WITHDRAWN_EVENT_MESSAGE = 'You withdrew your application.';

// Mails to the student: keyed messages (messages/mails.en.ts)

// Mail to staff (the assignee, or the inbox when nobody is assigned)
export const RESUBMITTED_MAIL = {
  subject: (applicantName: string) => `Corrections received: ${applicantName}`,
  body: (applicantName: string, id: string) =>
    `${applicantName} replaced the requested documents and sent application ${id} back for review.`,
};

/** The list name of documents from staff on ApplicationFile, and how people read it. */
export const STAFF_DOCUMENTS_LIST = 'staffDocuments';
export const STAFF_DOCUMENT_LABEL = 'Document from our team';
/** PDF or image, judged by the bytes. */
export const STAFF_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
