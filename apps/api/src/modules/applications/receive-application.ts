import { pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import {
  TEXT_TOO_LARGE,
  addFieldError,
  fieldTooLargeMessage,
  fileTooLargeMessage,
  friendlyLabel,
  parseFileFieldName,
  unknownFileFieldMessage,
  uploadTooLargeMessage,
  type FieldErrors,
  type FileListName,
} from '@studychina/contracts';
import { detectFileType, type DetectedFileType } from '../../lib/file-type.js';
import { HttpError } from '../../lib/http-error.js';
import type { StorageBatch } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { FileMeter } from './file-meter.js';
import { sanitiseOriginalName } from './original-name.js';

/** A file that arrived and sits in the batch's temporary storage. */
export interface ReceivedFile {
  list: FileListName;
  /** Order of arrival within its list. */
  position: number;
  originalName: string;
  key: string;
  size: number;
  sha256: string;
  /** From the bytes; null when no accepted kind matched. */
  detected: DetectedFileType | null;
}

export interface ReceivedApplication {
  /** Text fields as sent: a repeated name becomes a list (the contracts then refuse it). */
  fields: Record<string, string | string[]>;
  files: ReceivedFile[];
  /** File parts under a name that is no file list. */
  unknownFiles: FieldErrors;
}

/**
 * Reads POST /apply's multipart body part by part. Each file streams through a FileMeter into the
 * storage batch, so memory stays flat whatever the sizes; the limits are enforced as bytes arrive
 * (413 the moment one is passed). Judging the content is left to the caller, which has everything.
 */
export async function receiveApplication(
  request: FastifyRequest,
  batch: StorageBatch,
  limits: UploadLimits,
): Promise<ReceivedApplication> {
  const received: ReceivedApplication = { fields: {}, files: [], unknownFiles: {} };
  const budget = { fileBytes: 0, textBytes: 0 };
  for await (const part of request.parts()) {
    if (part.type === 'field') addField(received, part, budget, limits);
    else await addFile(received, part, batch, budget, limits);
  }
  return received;
}

function addField(
  received: ReceivedApplication,
  part: MultipartValue,
  budget: { textBytes: number },
  limits: UploadLimits,
) {
  if (part.valueTruncated)
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', fieldTooLargeMessage(part.fieldname, limits.fieldBytes));
  // A part sent with Content-Type application/json arrives parsed; the contracts read JSON text.
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  budget.textBytes += Buffer.byteLength(value);
  if (budget.textBytes > limits.textBytes) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', TEXT_TOO_LARGE);
  const previous = received.fields[part.fieldname];
  received.fields[part.fieldname] = previous === undefined ? value : [...[previous].flat(), value];
}

async function addFile(
  received: ReceivedApplication,
  part: MultipartFile,
  batch: StorageBatch,
  budget: { fileBytes: number },
  limits: UploadLimits,
) {
  const list = parseFileFieldName(part.fieldname);
  if (!list) {
    part.file.resume();
    addFieldError(received.unknownFiles, part.fieldname, unknownFileFieldMessage(part.fieldname));
    return;
  }
  const originalName = sanitiseOriginalName(part.filename);
  const meter = new FileMeter((bytes) => {
    budget.fileBytes += bytes;
    return budget.fileBytes > limits.totalBytes
      ? new HttpError(413, 'PAYLOAD_TOO_LARGE', uploadTooLargeMessage(limits.totalBytes))
      : null;
  });
  // busboy stops passing bytes at the per-file limit but ends the file only where the part ends: fail now.
  part.file.once('limit', () =>
    meter.destroy(
      new HttpError(413, 'PAYLOAD_TOO_LARGE', fileTooLargeMessage(friendlyLabel(list), originalName, limits.fileBytes)),
    ),
  );
  // Errors travel down the chain (an aborted upload destroys part.file, then the meter): put() sees them.
  const key = await batch.put(pipeline(part.file, meter, () => {}));
  if (part.file.truncated)
    throw new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      fileTooLargeMessage(friendlyLabel(list), originalName, limits.fileBytes),
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
    detected: size > 0 ? detectFileType(sample) : null,
  });
}
