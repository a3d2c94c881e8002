import { friendlyLabel, parseFileFieldName, text, bytesText, fileText } from '@studychina/contracts';
import { HttpError } from './http-error.js';
import type { UploadLimits } from './upload-limits.js';

interface MultipartFailure {
  code?: unknown;
  message?: unknown;
  part?: { fieldname?: string; filename?: string };
}

/** Busboy's own parse errors carry no code, only these texts. */
const MALFORMED = /unexpected end of (multipart|form)|malformed|boundary not found|terminated early|multipart/i;

/**
 * @fastify/multipart and busboy errors as HttpErrors with texts a person understands (theirs read
 * 'reach files limit'). Anything else (a disk error, a bug) is returned unchanged and ends as a 500.
 * `noFiles`: the form takes no files at all, so a file part is a client mistake, not a limit.
 */
export function toUploadError(error: unknown, limits: UploadLimits, options: { noFiles?: boolean } = {}): unknown {
  if (error instanceof HttpError || typeof error !== 'object' || error === null) return error;
  const failure = error as MultipartFailure;
  switch (failure.code) {
    case 'FST_FILES_LIMIT':
      return options.noFiles
        ? new HttpError(422, 'VALIDATION_FAILED', text('errors.FORM_TAKES_NO_FILES'))
        : new HttpError(413, 'PAYLOAD_TOO_LARGE', text('upload.tooManyFiles', { max: limits.files }));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'PAYLOAD_TOO_LARGE', text('upload.tooManyFields', { max: limits.fields }));
    case 'FST_REQ_FILE_TOO_LARGE': {
      const field = failure.part?.fieldname ?? '';
      const label = friendlyLabel(parseFileFieldName(field) ?? field);
      return new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        text('upload.fileTooLarge', {
          file: fileText(label, failure.part?.filename ?? ''),
          size: bytesText(limits.fileBytes),
        }),
      );
    }
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, 'UPLOAD_INTERRUPTED', text('errors.UPLOAD_INTERRUPTED'));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'UPLOAD_MALFORMED', text('errors.UPLOAD_MALFORMED'));
    default:
      if (failure.code === undefined && typeof failure.message === 'string' && MALFORMED.test(failure.message)) {
        return new HttpError(400, 'UPLOAD_MALFORMED', text('errors.UPLOAD_MALFORMED'));
      }
      return error;
  }
}
