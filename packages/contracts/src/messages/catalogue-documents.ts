import type { Locale } from '../i18n/locales.js';
import { FIELD_LABELS } from '../application/field-labels.js';
import { isFileListName } from '../application/file-lists.js';
import { FIELD_LABELS_FR } from '../i18n/field-labels.fr.js';

/**
 * A document a programme requires, named by the form's file list, with the form's own label in `locale`. Apart
 * from ./catalogue-pages.ts so that only the pages listing documents carry the form's labels.
 */
export function catalogueDocumentLabel(list: string, locale: Locale): string {
  if (!isFileListName(list)) return list;
  return locale === 'fr' ? FIELD_LABELS_FR[list] : FIELD_LABELS[list];
}
