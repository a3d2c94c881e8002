/** The dotted paths of a nested catalogue's texts ('answers.INVALID_CREDENTIALS'); text-making functions are left out. */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends (...args: never[]) => unknown
      ? never
      : T[K] extends object
        ? Leaves<T[K], `${P}${K}.`>
        : never;
}[keyof T & string];

/** A nested catalogue as one flat object of texts keyed by their dotted paths. */
export function flattenTexts(
  catalogue: unknown,
  prefix = '',
  into: Record<string, string> = {},
): Record<string, string> {
  if (typeof catalogue === 'string') into[prefix.slice(0, -1)] = catalogue;
  else if (typeof catalogue === 'object' && catalogue !== null) {
    for (const [key, inner] of Object.entries(catalogue)) flattenTexts(inner, `${prefix}${key}.`, into);
  }
  return into;
}
