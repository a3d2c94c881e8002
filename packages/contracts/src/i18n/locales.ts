/**
 * The site's languages (issue 17): English is the product's own (its original texts), French is added for the
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

/**
 * The language in a page's address (issue 17, docs/decisions/0085-french-pages-under-fr.md): French pages
 * live under /fr (/fr/, /fr/about ...), English ones at the site's root, as before.
 */
export const FRENCH_PREFIX = '/fr';

/** The locale an address asks for and the page's path without the prefix: /fr/about → fr, /about. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`)) {
    return { locale: 'fr', path: pathname.slice(FRENCH_PREFIX.length) || '/' };
  }
  return { locale: 'en', path: pathname };
}

/** A page's address in a language: /about → /fr/about, / → /fr/ (and back with 'en'). */
export function localizedPath(path: string, locale: Locale): string {
  const page = splitLocalePath(path).path;
  if (locale === 'en') return page;
  return page === '/' ? `${FRENCH_PREFIX}/` : `${FRENCH_PREFIX}${page}`;
}

/** og:locale of each language (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' };

/**
 * The visitor's saved language (the header's language switch): a cookie that the server reads before it
 * answers a page and the page's script reads and writes (docs/decisions/0104-french-from-the-first-response.md).
 * Not signed and not httpOnly: it holds `en` or `fr`, nothing to protect.
 */
export const LOCALE_COOKIE = 'lang';
/** A year: the choice outlives the visit, like the browser's storage it replaces. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/**
 * The query parameter of the language switch's links (`/fr/about?lang=fr`): following one saves the choice on
 * the server's side, so the switch works before (and without) the page's script.
 */
export const LOCALE_CHOICE_PARAM = 'lang';
