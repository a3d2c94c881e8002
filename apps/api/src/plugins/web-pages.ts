import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  INDEXABLE_PAGES,
  LOCALES,
  findSitePage,
  localizedPath,
  prerenderedFileName,
  splitLocalePath,
} from '@studychina/contracts';
import { cachedBody, sendCached, type CachedBody } from '../lib/cached-body.js';

/**
 * Pages for crawlers and link previews (docs/product.md#pages-for-crawlers): the public pages as the web
 * build pre-rendered them (apps/web/scripts/prerender.mjs, in dist/.prerendered), with the site's
 * address (WEB_URL) in their canonical, Open Graph and JSON-LD URLs, kept in memory compressed;
 * /robots.txt and /sitemap.xml; and `X-Robots-Tag: noindex` on the pages that are not public content.
 * Every page exists in English at its path and in French under /fr (issue 17,
 * docs/decisions/0085-french-pages-under-fr.md): the address decides what is served. Before this, web-language.ts
 * may send a visitor who prefers French from an English page to its French twin (decision 0104).
 * Kept apart from plugins/web.ts, which calls `servePage` from its fallback.
 */
const ORIGIN_PLACEHOLDER = /__SITE_ORIGIN__/g;
const HTML = { cacheControl: 'no-cache', type: 'text/html; charset=utf-8' };

export interface WebPages {
  /** Sends the pre-rendered page of this request, or answers false (then the SPA shell is sent). */
  servePage(request: FastifyRequest, reply: FastifyReply): boolean;
}

export const siteOrigin = (webUrl: string) => webUrl.replace(/\/+$/, '');

export function loadWebPages(distDir: string, webUrl: string): WebPages {
  const origin = siteOrigin(webUrl);
  /** Keyed by the page's address: /about, /fr/about. */
  const pages = new Map<string, CachedBody>();
  for (const locale of LOCALES)
    for (const page of INDEXABLE_PAGES) {
      const file = join(distDir, '.prerendered', prerenderedFileName(page.path, locale));
      if (existsSync(file))
        pages.set(
          localizedPath(page.path, locale),
          cachedBody(readFileSync(file, 'utf8').replace(ORIGIN_PLACEHOLDER, origin)),
        );
    }
  return {
    servePage(request, reply) {
      const [address = '/', query] = request.url.split('?');
      const { locale, path } = splitLocalePath(address);
      const page = findSitePage(path);
      if (page && !page.indexable) reply.header('x-robots-tag', 'noindex');
      const body = page && pages.get(localizedPath(page.path, locale));
      // The majors page was rendered at page 1: another page of it starts from the shell.
      if (!body || (page.path === '/majors' && query)) return false;
      void sendCached(request, reply, body, HTML);
      return true;
    },
  };
}

export function robotsTxt(webUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteOrigin(webUrl)}/sitemap.xml`, ''].join(
    '\n',
  );
}

/**
 * Every indexable page once in each language (a page with a canonicalPath is another path's page), each
 * with the addresses of all its languages and x-default as xhtml:link alternates (Google's sitemap hreflang).
 */
export function sitemapXml(webUrl: string): string {
  const origin = siteOrigin(webUrl);
  const urls = INDEXABLE_PAGES.filter((page) => !page.canonicalPath).flatMap((page) => {
    const alternates = [
      ...LOCALES.map((l) => [l, localizedPath(page.path, l)]),
      ['x-default', localizedPath(page.path, 'en')],
    ].map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${path}"/>`);
    return LOCALES.map(
      (locale) => `  <url><loc>${origin}${localizedPath(page.path, locale)}</loc>${alternates.join('')}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt and /sitemap.xml, outside the API prefix and the OpenAPI document. */
export async function crawlerRoutes(app: FastifyInstance, { webUrl }: { webUrl: string }) {
  const robots = robotsTxt(webUrl);
  const sitemap = sitemapXml(webUrl);
  const day = 'public, max-age=86400';
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', day).send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', day).send(sitemap),
  );
}
