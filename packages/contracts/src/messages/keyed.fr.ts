import { SERVER_TEXTS_FR } from '../i18n/server-texts.fr.js';
import { STUDENT_PAGES_FR } from '../i18n/student-pages.fr.js';
import { CONTROL_TEXTS_FR } from '../i18n/control-texts.fr.js';
import type { FrenchOf } from './catalogue.js';
import { flattenTexts } from './flatten.js';
import type { MessagesEn } from './keyed.en.js';
import { VALUE_TEXTS_FR } from './values.fr.js';
import { ANSWER_TEXTS_FR } from './answers.fr.js';
import { MAIL_TEXTS_FR } from './mails.fr.js';
import { CATALOGUE_PAGES_FR } from './catalogue-pages.fr.js';
import { VERIFY_TEXTS_FR } from './verify-texts.fr.js';
import { PREVIEW_TEXTS_FR } from './preview-texts.fr.js';

/**
 * The French of every message the API renders (./keyed.en.ts): both halves are typed by their English
 * (../i18n/*.fr.ts by `Translation<…>`, ./values.fr.ts by `frenchOf`), so a key
 * without French does not compile.
 */
export const MESSAGES_FR: FrenchOf<MessagesEn> = {
  ...(flattenTexts(SERVER_TEXTS_FR) as FrenchOf<
    Omit<
      MessagesEn,
      | keyof typeof VALUE_TEXTS_FR
      | keyof typeof ANSWER_TEXTS_FR
      | keyof typeof MAIL_TEXTS_FR
      | keyof typeof VERIFY_TEXTS_FR
      | keyof typeof PREVIEW_TEXTS_FR
      | keyof typeof CATALOGUE_PAGES_FR
    >
  >),
  ...flattenTexts(STUDENT_PAGES_FR, 'studentPages.'),
  ...flattenTexts(CONTROL_TEXTS_FR, 'controls.'),
  ...ANSWER_TEXTS_FR,
  ...VALUE_TEXTS_FR,
  ...MAIL_TEXTS_FR,
  ...VERIFY_TEXTS_FR,
  ...CATALOGUE_PAGES_FR,
  ...PREVIEW_TEXTS_FR,
};
