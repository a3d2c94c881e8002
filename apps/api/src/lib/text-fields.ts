import type { MultipartValue } from '@fastify/multipart';
import { text, bytesText } from '@studychina/contracts';
import { HttpError } from './http-error.js';
import type { UploadLimits } from './upload-limits.js';

/** The text parts of a multipart body as sent: a repeated name becomes a list, which a text schema refuses. */
export type TextFields = Record<string, string | string[]>;

/**
 * Collects the text parts of a multipart body (the small forms' hook and the application's receiver
 * both read them this way), holding them to the limits as they arrive: a field busboy had to cut
 * (over fieldBytes) or the fields together over textBytes is a 413.
 */
export class TextFieldCollector {
  /** No prototype: a field named __proto__ is a field like any other. */
  readonly fields: TextFields = Object.create(null) as TextFields;
  private bytes = 0;

  constructor(private readonly limits: Pick<UploadLimits, 'fieldBytes' | 'textBytes'>) {}

  add(part: MultipartValue): void {
    if (part.valueTruncated)
      throw new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        text('upload.fieldTooLarge', { field: part.fieldname, size: bytesText(this.limits.fieldBytes) }),
      );
    // A part sent with Content-Type application/json arrives parsed; the schemas read its text.
    const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
    this.bytes += Buffer.byteLength(value);
    if (this.bytes > this.limits.textBytes)
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', text('errors.TEXT_TOO_LARGE'));
    const previous = this.fields[part.fieldname];
    this.fields[part.fieldname] = previous === undefined ? value : [...[previous].flat(), value];
  }
}
