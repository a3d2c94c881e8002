import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { cachedBody, sendCached, type CachedBody } from '../lib/cached-body.js';
import { asDraftPage } from './draft-page.js';
import {
  CATALOGUE_ROUTES,
  LOCALES,
  catalogueTemplateFile,
  findSitePage,
  splitLocalePath,
  type CatalogueDataLoader,
  type Locale,
  type RenderCataloguePage,
} from '@studychina/contracts';

/**
 * The catalogue's pages answered as complete HTML, rendered on request (issue 28,
 * docs/decisions/0114-catalogue-pages-rendered-on-request.md): 50,000 programmes cannot be pre-rendered at
 * build time, and a change in the database must show within seconds. The web build leaves its server entry
 * (apps/web/dist-ssr/entry-server.js, `renderCataloguePage`) and one HTML template per page and language
 * (dist/.prerendered/catalogue/); at start-up this loads both, and for each request the entry renders the
 * page with its data, read in-process from the catalogue's services through `load`. Rendered pages are kept
 * for `ttlMs` per address and language (at most `maxEntries`), so a busy page is rendered once every few
 * seconds however many ask; concurrent requests for one address share one render.
 */
export interface CataloguePagesOptions {
  distDir: string;
  /** The site's address (WEB_URL) without a trailing slash, for canonical, Open Graph and JSON-LD. */
  origin: string;
  load: CatalogueDataLoader;
  ttlMs: number;
  maxEntries?: number;
  log: FastifyBaseLogger;
}

export interface CataloguePages {
  /** Whether this path (French under /fr) is one of the catalogue's pages. */
  handles(path: string): boolean;
  /** Answers the page, or false when it could not be rendered (the caller then sends the app's shell). */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Content was published: every page is rendered again when next asked (decision 0121). */
  forget(): void;
  /**
   * A draft's preview: the page at `url` rendered with `answer` in place of its read, as a draft page (./draft-page.ts),
   * never cached; null when the address is none of the catalogue's pages.
   */
  preview(url: string, locale: Locale, answer: unknown, banner: string): Promise<string | null>;
}

interface Rendered {
  status: number;
  /** The page compressed once per render (brotli and gzip), sent as stored with its ETag; null: not rendered. */
  body: CachedBody | null;
}

const ORIGIN_PLACEHOLDER = /__SITE_ORIGIN__/g;
const BODY = '<!--catalogue-body-->';
const HEAD = '<!--catalogue-head-->';
const DATA = '<!--catalogue-data-->';
/** JSON inside <script>: no "</script>" or "<!--" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** Not `String.replace(mark, text)`: `$&` or `$'` in a programme's text would be read as patterns. */
const put = (html: string, mark: string, text: string) => {
  const at = html.indexOf(mark);
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at + mark.length);
};

const ssrEntry = (distDir: string) => join(distDir, '..', 'dist-ssr', 'entry-server.js');

/** The catalogue's pages, or null when the web build has no server entry or templates (API-only tests). */
export async function loadCataloguePages(options: CataloguePagesOptions): Promise<CataloguePages | null> {
  const { distDir, origin, load, ttlMs, maxEntries = 2_000, log } = options;
  const templates = new Map<string, string>();
  for (const locale of LOCALES)
    for (const route of CATALOGUE_ROUTES) {
      const file = join(distDir, '.prerendered', catalogueTemplateFile(route, locale));
      if (existsSync(file)) templates.set(`${locale} ${route}`, readFileSync(file, 'utf8'));
    }
  const entry = ssrEntry(distDir);
  if (templates.size === 0 || !existsSync(entry)) return null;
  const { renderCataloguePage } = (await import(pathToFileURL(entry).href)) as {
    renderCataloguePage: RenderCataloguePage;
  };

  /** The page's HTML read through `from`, or its status when there is none to send. */
  async function html(url: string, locale: Locale, from: CatalogueDataLoader): Promise<string | 404 | 200> {
    const page = await renderCataloguePage(url, locale, from);
    if (!page || page.status === 404) return 404;
    const template = templates.get(`${locale} ${page.route}`);
    if (!template) return 200;
    let filled = put(template, HEAD, page.head.replace(ORIGIN_PLACEHOLDER, origin));
    filled = put(filled, BODY, page.body);
    return put(filled, DATA, scriptJson(page.data));
  }

  async function render(url: string, locale: Locale): Promise<Rendered> {
    const page = await html(url, locale, load);
    if (typeof page === 'number') return { status: page, body: null };
    return { status: 200, body: cachedBody(page, { brotliQuality: 5 }) };
  }

  const cache = new LRUCache<string, Rendered, { url: string; locale: Locale }>({
    max: maxEntries,
    ttl: Math.max(1, ttlMs),
    // One render per address at a time; a failed render is not kept.
    fetchMethod: (_key, _stale, { context }) => render(context.url, context.locale),
  });

  return {
    forget: () => cache.clear(),
    async preview(url, locale, answer, banner) {
      const page = await html(url, locale, async () => answer);
      return typeof page === 'number' ? null : asDraftPage(page, banner);
    },
    handles(path) {
      const page = findSitePage(splitLocalePath(path).path);
      return Boolean(page?.onRequest);
    },
    async serve(request, reply) {
      const { locale } = splitLocalePath(request.url.split('?')[0] ?? '/');
      let rendered: Rendered | undefined;
      try {
        rendered =
          ttlMs > 0
            ? await cache.fetch(`${locale} ${request.url}`, { context: { url: request.url, locale } })
            : await render(request.url, locale);
      } catch (error) {
        // A filter the API refuses (422) or a page past the last (404) is the page's own to say, in the app.
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500) {
          reply.code(status).header('x-robots-tag', 'noindex');
          return false;
        }
        log.error({ err: error, url: request.url }, 'rendering a catalogue page failed');
        return false;
      }
      if (!rendered?.body) {
        if (rendered?.status === 404) reply.code(404).header('x-robots-tag', 'noindex');
        return false;
      }
      void sendCached(request, reply, rendered.body, { cacheControl: 'no-cache', type: 'text/html; charset=utf-8' });
      return true;
    },
  };
}
