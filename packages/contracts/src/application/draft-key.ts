// Alone in its module, free of zod and the field lists: docs/decisions/0007-zod-free-form-checks.md.
/** localStorage key of the draft (docs/product.md#browser-storage); file lists are never saved in it. */
export const APPLICATION_DRAFT_KEY = 'admission_form_draft';
/**
 * localStorage key of the furthest step of the form reached with this draft (0-based): the steps the progress
 * bar and the address may open (docs/decisions/0094-a-step-checks-only-itself.md).
 */
export const APPLICATION_DRAFT_STEP_KEY = 'admission_form_draft_step';
/**
 * localStorage key of the time the browser draft was last saved (ISO 8601), to tell which draft is newer. Here, not
 * beside the upload texts: logging out clears it, and the upload texts would follow it into every page's first download.
 */
export const APPLICATION_DRAFT_SAVED_AT_KEY = 'admission_form_draft_saved_at';
