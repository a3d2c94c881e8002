import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import {
  API_PREFIX,
  findSitePage,
  splitLocalePath,
  text,
  type CatalogueDataLoader,
  type Locale,
  type SiteDataLoader,
} from '@studychina/contracts';
import { HttpError } from '../lib/http-error.js';
import { loadCataloguePages } from './catalogue-pages.js';
import { loadSitePages } from './site-pages.js';
import { redirectByLanguage } from './web-language.js';
import { crawlerRoutes, loadWebPages, siteOrigin, type SitemapEntries } from './web-pages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A catalogue page (`url`, without /fr) rendered with `answer` as a draft's preview: no scripts, noindex, the
     * banner first (plugins/draft-page.ts); null for no catalogue page. Without the web build's server entry and
     * templates (an API started without the web build, or while it is being rebuilt) it throws 503, logged: a
     * server that cannot render pages says so rather than answering that the draft's page does not exist.
     */
    renderDraftPage(url: string, locale: Locale, answer: unknown, banner: string): Promise<string | null>;
  }
}

export interface WebPluginOptions {
  /** The built SPA (apps/web/dist). Missing in API-only tests: then only the JSON 404 is served. */
  distDir: string;
  /** The site's public address (WEB_URL): canonical URLs, sitemap. */
  webUrl: string;
  /**
   * The catalogue's pages, rendered on request (plugins/catalogue-pages.ts): their data, read in-process,
   * how long a rendered page is kept, and the published programmes, universities and scholarships for the
   * sitemap. Without it they start from the app's shell.
   */
  catalogue?: { load?: CatalogueDataLoader; ttlMs: number; sitemap?: SitemapEntries; sitemapLimit?: number };
  /**
   * The site's own texts as published (plugins/site-pages.ts, docs/decisions/0127-site-texts-from-published-versions.md):
   * the pre-rendered pages are rendered again with them. Without it they are served as built.
   */
  site?: { load: SiteDataLoader };
}

/**
 * The home page's content comes from the API: on / and /home the browser starts those two calls with
 * the page itself, while the app's JavaScript is still downloading (seconds on a slow mobile network),
 * and the app's own fetch (same URL, credentials included) reuses the answers. A Link header rather
 * than a script in index.html, which the Content-Security-Policy forbids (plugins/security-headers.ts).
 */
const HOME_PATHS = new Set(['/', '/home', '/fr', '/fr/', '/fr/home']);
const HOME_PRELOADS = ['heroes', 'majors']
  .map((name) => `<${API_PREFIX}/${name}>; rel=preload; as=fetch; crossorigin=use-credentials`)
  .join(', ');

const YEAR = 365 * 24 * 3600;
const MONTH = 30 * 24 * 3600;

/** Cache policy by path: hashed bundles forever, our images for a month, the HTML shell never. */
function cacheControl(path: string): string {
  if (path.includes('/assets/')) return `public, max-age=${YEAR}, immutable`;
  if (path.includes('/media/')) return `public, max-age=${MONTH}, stale-while-revalidate=${MONTH}`;
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the SPA and its static files, with history fallback: any GET outside /api that is not a
 * file gets index.html, so /majors or /apply load directly (an unknown page with status 404). Unknown
 * /api paths get the JSON 404.
 */
export const webPlugin = fp<WebPluginOptions>(async (app, { distDir, webUrl, catalogue, site }) => {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  const pages = loadWebPages(distDir, webUrl);
  const cataloguePages =
    hasWeb && catalogue?.load
      ? await loadCataloguePages({
          distDir,
          origin: siteOrigin(webUrl),
          load: catalogue.load,
          ttlMs: catalogue.ttlMs,
          log: app.log,
        })
      : null;
  const sitePages =
    hasWeb && site ? await loadSitePages({ distDir, origin: siteOrigin(webUrl), load: site.load, log: app.log }) : null;
  // Drafts' previews render through the same pages (modules/content/content-preview-page.routes.ts).
  app.decorate('renderDraftPage', async (url: string, locale: Locale, answer: unknown, banner: string) => {
    if (cataloguePages) return cataloguePages.preview(url, locale, answer, banner);
    app.log.error({ distDir }, "a draft's preview page needs the web build's server entry and templates");
    throw new HttpError(503, 'SERVICE_UNAVAILABLE', text('errors.SERVICE_UNAVAILABLE_MESSAGE'));
  });
  // The language cookie is Secure on a site served over https, as plugins/cookies.ts decides for its own.
  const secureCookie = new URL(webUrl).protocol === 'https:' ? true : 'auto';
  // A publish on any instance shows at once on the pages rendered from the database and in the sitemap.
  if (cataloguePages) app.contentChanges.subscribe(() => cataloguePages.forget());
  if (sitePages) app.contentChanges.subscribe(() => sitePages.forget());
  await app.register(crawlerRoutes, {
    webUrl,
    catalogue: catalogue?.sitemap,
    sitemapLimit: catalogue?.sitemapLimit,
    onContentChange: (listener) => app.contentChanges.subscribe(listener),
  });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true, // docs/decisions/0008-precompressed-static-files.md
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControl(path)),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && wantsPage && !path.startsWith('/api/') && path !== '/api') {
      // A French visitor asking for an English page goes to its French twin first (web-language.ts).
      if (redirectByLanguage(request, reply, secureCookie)) return reply;
      if (HOME_PATHS.has(path)) reply.header('link', HOME_PRELOADS);
      // A path that is none of the app's pages (contracts' SITE_PAGES) gets the same shell, which shows
      // the 404 page, but with status 404, so search engines do not index it (docs/product.md#not-found).
      // French pages are the same pages under /fr (docs/decisions/0085-french-pages-under-fr.md).
      if (!findSitePage(splitLocalePath(path).path)) reply.code(404);
      // The catalogue's pages are rendered per request from the database (docs/decisions/0114-catalogue-pages-rendered-on-request.md).
      if (cataloguePages?.handles(path) && (await cataloguePages.serve(request, reply))) return reply;
      // The other public pages as built, their site texts rendered again as published (decision 0127).
      if (sitePages && findSitePage(splitLocalePath(path).path)?.indexable && (await sitePages.serve(request, reply)))
        return reply;
      if (pages.servePage(request, reply)) return reply;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ success: false, code: 'NOT_FOUND', message: request.render(text('errors.NOT_FOUND_MESSAGE')) });
  });
});
