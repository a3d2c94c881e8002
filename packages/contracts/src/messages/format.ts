import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../i18n/locales.js';
import { SAME, type AnyText, type Catalogue, type FrenchOf, type TextList, type TextValue } from './catalogue.js';

/**
 * Renders keyed ICU messages with FormatJS's intl-messageformat (docs/decisions/0106-keyed-icu-messages.md).
 * One compiled formatter per language and key, made on first use. Values that are Texts (a field label in
 * "{label} is required") are rendered first, in the same language; lists are joined by the language's joiner.
 */
/** A message parsed into FormatJS's AST (what the parser makes of an ICU string). */
export type MessageAst = ReturnType<IntlMessageFormat['getAst']>;
/**
 * The ASTs of every message with placeholders, by language and key, made at build time (./precompile.ts):
 * given them, the formatter never parses ICU, so the web's bundle leaves the parser out
 * (docs/decisions/0111-messages-precompiled-for-the-web.md).
 */
export type Precompiled = { readonly [L in Locale]: Readonly<Record<string, MessageAst>> };

export interface Formatter {
  render(text: AnyText, locale: Locale): string;
}

const isList = (value: unknown): value is TextList =>
  typeof value === 'object' && value !== null && 'items' in value && 'joiner' in value;
const isText = (value: unknown): value is AnyText => typeof value === 'object' && value !== null && 'key' in value;

/** The ICU source of `key` in `locale`: its French, or its English when the French is SAME. */
export function messageSource(en: Catalogue, fr: FrenchOf<Catalogue> | undefined, key: string, locale: Locale): string {
  const english = en[key];
  if (english === undefined) throw new Error(`No message has the key "${key}"`);
  if (locale === 'en') return english;
  const french = fr?.[key];
  if (french === undefined) throw new Error(`The French messages are not loaded (key "${key}")`);
  return french === SAME ? english : french;
}

/** Without `precompiled` each message is parsed on first use (the API, the tests); with it, never. */
export function createFormatter(
  en: Catalogue,
  fr: () => FrenchOf<Catalogue> | undefined,
  precompiled?: Precompiled,
): Formatter {
  const compiled: Record<Locale, Map<string, IntlMessageFormat | string>> = { en: new Map(), fr: new Map() };
  const parsed = (key: string, locale: Locale, message: string): MessageAst | string => {
    if (!precompiled) return message;
    const ast = precompiled[locale][key];
    if (ast === undefined) throw new Error(`The message "${key}" (${locale}) was not precompiled`);
    return ast;
  };

  const compile = (key: string, locale: Locale): IntlMessageFormat | string => {
    const cache = compiled[locale];
    let found = cache.get(key);
    if (found === undefined) {
      const message = messageSource(en, fr(), key, locale);
      // A text without placeholders is its own rendering (and keeps any apostrophe as written).
      found = message.includes('{') ? new IntlMessageFormat(parsed(key, locale, message), locale) : message;
      cache.set(key, found);
    }
    return found;
  };

  const value = (inner: TextValue | Date, locale: Locale): string | number | Date => {
    if (typeof inner === 'string' || typeof inner === 'number' || inner instanceof Date) return inner;
    if (isList(inner)) {
      const joiner = render({ key: `joiner.${inner.joiner}` }, locale);
      return inner.items.map((item) => String(value(item, locale))).join(joiner);
    }
    return render(inner, locale);
  };

  function render(text: AnyText, locale: Locale): string {
    const message = compile(text.key, locale);
    if (typeof message === 'string') return message;
    const values = Object.fromEntries(
      Object.entries(text.values ?? {}).map(([name, inner]) => [name, value(inner, locale)]),
    );
    return String(message.format(values));
  }

  return { render: (text, locale) => (isText(text) ? render(text, locale) : String(text)) };
}
