import { asValue, keyedEnglish } from '../messages/keyed-english.js';
import type { AnyText } from '../messages/catalogue.js';
/**
 * Texts of POST /apply's upload limits and content checks. docs/product.md names no size limit ("A size limit: not
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
/** The same as the value of a keyed text. */
const fileValue = (label: string, fileName: string): AnyText =>
  fileName
    ? { key: 'upload.namedFile', values: { label: asValue(label), fileName } }
    : { key: 'upload.anyFile', values: { label: asValue(label) } };
/** A size as the value of a keyed text (see formatBytes). */
const bytesValue = (bytes: number) => {
  const amount = (n: number) => String(Number.isInteger(n) ? n : n.toFixed(1));
  if (bytes >= 1024 * 1024) return { key: 'bytes.mib', values: { n: amount(bytes / (1024 * 1024)) } };
  if (bytes >= 1024) return { key: 'bytes.kib', values: { n: amount(bytes / 1024) } };
  return { key: 'bytes.bytes', values: { n: String(bytes) } };
};

export const fileTooLargeMessage = (label: string, fileName: string, maxBytes: number) =>
  keyedEnglish(`${fileRef(label, fileName)} is larger than ${formatBytes(maxBytes)}, the largest file accepted.`, {
    key: 'upload.fileTooLarge',
    values: { file: fileValue(label, fileName), size: bytesValue(maxBytes) },
  });
export const uploadTooLargeMessage = (maxBytes: number) =>
  keyedEnglish(`The files of an application may not exceed ${formatBytes(maxBytes)} in total.`, {
    key: 'upload.tooLarge',
    values: { size: bytesValue(maxBytes) },
  });
export const tooManyFilesMessage = (max: number) =>
  keyedEnglish(`An application may hold at most ${max} files.`, { key: 'upload.tooManyFiles', values: { max } });
export const tooManyFieldsMessage = (max: number) =>
  keyedEnglish(`The form sent more than ${max} fields.`, { key: 'upload.tooManyFields', values: { max } });
export const fieldTooLargeMessage = (field: string, maxBytes: number) =>
  keyedEnglish(`The field "${field}" is larger than ${formatBytes(maxBytes)}.`, {
    key: 'upload.fieldTooLarge',
    values: { field, size: bytesValue(maxBytes) },
  });
export const TEXT_TOO_LARGE = 'The text fields of the form are too large.';

/** The type found in the file's bytes is not one its list accepts. */
export const fileContentNotAllowedMessage = (
  label: string,
  fileName: string,
  detected: string | null,
  allowed: readonly string[],
) =>
  keyedEnglish(
    `${fileRef(label, fileName)} is ${detected ? `a ${detected} file` : 'not a file type we recognise'}; ` +
      `${label} accepts ${allowed.join(', ')}.`,
    {
      key: 'upload.contentNotAllowed',
      values: {
        file: fileValue(label, fileName),
        detected: detected ? { key: 'upload.detectedType', values: { type: detected } } : { key: 'upload.unknownType' },
        label: asValue(label),
        allowed: { items: allowed, joiner: 'comma' },
      },
    },
  );
export const fileEmptyMessage = (label: string, fileName: string) =>
  keyedEnglish(`${fileRef(label, fileName)} is empty.`, {
    key: 'upload.fileEmpty',
    values: { file: fileValue(label, fileName) },
  });
export const unknownFileFieldMessage = (field: string) =>
  keyedEnglish(`"${field}" is not a file list of the application (use passportphoto[0], transcripts[1], ...).`, {
    key: 'upload.unknownFileField',
    values: { field },
  });

export const MULTIPART_REQUIRED = 'Send the form as multipart/form-data.';
export const FORM_TAKES_NO_FILES = 'This form does not take files.';
export const UPLOAD_MALFORMED = 'The upload could not be read: the multipart body is malformed or incomplete.';
export const UPLOAD_INTERRUPTED = 'The upload was interrupted before it was complete. Please try again.';
