/**
 * The site's languages (issue 17): English is the product's own (SPEC's texts), French is added for the
 * francophone families we serve. Zod-free: the web's first download imports it.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'fr';

/** The locale a language tag asks for: `fr`, `fr-CI`, `FR-ca` are French; `en-*` English; others none. */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/**
 * The preferred supported locale of an Accept-Language header (RFC 9110: q-values, `*` ignored), or
 * undefined when it names none of ours, so the caller falls back to the user's saved locale or English.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { locale: localeOfTag(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.locale && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale;
}
