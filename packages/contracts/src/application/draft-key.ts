// Alone in its module: the header's logout clears the draft, and must not pull the form's field lists
// into the home page's bundle.
/** localStorage key of the draft (docs/product.md#browser-storage); file lists are never saved in it. */
export const APPLICATION_DRAFT_KEY = 'admission_form_draft';
