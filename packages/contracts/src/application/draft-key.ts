// Alone in its module, free of zod and the field lists: docs/decisions/0007-zod-free-form-checks.md.
/** localStorage key of the draft (docs/product.md#browser-storage); file lists are never saved in it. */
export const APPLICATION_DRAFT_KEY = 'admission_form_draft';
