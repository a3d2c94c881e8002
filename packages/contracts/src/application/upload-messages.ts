import { text, textList, type Text } from '../messages/text.js';
import { fileText } from '../messages/value-texts.js';
/**
 * Texts of POST /apply's upload limits and content checks: the Texts the API raises (`…Text`, by key,
 * docs/decisions/0109-checks-raise-texts.md) and the product's English of each (`…Message`, the reference
 * keyed.test.ts compares the keys' English with). docs/product.md names no size limit ("A size limit: not
 * shown"), so these are ours; they live here so the web can show the same words when it pre-checks files.
 */

/** 10485760 -> '10 MiB', 65536 -> '64 KiB', 1500 -> '1500 bytes'. */
export const formatBytes = (bytes: number): string => {
  const mib = bytes / (1024 * 1024);
  if (bytes >= 1024 * 1024) return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
  const kib = bytes / 1024;
  if (bytes >= 1024) return `${Number.isInteger(kib) ? kib : kib.toFixed(1)} KiB`;
  return `${bytes} bytes`;
};

/** A list label ('Passport Photo') and the file's name as the browser sent it. */
const fileRef = (label: string, fileName: string) => (fileName ? `${label}: "${fileName}"` : `${label}: a file`);

export const fileTooLargeMessage = (label: string, fileName: string, maxBytes: number) =>
  `${fileRef(label, fileName)} is larger than ${formatBytes(maxBytes)}, the largest file accepted.`;
export const uploadTooLargeMessage = (maxBytes: number) =>
  `The files of an application may not exceed ${formatBytes(maxBytes)} in total.`;
export const tooManyFilesMessage = (max: number) => `An application may hold at most ${max} files.`;
export const tooManyFieldsMessage = (max: number) => `The form sent more than ${max} fields.`;
export const fieldTooLargeMessage = (field: string, maxBytes: number) =>
  `The field "${field}" is larger than ${formatBytes(maxBytes)}.`;
export const TEXT_TOO_LARGE = 'The text fields of the form are too large.';

/** The type found in the file's bytes is not one its list accepts. */
export const fileContentNotAllowedMessage = (
  label: string,
  fileName: string,
  detected: string | null,
  allowed: readonly string[],
) =>
  `${fileRef(label, fileName)} is ${detected ? `a ${detected} file` : 'not a file type we recognise'}; ` +
  `${label} accepts ${allowed.join(', ')}.`;
export const fileEmptyMessage = (label: string, fileName: string) => `${fileRef(label, fileName)} is empty.`;
export const unknownFileFieldMessage = (field: string) =>
  `"${field}" is not a file list of the application (use passportphoto[0], transcripts[1], ...).`;

export const MULTIPART_REQUIRED = 'Send the form as multipart/form-data.';
export const FORM_TAKES_NO_FILES = 'This form does not take files.';
export const UPLOAD_MALFORMED = 'The upload could not be read: the multipart body is malformed or incomplete.';
export const UPLOAD_INTERRUPTED = 'The upload was interrupted before it was complete. Please try again.';

/** The file refused as empty (a label Text, or a request's own name). */
export const fileEmptyText = (label: Text | string, fileName: string): Text<'upload.fileEmpty'> =>
  text('upload.fileEmpty', { file: fileText(label, fileName) });
/** The type found in the file's bytes (`detected`, null when unknown) is not one of `allowed`. */
export const fileContentNotAllowedText = (
  label: Text | string,
  fileName: string,
  detected: string | null,
  allowed: readonly string[],
): Text<'upload.contentNotAllowed'> =>
  text('upload.contentNotAllowed', {
    file: fileText(label, fileName),
    detected: detected ? text('upload.detectedType', { type: detected }) : text('upload.unknownType'),
    label,
    allowed: textList(allowed, 'comma'),
  });
export const unknownFileFieldText = (field: string): Text<'upload.unknownFileField'> =>
  text('upload.unknownFileField', { field });
