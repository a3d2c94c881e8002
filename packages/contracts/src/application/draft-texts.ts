/**
 * The server draft's answers (docs/product.md#resumable-uploads-and-the-server-draft). Zod-free, apart from
 * ./server-draft.ts (which re-exports them), so the French messages the web loads lazily
 * (../messages/keyed.en.ts) do not bring zod with them: its set-up probes `Function`, which the site's
 * Content-Security-Policy refuses.
 */
export const DRAFT_SAVED_MESSAGE = 'Draft saved';
export const DRAFT_FILE_REMOVED_MESSAGE = 'File removed';
/** tus metadata of a new upload. */
export const UPLOAD_METADATA_INVALID =
  "Upload-Metadata must name the file list (listName: one of the application's lists) and the filename.";
export const UPLOAD_LENGTH_REQUIRED =
  'Upload-Length must give the size of the whole file (deferred lengths are not accepted).';
export const UPLOAD_ALREADY_COMPLETE = 'This upload is already complete.';
export const DRAFT_CHANGED = 'The draft changed while it was being submitted. Please try again.';
