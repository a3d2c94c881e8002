import { SERVER_TEXTS_FR } from '../i18n/server-texts.fr.js';
import type { FrenchOf } from './catalogue.js';
import { flattenTexts } from './flatten.js';
import type { MessagesEn } from './keyed.en.js';
import { VALUE_TEXTS_FR } from './values.fr.js';

/**
 * The French of every message the API renders (./keyed.en.ts): both halves are typed by their English
 * (../i18n/server-texts.fr.ts by `Translation<ServerTexts>`, ./values.fr.ts by `frenchOf`), so a key
 * without French does not compile.
 */
export const MESSAGES_FR: FrenchOf<MessagesEn> = {
  ...(flattenTexts(SERVER_TEXTS_FR) as FrenchOf<Omit<MessagesEn, keyof typeof VALUE_TEXTS_FR>>),
  ...VALUE_TEXTS_FR,
};
