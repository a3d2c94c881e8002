import type { Locale } from '../i18n/locales.js';
import type { FrenchOf, ValuesOf } from './catalogue.js';
import { CATALOGUE_PAGES_EN, type CataloguePagesEn } from './catalogue-pages.en.js';
import { CATALOGUE_PAGES_FR } from './catalogue-pages.fr.js';
import { CATALOGUE_TEXTS_EN, type CatalogueTextsEn } from './catalogue-texts.en.js';
import { CATALOGUE_TEXTS_FR } from './catalogue-texts.fr.js';
import { createFormatter } from './format.js';
import { PRECOMPILED_CATALOGUE } from './precompiled-catalogue.js';

/**
 * One formatter for the catalogue's pages alone: their texts (./catalogue-pages.en.ts) and the catalogue's labels
 * of values (./catalogue-texts.en.ts: degrees, languages, providers…), both languages. The web's catalogue chunk
 * renders them with it on the server and in the browser, without the French of every other message
 * (docs/decisions/0114-catalogue-pages-rendered-on-request.md); in the web's bundle from the ASTs of its own
 * messages made at build time (./precompiled-catalogue.ts), as every message (docs/decisions/0111-messages-precompiled-for-the-web.md).
 */
const EN = { ...CATALOGUE_TEXTS_EN, ...CATALOGUE_PAGES_EN };
type CataloguePageTexts = CatalogueTextsEn & CataloguePagesEn;
const FR: FrenchOf<CataloguePageTexts> = { ...CATALOGUE_TEXTS_FR, ...CATALOGUE_PAGES_FR };
const formatter = createFormatter(EN, () => FR, PRECOMPILED_CATALOGUE);

export type CataloguePageKey = keyof CataloguePageTexts & string;
export type CatalogueTextArgs<K extends CataloguePageKey> = keyof ValuesOf<CataloguePageTexts[K]> extends never
  ? []
  : [values: ValuesOf<CataloguePageTexts[K]>];

/** A catalogue page's text in `locale`, its values typed by the key's message. */
export const catalogueText = <K extends CataloguePageKey>(
  locale: Locale,
  key: K,
  ...values: CatalogueTextArgs<K>
): string => formatter.render({ key, values: values[0] }, locale);
