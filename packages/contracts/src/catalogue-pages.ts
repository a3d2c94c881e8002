import type { Locale } from './i18n/locales.js';

/**
 * The catalogue's pages are rendered by the API on request, from the database, not at build time (issue 28,
 * docs/decisions/0114-catalogue-pages-rendered-on-request.md). This is the contract between the web's server
 * entry (apps/web/src/entry-server.tsx), which knows the pages and what data each reads, and the API
 * (apps/api/src/plugins/catalogue-pages.ts), which answers that data from its services in-process, caches the
 * HTML and serves it.
 */

/** A read the page makes, as the browser makes it: an API path under the API prefix and its query ("" or "?…"). */
export interface CatalogueDataRequest {
  path: string;
  query: string;
}

/** The API's answer to a read: its JSON, or `undefined` when the thing asked for does not exist (a 404 page). */
export type CatalogueDataLoader = (request: CatalogueDataRequest, locale: Locale) => Promise<unknown>;

export interface RenderedCataloguePage {
  /** 404 when a read found nothing (an unknown slug): the page shows "not found" and is not indexed. */
  status: 200 | 404;
  /** The route pattern the address matched ('/programmes/:slug'): the API picks its HTML template by it. */
  route: string;
  /** Title, description, canonical, Open Graph, hreflang and JSON-LD, with `__SITE_ORIGIN__` for the site's address. */
  head: string;
  /** The page's HTML, to go in `<div id="root">`. */
  body: string;
  /** The reads' answers by useLoad key, embedded for the browser to hydrate from (apps/web/src/lib/initial-data.ts). */
  data: Record<string, unknown>;
}

/** Renders the catalogue page at `url` (path and query, French under /fr), or null for another page. */
export type RenderCataloguePage = (
  url: string,
  locale: Locale,
  load: CatalogueDataLoader,
) => Promise<RenderedCataloguePage | null>;

/** The route patterns of the catalogue's pages (react-router syntax, as SITE_PAGES). */
export const CATALOGUE_ROUTES = [
  '/programmes',
  '/programmes/:slug',
  '/universities/:slug',
  '/scholarships',
  '/scholarships/:slug',
] as const;
export type CatalogueRoute = (typeof CATALOGUE_ROUTES)[number];

/** The file of a catalogue route's HTML template in the web build's .prerendered folder. */
export const catalogueTemplateFile = (route: string, locale: Locale) =>
  `catalogue/${route.slice(1).replace(/\/:slug$/, '-page')}.${locale}.html`;

/** A sitemap file holds at most this many addresses (the sitemaps protocol's limit); past it, a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;
