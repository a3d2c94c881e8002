import type { Locale } from '../i18n/locales.js';
import type { AnyText } from './catalogue.js';
import { createFormatter } from './format.js';
import { MESSAGES_EN } from './keyed.en.js';
import { MESSAGES_FR } from './keyed.fr.js';
import { PRECOMPILED } from './precompiled.js';
import type { Text } from './text.js';

// Parsed on first use, or precompiled at build time in the web's bundle (./precompiled.ts, decision 0111).
const formatter = createFormatter(MESSAGES_EN, () => MESSAGES_FR, PRECOMPILED);

/** A Text in `locale` (the API renders every answer's message and field errors this way). */
export const renderText = (message: Text, locale: Locale): string => formatter.render(message as AnyText, locale);
