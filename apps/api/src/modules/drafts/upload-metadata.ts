import { isFileListName, type FileListName, text } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { sanitiseOriginalName } from '../applications/original-name.js';

export interface NewUpload {
  list: FileListName;
  originalName: string;
  length: number;
}

/** tus Upload-Metadata: comma-separated pairs of a key and its base64 value (the value may be absent). */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value = ''] = pair.trim().split(' ');
    if (key) pairs[key] = Buffer.from(value, 'base64').toString('utf8');
  }
  return pairs;
}

/**
 * What a creation request declares (docs/product.md#resumable-uploads-and-the-server-draft): the file list
 * and the file's name in the metadata, and its whole length (no deferred length: the limits are checked
 * before a byte is sent).
 */
export function readNewUpload(headers: Record<string, string | string[] | undefined>): NewUpload {
  const meta = parseUploadMetadata(typeof headers['upload-metadata'] === 'string' ? headers['upload-metadata'] : '');
  const list = meta.listName ?? '';
  const originalName = sanitiseOriginalName(meta.filename);
  if (!isFileListName(list) || originalName === '')
    throw new HttpError(422, 'VALIDATION_FAILED', text('drafts.uploadMetadataInvalid'), {
      'Upload-Metadata': [text('drafts.uploadMetadataInvalid')],
    });
  const raw = headers['upload-length'];
  const length = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(length))
    throw new HttpError(422, 'VALIDATION_FAILED', text('drafts.uploadLengthRequired'), {
      'Upload-Length': [text('drafts.uploadLengthRequired')],
    });
  return { list, originalName, length };
}
