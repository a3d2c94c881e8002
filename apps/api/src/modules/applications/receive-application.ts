import { pipeline } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  addFieldError,
  parseFileFieldName,
  unknownFileFieldText,
  type FieldErrors,
  type FileListName,
  bytesText,
  fieldLabel,
  fileText,
  text,
} from '@studychina/contracts';
import { detectFileType, type DetectedFileType } from '../../lib/file-type.js';
import { HttpError } from '../../lib/http-error.js';
import type { StorageBatch } from '../../lib/storage/file-storage.js';
import { TextFieldCollector, type TextFields } from '../../lib/text-fields.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { FileMeter } from './file-meter.js';
import { sanitiseOriginalName } from './original-name.js';

/** A file that arrived and sits in the batch's temporary storage. */
export interface ReceivedFile<L extends string = FileListName> {
  list: L;
  /** Order of arrival within its list. */
  position: number;
  originalName: string;
  key: string;
  size: number;
  sha256: string;
  /** From the bytes; null when no accepted kind matched. */
  detected: DetectedFileType | null;
}

export interface ReceivedApplication<L extends string = FileListName> {
  /** Text fields as sent: a repeated name becomes a list (the contracts then refuse it). */
  fields: TextFields;
  files: ReceivedFile<L>[];
  /** File parts under a name that is no file list. */
  unknownFiles: FieldErrors;
}

/**
 * Reads POST /apply's multipart body part by part, each file through a FileMeter into the storage
 * batch, limits enforced as bytes arrive: docs/decisions/0013-uploads-stream-all-or-nothing.md. Judging the content is left to the caller.
 * `listOf` names the list of a file field: the form's lists for /apply; corrections also take `extra[0]`.
 */
export async function receiveApplication<L extends string = FileListName>(
  parts: AsyncIterable<Multipart>,
  batch: StorageBatch,
  limits: UploadLimits,
  listOf: (field: string) => L | null = parseFileFieldName as (field: string) => L | null,
): Promise<ReceivedApplication<L>> {
  const text = new TextFieldCollector(limits);
  const received: ReceivedApplication<L> = { fields: text.fields, files: [], unknownFiles: {} };
  const budget = { fileBytes: 0 };
  for await (const part of parts) {
    if (part.type === 'field') text.add(part);
    else await addFile(received, part, batch, budget, limits, listOf);
  }
  return received;
}

async function addFile<L extends string>(
  received: ReceivedApplication<L>,
  part: MultipartFile,
  batch: StorageBatch,
  budget: { fileBytes: number },
  limits: UploadLimits,
  listOf: (field: string) => L | null,
) {
  const list = listOf(part.fieldname);
  if (!list) {
    part.file.resume();
    addFieldError(received.unknownFiles, part.fieldname, unknownFileFieldText(part.fieldname));
    return;
  }
  const originalName = sanitiseOriginalName(part.filename);
  const meter = new FileMeter((bytes) => {
    budget.fileBytes += bytes;
    return budget.fileBytes > limits.totalBytes
      ? new HttpError(413, 'PAYLOAD_TOO_LARGE', text('upload.tooLarge', { size: bytesText(limits.totalBytes) }))
      : null;
  });
  // busboy stops passing bytes at the per-file limit but ends the file only where the part ends: fail now.
  part.file.once('limit', () =>
    meter.destroy(
      new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        text('upload.fileTooLarge', {
          file: fileText(fieldLabel(list), originalName),
          size: bytesText(limits.fileBytes),
        }),
      ),
    ),
  );
  // Errors travel down the chain (an aborted upload destroys part.file, then the meter): put() sees them.
  const key = await batch.put(pipeline(part.file, meter, () => {}));
  if (part.file.truncated)
    throw new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      text('upload.fileTooLarge', {
        file: fileText(fieldLabel(list), originalName),
        size: bytesText(limits.fileBytes),
      }),
    );
  const { size, sha256, sample } = meter.measure();
  const position = received.files.filter((f) => f.list === list).length;
  received.files.push({
    list,
    position,
    originalName,
    key,
    size,
    sha256,
    detected: size > 0 ? await detectFileType(sample) : null,
  });
}
