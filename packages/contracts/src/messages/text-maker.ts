import type { AnyText } from './catalogue.js';

/**
 * A text-making function of an English catalogue (a count, a label with a value) carries the Text it writes
 * (docs/decisions/0116-texts-by-key-to-the-end.md): its English stays the typed function the snapshot records,
 * and another language renders the Text by its key (`frenchByKey`), never by reading the English back.
 */
export const TEXT_OF: unique symbol = Symbol('textOf');

// AnyText, not Text: the catalogues holding these functions make the key type (./keyed.en.ts), which cannot
// depend on itself; keyed.test.ts renders each key with its values in both languages.

export type MakesText<A extends unknown[]> = ((...args: A) => string) & { readonly [TEXT_OF]: (...args: A) => AnyText };

/** `english`, which writes `textOf(...args)` in English. */
export const makesText = <A extends unknown[]>(
  english: (...args: A) => string,
  textOf: (...args: A) => AnyText,
): MakesText<A> => Object.assign(english, { [TEXT_OF]: textOf });

/** The Text-making half of a function made by `makesText`, if it is one. */
export const textMaker = (made: unknown): ((...args: unknown[]) => AnyText) | undefined =>
  typeof made === 'function' ? (made as Partial<MakesText<unknown[]>>)[TEXT_OF] : undefined;
