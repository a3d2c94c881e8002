/**
 * The shape a translation must have: the English catalogue's shape with every text a string and every
 * text-making function the same parameters (docs/decisions/0080-i18n-typed-dictionaries.md). Typing a
 * French catalogue `Translation<typeof EN>` makes the compiler refuse a missing key (and, object
 * literals being checked for excess properties, an extra one).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };

/** Every [English, translated] pair of texts of two catalogues of one shape (functions are left out). */
export const textPairs = <T>(english: T, translated: Translation<T>): [string, string][] =>
  pairsOf(english, translated);

/** The walk itself: the shapes are the same by textPairs's signature, so each level is read as plain data. */
function pairsOf(english: unknown, translated: unknown): [string, string][] {
  if (typeof english === 'string') return [[english, String(translated)]];
  if (typeof english !== 'object' || english === null) return [];
  const other = translated as Record<string, unknown>;
  return Object.entries(english).flatMap(([key, value]) => pairsOf(value, other[key]));
}
