import { SERVER_TEXTS, type ServerTexts } from '../i18n/server-texts.js';
import { STUDENT_PAGES, type StudentPagesTexts } from '../i18n/student-pages.js';
import { CONTROL_TEXTS, type ControlTexts } from '../i18n/control-texts.js';
import type { ValuesOf } from './catalogue.js';
import { flattenTexts, type Leaves } from './flatten.js';
import { VALUE_TEXTS_EN, type ValueTextsEn } from './values.en.js';
import { ANSWER_TEXTS_EN, type AnswerTextsEn } from './answers.en.js';
import { MAIL_TEXTS_EN, type MailTextsEn } from './mails.en.js';
import { CATALOGUE_PAGES_EN, type CataloguePagesEn } from './catalogue-pages.en.js';
import { VERIFY_TEXTS_EN, type VerifyTextsEn } from './verify-texts.en.js';
import { PREVIEW_TEXTS_EN, type PreviewTextsEn } from './preview-texts.en.js';

/**
 * Every message the API renders, by key (docs/decisions/0106-keyed-icu-messages.md): the texts with values
 * (./values.en.ts) and the fixed texts of the server catalogue (../i18n/server-texts.ts), whose keys are
 * their paths there ('answers.INVALID_CREDENTIALS', 'fieldLabels.passportNumber'), of the student's pages
 * after submitting ('studentPages.…') and of the form controls ('controls.…').
 */
export type MessagesEn = ValueTextsEn &
  AnswerTextsEn &
  MailTextsEn &
  VerifyTextsEn &
  PreviewTextsEn &
  CataloguePagesEn & { readonly [K in Leaves<ServerTexts>]: string } & {
    readonly [K in Leaves<StudentPagesTexts, 'studentPages.'>]: string;
  } & { readonly [K in Leaves<ControlTexts, 'controls.'>]: string };
export type MessageKey = keyof MessagesEn & string;

export const MESSAGES_EN: MessagesEn = {
  ...flattenTexts(SERVER_TEXTS),
  ...flattenTexts(STUDENT_PAGES, 'studentPages.'),
  ...flattenTexts(CONTROL_TEXTS, 'controls.'),
  ...ANSWER_TEXTS_EN,
  ...VALUE_TEXTS_EN,
  ...MAIL_TEXTS_EN,
  ...VERIFY_TEXTS_EN,
  ...CATALOGUE_PAGES_EN,
  ...PREVIEW_TEXTS_EN,
} as MessagesEn;

/** The catalogues whose messages carry values, so that `text(key, values)` is typed by the key's message. */
export type WithValuesEn = ValueTextsEn & MailTextsEn & VerifyTextsEn & CataloguePagesEn;

/** The values a key's message needs (none for a fixed text). */
export type MessageValues<K extends MessageKey> = K extends keyof WithValuesEn
  ? ValuesOf<WithValuesEn[K]>
  : Readonly<Record<string, never>>;
