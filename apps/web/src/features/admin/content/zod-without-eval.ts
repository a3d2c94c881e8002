/**
 * zod 4 probes `new Function` once, when its first object schema is built, to compile faster parsers. The site's
 * Content-Security-Policy refuses eval, and the browser reports the refused probe as a violation even though zod
 * catches it. The content screens build the kinds' schemas (CONTENT_SCHEMAS) to read their fields, so before their
 * chunk loads, zod's global setting (read when a schema is built) turns the probe off. Set without importing zod:
 * zod keeps that setting on `globalThis.__zod_globalConfig`, the same object whether zod has loaded yet or not.
 */
export function zodWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
