import { Transform, pipeline } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  DOCUMENT_KINDS,
  STAFF_DOCUMENT_LABEL,
  STAFF_DOCUMENT_MIME_TYPES,
  asWritten,
  fileContentNotAllowedText,
  fileEmptyText,
  bytesText,
  fileText,
  text,
  type DocumentKind,
  type Text,
} from '@studychina/contracts';
import { detectFileType, fileTypeLabel } from '../../lib/file-type.js';
import { HttpError } from '../../lib/http-error.js';
import type { StorageBatch } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { FileMeter } from '../applications/file-meter.js';
import { sanitiseOriginalName } from '../applications/original-name.js';

export interface ReceivedDocument {
  key: string;
  originalName: string;
  size: number;
  sha256: string;
  mimeType: string;
  /** The `kind` field (docs/decisions/0135-verifiable-documents.md): `other` when the form has none. */
  kind: DocumentKind;
  /** The bytes as received, kept for a document to be stamped (at most the file limit). */
  bytes: Buffer;
}

/** A copy of what passes, for the stamp (pdf-lib reads a whole file). */
function collector(chunks: Buffer[]) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
  });
}

const refuse = (field: string, message: Text, code: 'VALIDATION_FAILED' | 'FILE_TYPE_REFUSED' = 'VALIDATION_FAILED') =>
  new HttpError(422, code, message, { [field]: [message] });

/**
 * A document from staff (admission letter, JW202 form, receipt): exactly one file in the part `file`, and its
 * `kind` in a field before or after it,
 * streamed into the batch through the same meter and type detection as the student's files
 * (docs/decisions/0013-uploads-stream-all-or-nothing.md), PDF or image by its bytes.
 */
export async function receiveDocument(
  parts: AsyncIterable<Multipart>,
  batch: StorageBatch,
  limits: UploadLimits,
): Promise<ReceivedDocument> {
  let received: Omit<ReceivedDocument, 'kind'> | undefined;
  let kind: DocumentKind = 'other';
  let detected: Awaited<ReturnType<typeof detectFileType>> = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'kind') continue;
      if (!(DOCUMENT_KINDS as readonly unknown[]).includes(part.value))
        throw new HttpError(422, 'VALIDATION_FAILED', text('verify.kindInvalid'), {
          kind: [text('verify.kindInvalid')],
        });
      kind = part.value as DocumentKind;
      continue;
    }
    if (part.fieldname !== 'file' || received) {
      part.file.resume();
      throw refuse('file', asWritten(DOCUMENT_FILE_REQUIRED_MESSAGE));
    }
    const originalName = sanitiseOriginalName(part.filename) || 'document';
    const tooLarge = () =>
      new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        text('upload.fileTooLarge', {
          file: fileText(STAFF_DOCUMENT_LABEL, originalName),
          size: bytesText(limits.fileBytes),
        }),
      );
    const meter = new FileMeter(() => null);
    part.file.once('limit', () => meter.destroy(tooLarge()));
    const chunks: Buffer[] = [];
    const key = await batch.put(pipeline(part.file, meter, collector(chunks), () => {}));
    if (part.file.truncated) throw tooLarge();
    const { size, sha256, sample } = meter.measure();
    detected = size > 0 ? await detectFileType(sample) : null;
    const mimeType = detected?.mime ?? 'application/octet-stream';
    received = { key, originalName, size, sha256, mimeType, bytes: Buffer.concat(chunks) };
  }
  if (!received) throw refuse('file', asWritten(DOCUMENT_FILE_REQUIRED_MESSAGE));
  if (received.size === 0) throw refuse('file', fileEmptyText(STAFF_DOCUMENT_LABEL, received.originalName));
  if (!detected || !(STAFF_DOCUMENT_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    const allowed = [...new Set(STAFF_DOCUMENT_MIME_TYPES.map(fileTypeLabel))];
    const message = fileContentNotAllowedText(
      STAFF_DOCUMENT_LABEL,
      received.originalName,
      detected?.label ?? null,
      allowed,
    );
    throw refuse('file', message, 'FILE_TYPE_REFUSED');
  }
  return { ...received, kind };
}
