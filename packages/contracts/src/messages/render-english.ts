import type { AnyText } from './catalogue.js';
import { createFormatter } from './format.js';
import { MESSAGES_EN } from './keyed.en.js';
import { PRECOMPILED } from './precompiled.js';
import type { Text } from './text.js';

/**
 * Texts in English for the browser (docs/decisions/0109-checks-raise-texts.md): the formatter over the English
 * catalogue only, so an English visitor's form never downloads the French one. The web loads it lazily
 * (`@studychina/contracts/messages-en`), the first time a page shows a Text; French goes through ./render.ts
 * (`@studychina/contracts/fr-messages`).
 */
// Precompiled at build time in the web's bundle, as ./render.ts (docs/decisions/0111-messages-precompiled-for-the-web.md).
const formatter = createFormatter(MESSAGES_EN, () => undefined, PRECOMPILED);

export const renderEnglish = (message: Text): string => formatter.render(message as AnyText, 'en');
