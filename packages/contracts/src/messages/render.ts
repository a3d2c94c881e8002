import type { Locale } from '../i18n/locales.js';
import type { AnyText } from './catalogue.js';
import { createFormatter } from './format.js';
import { madeFrom } from './keyed-english.js';
import { MESSAGES_EN, type MessageKey } from './keyed.en.js';
import { MESSAGES_FR } from './keyed.fr.js';
import { PRECOMPILED } from './precompiled.js';
import { text, type Text } from './text.js';

// Parsed on first use, or precompiled at build time in the web's bundle (./precompiled.ts, decision 0111).
const formatter = createFormatter(MESSAGES_EN, () => MESSAGES_FR, PRECOMPILED);

/** A Text in `locale` (the API renders every answer's message and field errors this way). */
export const renderText = (message: Text, locale: Locale): string => formatter.render(message as AnyText, locale);

/**
 * A text given in English (a zod issue's message, a validator's field error) as a Text: the one a keyed
 * function made it from, else the catalogue's fixed text with that English, else the words as written (a
 * name staff typed, a staff-only text: the back office is English, docs/decisions/0080-i18n-typed-dictionaries.md).
 */
/**
 * A text made in English by contracts (a check's text, a label, a count) in French: the Text it was made from,
 * rendered in French. What the web shows a French visitor for the messages it keeps in English.
 */
export const inFrench = (english: string): string => renderText(textOfEnglish(english), 'fr');

export function textOfEnglish(english: string): Text {
  const made = madeFrom(english) as Text | undefined;
  if (made) return made;
  const key = formatter.fixedKey(english) as MessageKey | undefined;
  return key === undefined ? text('asWritten', { text: english }) : { key };
}
