/**
 * The API's answers about content management (docs/product.md#content-management), by key. Editors read them in
 * English (the back office is English, docs/decisions/0080-i18n-typed-dictionaries.md); ./content-texts.fr.ts
 * exists because every key has both languages.
 */
export const CONTENT_TEXTS_EN = {
  'content.editConflict':
    'Someone saved this item after you opened it (it is now at version {version, number, ::group-off}): nothing was overwritten. Reload it to see their changes.',
  'content.draftInvalid': 'The draft cannot be published until the fields named are corrected.',
  'content.noSuchVersion': 'This item has no published version {number, number, ::group-off}.',
  'content.cannotUnpublish': 'This kind of content cannot be unpublished: publish a new version instead.',
  'content.notPublished': 'This item is not published.',
  'content.unknownReference': 'No {what} has this value.',
  'content.taken': 'Another item already uses this value.',
} as const;
export type ContentTextsEn = typeof CONTENT_TEXTS_EN;
