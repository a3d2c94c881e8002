import type { Locale } from '../i18n/locales.js';
import type { ValuesOf } from './catalogue.js';
import { CATALOGUE_PAGES_EN, type CataloguePageKey, type CataloguePagesEn } from './catalogue-pages.en.js';
import { CATALOGUE_PAGES_FR } from './catalogue-pages.fr.js';
import { createFormatter } from './format.js';
import { FIELD_LABELS } from '../application/labels.js';
import { isFileListName } from '../application/files.js';
import { SERVER_TEXTS_FR } from '../i18n/server-texts.fr.js';

/**
 * One formatter for the catalogue's pages alone (./catalogue-pages.en.ts and its French): the web's catalogue
 * chunk renders its texts with it, both languages, on the server and in the browser, without the French of every
 * other message (docs/decisions/0114-catalogue-pages-rendered-on-request.md).
 */
const formatter = createFormatter(CATALOGUE_PAGES_EN, () => CATALOGUE_PAGES_FR);

export type CatalogueTextArgs<K extends CataloguePageKey> = keyof ValuesOf<CataloguePagesEn[K]> extends never
  ? []
  : [values: ValuesOf<CataloguePagesEn[K]>];

/** A catalogue page's text in `locale`, its values typed by the key's message. */
export const catalogueText = <K extends CataloguePageKey>(
  locale: Locale,
  key: K,
  ...values: CatalogueTextArgs<K>
): string => formatter.render({ key, values: values[0] }, locale);

/** A document a programme requires, named by the form's file list, with the form's own label in `locale`. */
export function catalogueDocumentLabel(list: string, locale: Locale): string {
  if (!isFileListName(list)) return list;
  return locale === 'fr' ? SERVER_TEXTS_FR.fieldLabels[list] : FIELD_LABELS[list];
}
