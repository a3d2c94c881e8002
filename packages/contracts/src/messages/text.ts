import type { Locale } from '../i18n/locales.js';
import type { AnyText, TextList, TextValue } from './catalogue.js';
import { createFormatter } from './format.js';
import { MESSAGES_EN, type MessageKey, type MessageValues } from './keyed.en.js';
import { MESSAGES_FR } from './keyed.fr.js';
import type { ValueTextsEn } from './values.en.js';

/**
 * A text to be rendered in the reader's language (docs/decisions/0106-keyed-icu-messages.md): services raise
 * errors with Texts and the API's edge renders them by the request's language. Made by `text(key, values)`,
 * whose values are typed by the key's message.
 */
export interface Text<K extends MessageKey = MessageKey> {
  readonly key: K;
  readonly values?: MessageValues<K>;
}

type ValuesArg<K extends MessageKey> = K extends keyof ValueTextsEn
  ? keyof MessageValues<K> extends never
    ? []
    : [values: MessageValues<K>]
  : [];

export const text = <K extends MessageKey>(key: K, ...values: ValuesArg<K>): Text<K> =>
  (values.length === 0 ? { key } : { key, values: values[0] }) as Text<K>;

/** Items joined by the language's separator, as one value ("a; b" in English, "a ; b" in French). */
export const textList = (items: readonly TextValue[], joiner: TextList['joiner']): TextList => ({ items, joiner });

const formatter = createFormatter(MESSAGES_EN, () => MESSAGES_FR);

/** A Text in `locale` (the API renders every answer's message and field errors this way). */
export const renderText = (message: Text, locale: Locale): string => formatter.render(message as AnyText, locale);
