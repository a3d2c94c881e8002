import { fileSizeText } from '../i18n/format-values.js';
import { FILE_LIST_NAMES, isFileListName, type FileListName } from './file-lists.js';

/**
 * The twelve file lists of the application (docs/product.md#apply-documents) with their accept filters and single/multiple rule
 * (docs/product.md#apply-documents). The web puts `accept` on the input; the API checks the type it
 * detects from the content against `mimeTypes`. A new list also needs a migration that widens the database's
 * CHECK on ApplicationFile.listName (docs/decisions/0092-document-requests-and-known-lists.md).
 */

// The names live in ./file-lists.ts, a module of their own (the catalogue's pages check a document's list
// without the rest of this one).
export { FILE_LIST_NAMES, isFileListName, type FileListName };

/** What validation needs to know about a chosen or uploaded file. */
export interface FileMeta {
  name: string;
  size: number;
  /** MIME type: declared by the browser on the web, detected from the bytes on the server. */
  type: string;
}
export type ApplicationFiles = Record<FileListName, FileMeta[]>;

interface AcceptKind {
  mimeTypes: readonly string[];
  extensions: readonly string[];
}
const IMAGES: AcceptKind = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  extensions: ['.jpg', '.jpeg', '.png', '.webp'],
};
const PDF: AcceptKind = { mimeTypes: ['application/pdf'], extensions: ['.pdf'] };
const WORD: AcceptKind = {
  mimeTypes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  extensions: ['.doc', '.docx'],
};
const IMAGES_OR_PDF: AcceptKind = {
  mimeTypes: [...IMAGES.mimeTypes, ...PDF.mimeTypes],
  extensions: [...IMAGES.extensions, ...PDF.extensions],
};
const DOCUMENT: AcceptKind = {
  mimeTypes: [...PDF.mimeTypes, ...WORD.mimeTypes],
  extensions: [...PDF.extensions, ...WORD.extensions],
};

export interface FileListRule extends AcceptKind {
  /** The HTML accept attribute: MIME types, then extensions (some systems only know one of them). */
  accept: string;
  multiple: boolean;
}
const rule = (kind: AcceptKind, multiple: boolean): FileListRule => ({
  ...kind,
  accept: [...kind.mimeTypes, ...kind.extensions].join(','),
  multiple,
});

export const FILE_LIST_RULES: Record<FileListName, FileListRule> = {
  passportphoto: rule(IMAGES, true),
  passportScan: rule(IMAGES_OR_PDF, true),
  applicantSignature: rule(IMAGES, false),
  sponsorSignature: rule(IMAGES, false),
  transcripts: rule(IMAGES_OR_PDF, true),
  recommendationLetters: rule(IMAGES_OR_PDF, true),
  medicalReport: rule(PDF, true),
  certificates: rule(PDF, true),
  bankStatement: rule(PDF, true),
  nonCriminalRecord: rule(PDF, true),
  englishCertificate: rule(PDF, true),
  researchProposal: rule(DOCUMENT, true),
};

/** Every list empty: the form's start state (files are never part of a draft, docs/product.md#apply-draft). */
export const emptyFiles = (): ApplicationFiles =>
  Object.fromEntries(FILE_LIST_NAMES.map((name) => [name, []])) as unknown as ApplicationFiles;

/** Whether a file's type belongs to its list's filter: by MIME type, by extension only when no type is known. */
export const isAcceptedFile = (list: UploadListName, file: Pick<FileMeta, 'name' | 'type'>): boolean => {
  const ruleOf = uploadRuleOf(list);
  if (ruleOf.mimeTypes.includes(file.type.toLowerCase())) return true;
  const name = file.name.toLowerCase();
  return file.type === '' && ruleOf.extensions.some((ext) => name.endsWith(ext));
};

/** The multipart field name of the i-th file of a list (docs/product.md#api-apply: passportphoto[0]). */
export const fileFieldName = (list: UploadListName, index: number): string => `${list}[${index}]`;

/** The list a multipart file field belongs to ('transcripts[2]' -> 'transcripts'); null if none. */
export const parseFileFieldName = (field: string): FileListName | null => {
  const match = /^([A-Za-z]+)(?:\[(\d+)\])?$/.exec(field);
  const name = match?.[1];
  return name !== undefined && isFileListName(name) ? name : null;
};

/**
 * Named extra documents staff request beyond the form's lists ("Signed declaration"): stored under this list
 * name, each file tied to its request, sent as `extra[0]` with the request's id
 * (docs/product.md#the-students-application-after-submitting). Never a list of POST /apply.
 */
export const EXTRA_DOCUMENTS_LIST = 'extra';
export const EXTRA_DOCUMENT_RULE: FileListRule = rule(IMAGES_OR_PDF, true);
/** A list a correction upload may name: one of the form's, or the named extra documents. */
export type UploadListName = FileListName | typeof EXTRA_DOCUMENTS_LIST;
export const uploadRuleOf = (list: UploadListName): FileListRule =>
  list === EXTRA_DOCUMENTS_LIST ? EXTRA_DOCUMENT_RULE : FILE_LIST_RULES[list];

/** The list of a correction upload's file field: a form list ('bankStatement[0]') or 'extra[0]'; null if none. */
export const parseUploadFieldName = (field: string): UploadListName | null => {
  const match = /^([A-Za-z]+)(?:\[(\d+)\])?$/.exec(field);
  return match?.[1] === EXTRA_DOCUMENTS_LIST ? EXTRA_DOCUMENTS_LIST : parseFileFieldName(field);
};

/** docs/product.md#apply-documents shows each file's size in KB: '12.5 KB' (staff screens; students read theirs in their language). */
export const fileSizeInKb = (bytes: number): string => fileSizeText('en', bytes);
