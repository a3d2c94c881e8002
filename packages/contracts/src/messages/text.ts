import type { TextList, TextValue } from './catalogue.js';
import type { MessageKey, MessageValues, WithValuesEn } from './keyed.en.js';

/**
 * A text to be rendered in the reader's language (docs/decisions/0106-keyed-icu-messages.md): services raise
 * errors with Texts and the API's edge renders them by the request's language (./render.ts). Made by
 * `text(key, values)`, whose values are typed by the key's message. Free of the formatter: the web's English
 * code makes Texts without downloading intl-messageformat.
 */
export interface Text<K extends MessageKey = MessageKey> {
  readonly key: K;
  readonly values?: MessageValues<K>;
}

type ValuesArg<K extends MessageKey> = K extends keyof WithValuesEn
  ? keyof MessageValues<K> extends never
    ? []
    : [values: MessageValues<K>]
  : [];

export const text = <K extends MessageKey>(key: K, ...values: ValuesArg<K>): Text<K> =>
  (values.length === 0 ? { key } : { key, values: values[0] }) as Text<K>;

/** Items joined by the language's separator, as one value ("a; b" in English, "a ; b" in French). */
export const textList = (items: readonly TextValue[], joiner: TextList['joiner']): TextList => ({ items, joiner });

/**
 * Words shown as written in every language: a name someone typed, or a staff-only text (the back office is
 * English, docs/decisions/0080-i18n-typed-dictionaries.md). Never for a text students read.
 */
export const asWritten = (words: string): Text<'asWritten'> => text('asWritten', { text: words });
