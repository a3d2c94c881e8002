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
  'content.import.notASpreadsheet':
    'The file is neither a CSV file (UTF-8) nor an XLSX workbook. Export one from the back office to see the columns.',
  'content.import.unreadable': 'This file cannot be read as a spreadsheet. Save it again as XLSX, or as CSV (UTF-8).',
  'content.import.tooLarge': 'An import file may hold at most {size}: split it into several files.',
  'content.import.oneFile': 'Send one file, in the part named "file".',
  'content.import.noRows': 'The file holds no rows under its header.',
  'content.import.rowsInvalid':
    '{count, plural, one {# row has} other {# rows have}} problems: nothing was imported. Correct them and import the file again.',
  'content.import.unknownColumn': 'This column is not one of the export’s: rename or remove it.',
  'content.import.missingColumn': 'This column is missing: an import needs every column of the export.',
  'content.import.repeatedColumn': 'This column appears more than once.',
  'content.import.repeatedRow': 'The same item is already in row {n, number, ::group-off}.',
  'content.import.notJson': 'This cell must hold JSON text, as the export writes it.',
  'content.import.notYesNo': 'This cell must hold true or false.',
  'content.rateCurrencyFixed': 'A published rate keeps its currency: edit the item of the other currency instead.',
  'content.rateOlder': 'The rate in use is for {latest}: a rate for an earlier day would not be used.',
  'content.imageRequired': 'Send one image, in the part "file".',
  'content.imageTooLarge': 'The image is larger than {size}, the largest accepted. Nothing was stored.',
  'content.imageRefused':
    'This file is not a JPEG, PNG, WebP or AVIF image (judged by its content). Nothing was stored.',
  'content.imageUnreadable':
    'This image cannot be read: it is damaged, or larger than {max, number, ::group-off} megapixels. Nothing was stored.',
  'content.referenceUnpublished': 'This {what} is not published: publish it first.',
  'content.sameCurrency': 'The highest price must be in the same currency as the lowest.',
  'content.maxBelowMin': 'The highest price must not be below the lowest.',
  'content.deadlineAfterStart': 'The deadline must fall before the end of the start month.',
  'content.ageMaxBelowMin': 'The highest age must not be below the lowest.',
} as const;
export type ContentTextsEn = typeof CONTENT_TEXTS_EN;
