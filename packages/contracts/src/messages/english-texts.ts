/**
 * Every English text a module produces (issue 27): strings, objects and arrays of them, and text-making
 * functions called with sample values (ⓐ ⓑ ⓒ ⓓ for texts, 7 and 9 for numbers, a fixed day for dates).
 * scripts/english-snapshot.mjs wrote ./english-snapshot.json with it before texts moved to keyed
 * catalogues; english-snapshot.test.ts walks the package again and compares, so no English text changes
 * unnoticed. French catalogues (`*_FR`, `*Fr`) are left out; french-typography.test.ts walks those.
 */
const SAMPLES: unknown[][] = [
  ['ⓐ', 'ⓑ', 'ⓒ', 'ⓓ'],
  [7, 9, 11, 13],
  [new Date('2026-12-03T23:59:59Z'), 'ⓑ', 'ⓒ'],
  ['ⓐ', 7, 'ⓒ', 'ⓓ'],
];

const isSchema = (value: object) => '_zod' in value || 'safeParse' in value;

/** Every English text of the modules' exports (French catalogues, `*_FR` and `*Fr`, left out). */
export const englishTexts = (modules: readonly [string, Record<string, unknown>][]): Record<string, string> =>
  catalogueTexts(modules, (name) => !/_FR$|Fr$/.test(name));

/** Every text of the exports whose names `keep` accepts, by path ('index.js:SERVER_TEXTS.answers.X'). */
export function catalogueTexts(
  modules: readonly [string, Record<string, unknown>][],
  keep: (exportName: string) => boolean,
): Record<string, string> {
  const texts = new Map<string, string>();
  const walk = (path: string, value: unknown, depth: number): void => {
    if (depth > 7 || value === null || value === undefined) return;
    if (typeof value === 'string') {
      if (/[A-Za-z]/.test(value)) texts.set(path, value);
      return;
    }
    if (typeof value === 'function') {
      if (depth > 6 || value.length > 4 || /^[A-Z]/.test(value.name ?? '')) return;
      for (const args of SAMPLES) {
        const used = args.slice(0, Math.max(value.length, 1));
        try {
          const out: unknown = (value as (...a: unknown[]) => unknown)(...used);
          if (typeof out === 'string' && /[A-Za-z]/.test(out)) {
            texts.set(`${path}(${used.map(String).join(',')})`, out);
            break;
          }
        } catch {
          // Not a text-making function for these samples.
        }
      }
      return;
    }
    if (typeof value !== 'object' || isSchema(value) || value instanceof Date || value instanceof RegExp) return;
    for (const [key, inner] of Object.entries(value)) walk(`${path}.${key}`, inner, depth + 1);
  };
  for (const [entry, module] of modules) {
    for (const [name, value] of Object.entries(module)) if (keep(name)) walk(`${entry}:${name}`, value, 0);
  }
  return Object.fromEntries([...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
