import type { Locale } from '../../i18n/locales.js';

/**
 * Where the web reads the site's own texts (apps/api/src/modules/site-content/), in a module without zod so that the
 * home page's chunk can name them (docs/decisions/0127-site-texts-from-published-versions.md).
 */
export const SITE_CONTENT_PREFIX = '/site-content';

/** The contact details as the footer and the contact page show them (`GET /site-content/pages/contact`). */
export interface SiteContact {
  phone: string;
  phoneHref: string;
  email: string;
  whatsapp: string;
  address: string[];
  addressZh: string[];
}

/** The API path of a read, in the page's language (`lang=fr` last, as the heroes'). */
export const siteContentPath = (what: 'testimonials' | 'faq' | `pages/${string}`, locale: Locale) =>
  `${SITE_CONTENT_PREFIX}/${what}${locale === 'fr' ? '?lang=fr' : ''}`;

/**
 * A page's reads answered in-process when the API renders it on request (apps/api/src/plugins/site-pages.ts): an API
 * path under the API prefix, query included, answered as the route would (its JSON), or undefined.
 */
export type SiteDataLoader = (path: string) => Promise<unknown>;

/** What the web's server entry renders of a page: its body and the data embedded for hydration. */
export interface RenderedSitePage {
  body: string;
  data: Record<string, unknown>;
  /** The page's own JSON-LD made from its data (the FAQ's FAQPage), in place of the build's; none: the build's stays. */
  ld?: object;
}

/**
 * Renders the site page at `url` (French under /fr) again on request, with the build's data `base` and the page's
 * reads answered by `load`; null for a page not rendered this way.
 */
export type RenderSitePage = (
  url: string,
  locale: Locale,
  base: Record<string, unknown>,
  load: SiteDataLoader,
) => Promise<RenderedSitePage | null>;
