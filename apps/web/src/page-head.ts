import { LOCALES, OG_LOCALES, SITE_NAME, documentTitle, localizedPath, type Locale } from '@studychina/contracts';

/**
 * The head tags of a page rendered on request (the catalogue: docs/decisions/0114-catalogue-pages-rendered-on-request.md),
 * the same set scripts/prerender.mjs writes for the pre-rendered pages: title, description, canonical, Open
 * Graph and Twitter tags, og:locale and hreflang between the two languages, and JSON-LD. Addresses start with
 * the origin placeholder the API replaces with the site's address.
 */
export const ORIGIN = '__SITE_ORIGIN__';

export interface HeadParts {
  title: string;
  description: string;
  /** The page's address without its language prefix, query included (`/programmes?degree=master`). */
  canonicalPath: string;
  /** A path under the site (`/og/admission.png`). */
  ogImage: string;
  locale: Locale;
  ld: object;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON inside <script>: no "</script>" or "<!--" can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `/programmes?x=1` in a language: `/fr/programmes?x=1`. */
const inLocale = (path: string, locale: Locale) => {
  const [pathname = '/', query] = path.split('?');
  return localizedPath(pathname, locale) + (query ? `?${query}` : '');
};

export function pageHead({ title, description, canonicalPath, ogImage, locale, ld }: HeadParts): string {
  const full = documentTitle(title);
  const url = `${ORIGIN}${escapeHtml(inLocale(canonicalPath, locale))}`;
  const image = `${ORIGIN}${ogImage.startsWith('/og/') && locale === 'fr' ? ogImage.replace(/^\/og\//, '/og/fr/') : ogImage}`;
  const meta = (attr: string, name: string, content: string) =>
    `<meta ${attr}="${name}" content="${escapeHtml(content)}" />`;
  const alternate = (hreflang: string, l: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${escapeHtml(inLocale(canonicalPath, l))}" />`;
  return [
    `<title>${escapeHtml(full)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${url}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((l) => l !== locale).map((l) => meta('property', 'og:locale:alternate', OG_LOCALES[l])),
    ...LOCALES.map((l) => alternate(l, l)),
    alternate('x-default', 'en'),
    meta('property', 'og:title', full),
    meta('property', 'og:description', description),
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', full),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', full),
    meta('name', 'twitter:description', description),
    `<meta name="twitter:image" content="${image}" />`,
    `<script type="application/ld+json">${scriptJson(ld)}</script>`,
  ].join('\n    ');
}
