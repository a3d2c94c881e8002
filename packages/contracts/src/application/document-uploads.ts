/*
 * Texts of the Documents step's background uploads and of the server draft in the form
 * (docs/product.md#resumable-uploads-and-the-server-draft). Zod-free: the web form imports them
 * (docs/decisions/0007-zod-free-form-checks.md). A refused file shows the API's own text, the same as /apply's.
 */

/** The state of one document as the student sees it beside the file. */
export const DOCUMENT_UPLOAD_TEXTS = {
  uploading: (percent: number) => `Uploading ${percent}%`,
  waiting: 'Waiting for network',
  retrying: 'Connection lost, trying again…',
  done: 'Uploaded',
  /** Found after a reload or a killed tab: the browser no longer holds the file, the server holds its start. */
  interrupted: 'Interrupted: choose this file again to continue where it stopped.',
  failed: 'Upload failed.',
  retry: 'Try again',
  /** Submit pressed while a document is not on the server yet. */
  notAllUploaded:
    'Some documents are not uploaded yet. Please wait until every document shows "Uploaded", then submit.',
} as const;

/** Told when the browser's draft and the one saved to the account differ: the newer was kept. */
export const DRAFT_SYNC_NOTICES = {
  fromAccount: 'We restored the newer draft saved to your account (from another device or browser).',
  fromBrowser:
    "This browser's draft was newer than the one saved to your account: we kept it and saved it to your account.",
} as const;
