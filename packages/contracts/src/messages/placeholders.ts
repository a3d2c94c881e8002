/**
 * The placeholders of an ICU message, read by the type system (docs/decisions/0106-keyed-icu-messages.md), so
 * that `format(locale, key, values)` is typed by its key and a French entry cannot name a value the English
 * lacks. A placeholder is `{name}`, `{name, number}`, `{name, plural, …}`, `{name, select, …}` or
 * `{name, date, …}`; an option body starting with a word and a `}` (`one {file}`) would read as a
 * placeholder, so catalogues write `one {# file}` (the tests compare with the real parser).
 */
type NotName = ' ' | '#' | '{' | '}' | "'" | ',' | '\n';
type Name<S extends string> = S extends `${string}${NotName}${string}` ? never : S extends '' ? never : S;
type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;

type Named<N extends string, Kind extends string> = [Name<Trim<N>>] extends [never]
  ? unknown
  : { [K in Trim<N>]: Kind };

/** `name` → its kind: 'text' for `{name}`, else the ICU type word (number, plural, select, date, time…). */
export type PlaceholderKinds<S extends string> = S extends `${string}{${infer Inner}`
  ? Inner extends `{${string}`
    ? PlaceholderKinds<Inner>
    : Inner extends `${infer Head}}${infer Rest}`
      ? Head extends `${infer N},${infer Kind},${infer Options}`
        ? Named<N, Trim<Kind>> & PlaceholderKinds<`${Options}}${Rest}`>
        : Head extends `${infer N},${infer Kind}`
          ? Named<N, Trim<Kind>> & PlaceholderKinds<Rest>
          : Named<Head, 'text'> & PlaceholderKinds<Rest>
      : unknown
  : unknown;

/** The placeholder names of an ICU message. */
export type PlaceholderNames<S extends string> = keyof PlaceholderKinds<S> & string;
