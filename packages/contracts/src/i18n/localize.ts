import type { Locale } from './locales.js';
import { toFrench } from './to-french.js';

/** The API's answer text in the asker's language (English texts pass through unchanged). */
export const localizeServerText = (text: string, locale: Locale): string => (locale === 'fr' ? toFrench(text) : text);
