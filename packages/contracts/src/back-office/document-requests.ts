// Document requests and the documents still outstanding (docs/product.md#document-requests), free of zod so
// the web computes the same list the API answers with (the student's hint, the staff status panel).
import { EXTRA_DOCUMENTS_LIST, FILE_LIST_NAMES, type FileListName } from '../application/files.js';
import { friendlyLabel } from '../application/labels.js';
import type { Text } from '../messages/text.js';
import { fieldLabel } from '../messages/value-texts.js';
import { STAFF_DOCUMENTS_LIST, outstandingMissing, outstandingRejected, outstandingRequested } from './texts.js';

/** open: waiting for the student; fulfilled: a file answered it; cancelled: staff lifted the corrections. */
export const DOCUMENT_REQUEST_STATES = ['open', 'fulfilled', 'cancelled'] as const;
export type DocumentRequestState = (typeof DOCUMENT_REQUEST_STATES)[number];

/** Most documents asked for in one request for corrections. */
export const MAX_DOCUMENT_REQUESTS = 20;
export const DOCUMENT_REQUEST_NAME_MAX_LENGTH = 120;
export const DOCUMENT_REQUEST_NOTE_MAX_LENGTH = 1000;

/**
 * Every list name an ApplicationFile row may carry: the form's lists, the named extra documents and the
 * documents from staff. The database refuses any other (a CHECK constraint, docs/decisions/0092-document-requests-and-known-lists.md);
 * a test keeps the two lists equal.
 */
export const STORED_FILE_LISTS = [...FILE_LIST_NAMES, EXTRA_DOCUMENTS_LIST, STAFF_DOCUMENTS_LIST] as const;

/** What a request names: one of the form's lists, or another document by its name. */
export interface RequestedDocument {
  listName: string | null;
  name: string | null;
  note?: string | null;
}

/** How people read a request: the list's label, or the name staff gave it. */
export const requestLabel = (request: RequestedDocument): string =>
  request.listName ? friendlyLabel(request.listName) : (request.name ?? '');

export type OutstandingReason = 'requested' | 'rejected' | 'missing';

/** One document still outstanding: `key` is the list name, or the request's id for a named document. */
export interface OutstandingDocument {
  key: string;
  label: string;
  reason: OutstandingReason;
  /** The text of DOCUMENTS_OUTSTANDING's `errors[key]`, e.g. 'Passport Data Page (requested, not received yet)'. */
  text: Text;
}

/** The same in the staff's application view, its text in English (the back office is English: decision 0080). */
export type StaffOutstandingDocument = Omit<OutstandingDocument, 'text'> & { text: string };

interface CurrentFile {
  listName: string;
  position: number;
  originalName: string;
  /** Only the student's documents count (never the documents from staff). */
  source: string;
  replacedAt: unknown;
  reviewDecision: string | null;
}
interface OpenRequest extends RequestedDocument {
  id: string;
  state: DocumentRequestState;
}

const listOrder = (list: string) => {
  const index = (FILE_LIST_NAMES as readonly string[]).indexOf(list);
  return index === -1 ? FILE_LIST_NAMES.length : index;
};

/**
 * What keeps an application from moving on, in the order people read it: open requests (in the order
 * asked), rejected documents not replaced (in the form's list order), and, when `requiredLists` are given,
 * those of them without a current file. Resubmitting checks the first two; forwarding and admitting all three.
 */
export function outstandingDocuments(
  files: readonly CurrentFile[],
  requests: readonly OpenRequest[],
  requiredLists: readonly FileListName[] = [],
): OutstandingDocument[] {
  const current = files.filter((file) => file.source === 'student' && !file.replacedAt);
  const requested = requests
    .filter((request) => request.state === 'open')
    .map((request) => {
      const label = requestLabel(request);
      return {
        key: request.listName ?? request.id,
        label,
        reason: 'requested' as const,
        text: outstandingRequested(request.listName ? fieldLabel(request.listName) : (request.name ?? '')),
      };
    });
  const rejected = current
    .filter((file) => file.reviewDecision === 'rejected')
    .sort((a, b) => listOrder(a.listName) - listOrder(b.listName) || a.position - b.position)
    .map((file) => {
      const label = friendlyLabel(file.listName);
      return {
        key: file.listName,
        label,
        reason: 'rejected' as const,
        text: outstandingRejected(fieldLabel(file.listName), file.originalName),
      };
    });
  const missing = requiredLists
    .filter((list) => !current.some((file) => file.listName === list))
    .map((list) => {
      const label = friendlyLabel(list);
      return { key: list, label, reason: 'missing' as const, text: outstandingMissing(fieldLabel(list)) };
    });
  return [...requested, ...rejected, ...missing];
}

/** DOCUMENTS_OUTSTANDING's `errors`: each document's text under its key. */
export const outstandingErrors = (items: readonly OutstandingDocument[]): Record<string, Text[]> => {
  const errors: Record<string, Text[]> = {};
  for (const item of items) (errors[item.key] ??= []).push(item.text);
  return errors;
};
