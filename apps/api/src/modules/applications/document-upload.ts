import type { Multipart } from '@fastify/multipart';
import {
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  EXTRA_DOCUMENTS_LIST,
  addFieldError,
  asWritten,
  errorTexts,
  labelText,
  parseUploadFieldName,
  singleFileOnlyText,
  text,
  uploadRuleOf,
  type FieldErrors,
  type UploadListName,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { toUploadError } from '../../lib/multipart-errors.js';
import type { StorageBatch } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { isUuid } from '../../lib/uuid.js';
import { contentErrors } from './check-submission.js';
import { receiveApplication, type ReceivedFile } from './receive-application.js';

/** The files of one correction upload, in the batch's temporary storage, checked. */
export interface DocumentUpload {
  list: UploadListName;
  files: ReceivedFile<UploadListName>[];
  /** The text part `requestId`: the document request these files answer (required for `extra`). */
  requestId: string | null;
}

/**
 * Reads a correction upload (docs/product.md#document-requests): the student's POST /user/applications/:id/files
 * and staff's POST /admin/applications/:id/files. The files of ONE list, named as in /apply (`bankStatement[0]`),
 * or a named extra document as `extra[0]`, with an optional text part `requestId` (sent before the files).
 * Limits and type detection are /apply's; what the request itself gets wrong is a 422.
 */
export async function readDocumentUpload(
  parts: AsyncIterable<Multipart>,
  batch: StorageBatch,
  limits: UploadLimits,
): Promise<DocumentUpload> {
  const upload = await receiveApplication(parts, batch, limits, parseUploadFieldName).catch((error: unknown) => {
    throw toUploadError(error, limits);
  });
  const errors: FieldErrors = structuredClone(upload.unknownFiles);
  const lists = [...new Set(upload.files.map((file) => file.list))];
  const list = lists[0];
  const requestId = upload.fields.requestId;
  if (upload.files.length === 0 && Object.keys(errors).length === 0)
    addFieldError(errors, 'files', asWritten(DOCUMENT_FILE_REQUIRED_MESSAGE));
  if (lists.length > 1) addFieldError(errors, 'files', text('studentPages.answers.REPLACE_ONE_LIST'));
  if (requestId !== undefined && (typeof requestId !== 'string' || !isUuid(requestId)))
    addFieldError(errors, 'requestId', text('studentPages.answers.REQUEST_UNKNOWN'));
  if (list === EXTRA_DOCUMENTS_LIST && requestId === undefined)
    addFieldError(errors, 'requestId', text('studentPages.answers.REQUEST_ID_REQUIRED'));
  if (list && lists.length === 1 && !uploadRuleOf(list).multiple && upload.files.length > 1)
    addFieldError(errors, list, singleFileOnlyText(labelText(list)));
  const first = errorTexts(errors)[0];
  if (first) throw new HttpError(422, 'VALIDATION_FAILED', first, errors);
  const refused = contentErrors(upload.files);
  const refusedText = errorTexts(refused)[0];
  if (refusedText) throw new HttpError(422, 'FILE_TYPE_REFUSED', refusedText, refused);
  return { list: list!, files: upload.files, requestId: typeof requestId === 'string' ? requestId : null };
}
