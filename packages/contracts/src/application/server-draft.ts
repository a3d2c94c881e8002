import { z } from 'zod';
import { textMaxLength } from './body.js';
import {
  APPLICATION_TEXT_FIELDS,
  EDUCATION_ENTRY_FIELDS,
  FAMILY_MEMBER_FIELDS,
  MAX_LIST_ENTRIES,
  TEXT_MAX_LENGTH,
  type ApplicationTextField,
} from './fields.js';
import { FILE_LIST_NAMES, type FileListName } from './files.js';

/**
 * The server-side draft of the application (docs/product.md#resumable-uploads-and-the-server-draft): what
 * the student typed so far, saved as they type, so another device finds it. A draft is unfinished by
 * nature: every field is optional and only the lengths are bounded (the 422 checks of /apply run at
 * submit). Files are not part of the body: they arrive through tus uploads and are listed in the answer.
 */
const text = (max: number) => z.string().max(max).optional();
const entry = <F extends string>(fields: readonly F[]) =>
  z.object(Object.fromEntries(fields.map((f) => [f, text(TEXT_MAX_LENGTH)])) as Record<F, ReturnType<typeof text>>);

export const applicationDraftBodySchema = z.object({
  ...(Object.fromEntries(APPLICATION_TEXT_FIELDS.map((f) => [f, text(textMaxLength(f))])) as Record<
    ApplicationTextField,
    ReturnType<typeof text>
  >),
  educationHistory: z.array(entry(EDUCATION_ENTRY_FIELDS)).max(MAX_LIST_ENTRIES).optional(),
  familyMembers: z.array(entry(FAMILY_MEMBER_FIELDS)).max(MAX_LIST_ENTRIES).optional(),
});
export type ApplicationDraftBody = z.infer<typeof applicationDraftBodySchema>;

/** A completed, accepted upload waiting in the draft. */
export const draftFileSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  /** Detected from the bytes. */
  mimeType: z.string(),
});
export type DraftFile = z.infer<typeof draftFileSchema>;

export const draftFilesSchema = z.object(
  Object.fromEntries(FILE_LIST_NAMES.map((list) => [list, z.array(draftFileSchema)])) as Record<
    FileListName,
    z.ZodArray<typeof draftFileSchema>
  >,
);
export type DraftFiles = z.infer<typeof draftFilesSchema>;

export const applicationDraftResponseSchema = z.object({
  success: z.literal(true),
  /** The saved values (empty object when nothing was saved yet). */
  draft: applicationDraftBodySchema,
  files: draftFilesSchema,
  /** ISO 8601 time of the last save or upload; null when there is no draft. */
  updatedAt: z.string().nullable(),
});
export type ApplicationDraftResponse = z.infer<typeof applicationDraftResponseSchema>;

export { DRAFT_FILE_REMOVED_MESSAGE, DRAFT_SAVED_MESSAGE } from './draft-texts.js';
export const draftSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updatedAt: z.string(),
});

export {
  DRAFT_CHANGED,
  UPLOAD_ALREADY_COMPLETE,
  UPLOAD_LENGTH_REQUIRED,
  UPLOAD_METADATA_INVALID,
} from './draft-texts.js';
