import type { PlaceholderKinds, PlaceholderNames } from './placeholders.js';

/**
 * Keyed catalogues (docs/decisions/0106-keyed-icu-messages.md): an English catalogue is a flat `as const`
 * object of ICU messages; its French is typed by it, so a missing key, an extra key or a French placeholder
 * the English lacks is a compile error. A text that is deliberately the same in both languages is written
 * `SAME` (a name, an e-mail address, a file format), never copied, so a reader sees it was meant.
 */
export const SAME = Symbol('same in both languages');
export type Same = typeof SAME;

export type Catalogue = Readonly<Record<string, string>>;

type FrenchEntry<En extends string, Fr> = Fr extends Same
  ? Same
  : Fr extends string
    ? [Exclude<PlaceholderNames<Fr>, PlaceholderNames<En>>] extends [never]
      ? Fr
      : `French names a placeholder the English lacks: ${Exclude<PlaceholderNames<Fr>, PlaceholderNames<En>>}`
    : string | Same;

/** The French of `En`: every key, each a text whose placeholders are the English's, or SAME. */
export type FrenchOf<En extends Catalogue> = { readonly [K in keyof En]: string | Same };

/**
 * Types a French catalogue by its English: `frenchOf<typeof X_EN>()({ … })`. The literal French is kept
 * (const type parameter) so that its placeholders are checked against the English entry by entry.
 */
export const frenchOf =
  <En extends Catalogue>() =>
  <const Fr extends FrenchOf<En>>(fr: Fr & { readonly [K in keyof En]: FrenchEntry<En[K], Fr[K]> }): FrenchOf<En> =>
    fr;

/** What a value of each placeholder kind may be: texts take a string, a number or a nested Text. */
type ValueOfKind<Kind> = [Kind] extends ['plural' | 'selectordinal' | 'number']
  ? number
  : [Kind] extends ['date' | 'time']
    ? Date | number
    : [Kind] extends ['select']
      ? string
      : TextValue;

/**
 * A value of a placeholder: a string or number as is, a Text (rendered in the same language, by its key), or a
 * list of them.
 */
export type TextValue = string | number | AnyText | TextList;
/** Items joined by the language's separator (`joiner.semicolon` is "; " in English, " ; " in French). */
export interface TextList {
  readonly items: readonly TextValue[];
  readonly joiner: 'comma' | 'semicolon';
}

/** The values a message needs, by placeholder name (an empty object when it has none). */
export type ValuesOf<S extends string> = {
  readonly [K in keyof PlaceholderKinds<S>]: ValueOfKind<PlaceholderKinds<S>[K]>;
};

/** A text to render later in the reader's language: a key and its values (docs/decisions/0106-keyed-icu-messages.md). */
export interface AnyText {
  readonly key: string;
  readonly values?: Readonly<Record<string, TextValue | Date>>;
}
