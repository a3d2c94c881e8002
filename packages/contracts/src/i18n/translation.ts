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
export function textPairs<T>(english: T, translated: Translation<T>): [string, string][] {
  if (typeof english === 'string') return [[english, translated as string]];
  if (typeof english !== 'object' || english === null) return [];
  return Object.keys(english).flatMap((key) =>
    textPairs((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key] as never),
  );
}
