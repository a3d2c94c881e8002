import type { Locale } from '../i18n/locales.js';
import type { AnyText } from './catalogue.js';
import { createFormatter } from './format.js';
import { MESSAGES_EN, type MessageKey } from './keyed.en.js';
import { MESSAGES_FR } from './keyed.fr.js';
import { PRECOMPILED } from './precompiled.js';
import { text, type Text } from './text.js';

// Parsed on first use, or precompiled at build time in the web's bundle (./precompiled.ts, decision 0111).
const formatter = createFormatter(MESSAGES_EN, () => MESSAGES_FR, PRECOMPILED);

/** A Text in `locale` (the API renders every answer's message and field errors this way). */
export const renderText = (message: Text, locale: Locale): string => formatter.render(message as AnyText, locale);

/**
 * A fixed text of the catalogue given by its English, in French: what the web shows a French visitor for the
 * single texts it still reads by their English. Texts with values are rendered from their keys
 * (./text-maker.ts, docs/decisions/0116-texts-by-key-to-the-end.md).
 */
export const inFrench = (english: string): string => renderText(textOfEnglish(english), 'fr');

/** A fixed text of the catalogue by its English, else the words as written (a name, a staff-only text). */
export function textOfEnglish(english: string): Text {
  const key = formatter.fixedKey(english) as MessageKey | undefined;
  return key === undefined ? text('asWritten', { text: english }) : { key };
}
