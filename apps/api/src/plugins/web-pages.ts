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
 * The English paths of every published programme, university and scholarship (`/programmes/<slug>` …): the
 * sitemap lists each in both languages (issue 28).
 */
export type SitemapEntries = () => Promise<string[]>;

/** One page in each language, each with the addresses of all its languages and x-default (Google's sitemap hreflang). */
function sitemapUrls(origin: string, path: string): string[] {
  const alternates = [...LOCALES.map((l) => [l, localizedPath(path, l)]), ['x-default', localizedPath(path, 'en')]]
    .map(([hreflang, to]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${escapeXml(to!)}"/>`)
    .join('');
  return LOCALES.map(
    (locale) => `  <url><loc>${origin}${escapeXml(localizedPath(path, locale))}</loc>${alternates}</url>`,
  );
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const urlset = (urls: string[]) =>
  ['<?xml version="1.0" encoding="UTF-8"?>', URLSET_OPEN, ...urls, '</urlset>', ''].join('\n');

/** Every indexable page once in each language (a page with a canonicalPath is another path's page). */
export function sitemapXml(webUrl: string): string {
  return urlset(staticSitemapUrls(siteOrigin(webUrl)));
}

const staticSitemapUrls = (origin: string) =>
  INDEXABLE_PAGES.filter((page) => !page.canonicalPath).flatMap((page) => sitemapUrls(origin, page.path));

/**
 * The sitemap's files: one `urlset` while the addresses fit in `limit` (the protocol's 50,000), else that
 * many parts (`/sitemaps/<n>.xml`) and a sitemap index at /sitemap.xml naming them.
 */
export function sitemapFiles(webUrl: string, catalogue: string[], limit: number): { index: string; parts: string[] } {
  const origin = siteOrigin(webUrl);
  const urls = [...staticSitemapUrls(origin), ...catalogue.flatMap((path) => sitemapUrls(origin, path))];
  if (urls.length <= limit) return { index: urlset(urls), parts: [] };
  const parts: string[] = [];
  for (let at = 0; at < urls.length; at += limit) parts.push(urlset(urls.slice(at, at + limit)));
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((_, i) => `  <sitemap><loc>${origin}/sitemaps/${i + 1}.xml</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return { index, parts };
}

/** How long the sitemap made from the database is reused: crawlers read it rarely, and it costs a query. */
const SITEMAP_REUSE_MS = 60_000;

export interface CrawlerRoutesOptions {
  webUrl: string;
  /** The catalogue's published pages; without it the sitemap lists the fixed pages only. */
  catalogue?: SitemapEntries;
  /** Addresses per sitemap file (SITEMAP_URL_LIMIT). */
  sitemapLimit?: number;
  /** Tells when content is published, so the sitemap is made again (decision 0121). */
  onContentChange?: (listener: () => void) => void;
}

/** /robots.txt, /sitemap.xml and its parts, outside the API prefix and the OpenAPI document. */
export async function crawlerRoutes(
  app: FastifyInstance,
  { webUrl, catalogue, sitemapLimit = 50_000, onContentChange }: CrawlerRoutesOptions,
) {
  const robots = robotsTxt(webUrl);
  const day = 'public, max-age=86400';
  const hour = 'public, max-age=3600';
  let made: { at: number; files: Promise<{ index: string; parts: string[] }> } | undefined;
  onContentChange?.(() => (made = undefined));
  const files = () => {
    if (!made || Date.now() - made.at > SITEMAP_REUSE_MS) {
      const files = (catalogue ? catalogue() : Promise.resolve([])).then((paths) =>
        sitemapFiles(webUrl, paths, sitemapLimit),
      );
      made = { at: Date.now(), files };
      // A failed query is not reused.
      files.catch(() => (made = undefined));
    }
    return made.files;
  };
  const xml = 'application/xml; charset=utf-8';
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', day).send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', catalogue ? hour : day)
      .send((await files()).index),
  );
  app.get<{ Params: { part: string } }>('/sitemaps/:part', { schema: { hide: true } }, async (request, reply) => {
    const n = /^([1-9]\d{0,5})\.xml$/.exec(request.params.part)?.[1];
    const part = n ? (await files()).parts[Number(n) - 1] : undefined;
    if (!part) return reply.callNotFound();
    return reply.type(xml).header('cache-control', hour).send(part);
  });
}
