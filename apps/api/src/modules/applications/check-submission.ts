import {
  addFieldError,
  checkApplicationSubmission,
  errorTexts,
  fileContentNotAllowedText,
  fileEmptyText,
  fileTypeNotAllowedText,
  labelText,
  sameText,
  text,
  type Text,
  type ApplicationFormValues,
  type FieldErrors,
  type FileListName,
  type FileMeta,
  type ProgrammeFactsBySlug,
  type UploadListName,
  uploadRuleOf,
} from '@studychina/contracts';
import { fileTypeLabel } from '../../lib/file-type.js';
import type { ReceivedApplication, ReceivedFile } from './receive-application.js';

export type SubmissionCheck =
  | { ok: true; values: ApplicationFormValues }
  | { ok: false; code: 'VALIDATION_FAILED' | 'FILE_TYPE_REFUSED'; message: Text; errors: FieldErrors };

/** Stands for "no accepted kind matched" (an empty type would make the contracts judge by extension). */
const UNKNOWN_TYPE = 'application/octet-stream';

/** Per file whose bytes are not of a kind its list accepts: a text naming the file, its list and what fits. */
export function contentErrors(files: readonly ReceivedFile<UploadListName>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const file of files) {
    const label = labelText(file.list);
    const { mimeTypes } = uploadRuleOf(file.list);
    if (file.size === 0) addFieldError(errors, file.list, fileEmptyText(label, file.originalName));
    else if (!file.detected || !mimeTypes.includes(file.detected.mime)) {
      const allowed = [...new Set(mimeTypes.map(fileTypeLabel))];
      addFieldError(
        errors,
        file.list,
        fileContentNotAllowedText(label, file.originalName, file.detected?.label ?? null, allowed),
      );
    }
  }
  return errors;
}

/**
 * The whole 422 check of POST /apply: the contracts' checkApplicationSubmission (docs/product.md#apply-validation, every step, with
 * each file's type as DETECTED from its bytes) plus the file-naming content texts, which replace the
 * contracts' generic "this file type is not allowed" of the same list, plus unknown file fields.
 */
export function checkSubmission(
  upload: ReceivedApplication,
  now = new Date(),
  programmes: ProgrammeFactsBySlug = {},
): SubmissionCheck {
  const metas: Partial<Record<FileListName, FileMeta[]>> = {};
  for (const file of upload.files) {
    (metas[file.list] ??= []).push({
      name: file.originalName,
      size: file.size,
      type: file.detected?.mime ?? UNKNOWN_TYPE,
    });
  }
  const check = checkApplicationSubmission(upload.fields, metas, now, programmes);
  const errors: FieldErrors = check.ok ? {} : structuredClone(check.errors);
  const refused = contentErrors(upload.files);
  for (const [list, messages] of Object.entries(refused)) {
    const generic = fileTypeNotAllowedText(labelText(list));
    errors[list] = [...(errors[list] ?? []).filter((m) => !sameText(m, generic)), ...messages];
  }
  for (const [field, messages] of Object.entries(upload.unknownFiles))
    for (const m of messages) addFieldError(errors, field, m);

  // The headline is read by people: an entry's text carries its 'Education entry N: ' (entry-errors.ts).
  const first = errorTexts(errors)[0];
  if (first === undefined && check.ok) return { ok: true, values: check.values };
  // FILE_TYPE_REFUSED when the first problem the client will read is a refused file's content.
  const fileRefused =
    first !== undefined && Object.values(refused).some((texts) => texts.some((t) => sameText(t, first)));
  return {
    ok: false,
    code: fileRefused ? 'FILE_TYPE_REFUSED' : 'VALIDATION_FAILED',
    message: first ?? text('errors.VALIDATION_FAILED_MESSAGE'),
    errors,
  };
}
