import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  INDEXABLE_PAGES,
  LOCALES,
  findSitePage,
  localizedPath,
  prerenderedFileName,
  splitLocalePath,
  type Locale,
  type RenderSitePage,
  type SiteDataLoader,
} from '@studychina/contracts';
import { cachedBody, sendCached, type CachedBody } from '../lib/cached-body.js';

/**
 * The pre-rendered pages rendered again on request with the site's texts as editors published them
 * (docs/decisions/0127-site-texts-from-published-versions.md): the home page's testimonials, the about, service,
 * contact and FAQ pages, and every page's footer. The build's file is the template: its head, inlined CSS and
 * preloads stay; the page's body and embedded data are rendered again by the web's server entry
 * (`renderSitePage`), which reads the texts through `load` in-process. A page is rendered once per address and
 * language until content changes (`forget`), so a publish is in the next response's HTML on every instance.
 */
export interface SitePagesOptions {
  distDir: string;
  /** The site's address (WEB_URL) without a trailing slash, for the FAQ's JSON-LD. */
  origin: string;
  load: SiteDataLoader;
  log: FastifyBaseLogger;
}

export interface SitePages {
  /** Sends the page rendered with the published texts, or answers false (then the file as built is sent). */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Content was published: every page is rendered again when next asked. */
  forget(): void;
}

interface Template {
  /** Up to and including `<div id="root">`. */
  head: string;
  /** From the root's closing tag to the opening of the data block. */
  middle: string;
  /** From the data block's closing tag on. */
  tail: string;
  /** The data the build embedded (heroes, majors, the shipped texts). */
  base: Record<string, unknown>;
}

// What scripts/prerender.mjs writes around the page and its data.
const ROOT = '<div id="root">';
const DATA = '<script type="application/json" id="initial-data">';
const LD = '<script type="application/ld+json">';
const ORIGIN_PLACEHOLDER = /__SITE_ORIGIN__/g;
/** JSON inside <script>: no "</script>" or "<!--" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function templateOf(html: string): Template | null {
  const root = html.indexOf(ROOT);
  const data = html.indexOf(DATA);
  const rootEnd = html.lastIndexOf('</div>', data);
  const dataEnd = html.indexOf('</script>', data);
  if (root < 0 || data < 0 || rootEnd < root || dataEnd < 0) return null;
  return {
    head: html.slice(0, root + ROOT.length),
    middle: html.slice(rootEnd, data + DATA.length),
    tail: html.slice(dataEnd),
    base: JSON.parse(html.slice(data + DATA.length, dataEnd)) as Record<string, unknown>,
  };
}

/** The head with the page's own JSON-LD in place of the build's (or added, when the build wrote none). */
function withLd(head: string, ld: object, origin: string): string {
  const json = scriptJson(ld).replace(ORIGIN_PLACEHOLDER, origin);
  const at = head.indexOf(LD);
  if (at < 0) return head.replace('</head>', `  ${LD}${json}</script>\n  </head>`);
  const end = head.indexOf('</script>', at);
  return head.slice(0, at + LD.length) + json + head.slice(end);
}

/** The site's pages rendered on request, or null without the web build's server entry (API-only tests). */
export async function loadSitePages({ distDir, origin, load, log }: SitePagesOptions): Promise<SitePages | null> {
  const entry = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const { renderSitePage } = (await import(pathToFileURL(entry).href)) as { renderSitePage?: RenderSitePage };
  if (!renderSitePage) return null;
  const renderPage = renderSitePage;
  const templates = new Map<string, Template>();
  for (const locale of LOCALES)
    for (const page of INDEXABLE_PAGES) {
      const file = join(distDir, '.prerendered', prerenderedFileName(page.path, locale));
      const template = existsSync(file)
        ? templateOf(readFileSync(file, 'utf8').replace(ORIGIN_PLACEHOLDER, origin))
        : null;
      if (template) templates.set(localizedPath(page.path, locale), template);
    }

  async function render(address: string, locale: Locale): Promise<CachedBody | null> {
    const template = templates.get(address);
    if (!template) return null;
    const page = await renderPage(address, locale, template.base, load);
    if (!page) return null;
    const head = page.ld ? withLd(template.head, page.ld, origin) : template.head;
    return cachedBody(head + page.body + template.middle + scriptJson(page.data) + template.tail, {
      brotliQuality: 5,
    });
  }

  // One render per address at a time; kept until content changes. A failed render is not kept.
  const cache = new LRUCache<string, CachedBody, Locale>({
    max: 100,
    fetchMethod: async (address, _stale, { context }) => (await render(address, context)) ?? undefined,
  });

  return {
    forget: () => cache.clear(),
    async serve(request, reply) {
      const [pathname = '/', query] = request.url.split('?');
      const { locale, path } = splitLocalePath(pathname);
      const page = findSitePage(path);
      // The majors page was rendered at page 1: another page of it starts from the shell (plugins/web-pages.ts).
      if (!page || (page.path === '/majors' && query)) return false;
      const address = localizedPath(page.path, locale);
      if (!templates.has(address)) return false;
      let body: CachedBody | undefined;
      try {
        body = await cache.fetch(address, { context: locale });
      } catch (error) {
        log.error({ err: error, url: request.url }, 'rendering a page with its published texts failed');
        return false;
      }
      if (!body) return false;
      void sendCached(request, reply, body, { cacheControl: 'no-cache', type: 'text/html; charset=utf-8' });
      return true;
    },
  };
}
