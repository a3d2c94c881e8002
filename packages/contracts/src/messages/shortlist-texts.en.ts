/** The shortlist's texts with values (docs/product.md#shortlist), by key; ./shortlist-texts.fr.ts is typed by it. */
export const SHORTLIST_TEXTS_EN = {
  'shortlist.full':
    'Your shortlist holds at most {max, number, ::group-off} programmes: remove one before saving another.',
} as const;

export type ShortlistTextsEn = typeof SHORTLIST_TEXTS_EN;
