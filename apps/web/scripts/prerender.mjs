// Pre-renders the public pages (contracts' INDEXABLE_PAGES) to HTML after `vite build`, for crawlers and
// link previews (issue 16): each with its real content (src/entry-server.tsx, rendered as a visitor, the
// lists filled from prisma/seed), its own <title>, description, canonical URL, Open Graph and Twitter
// tags, JSON-LD, and a JSON data block the browser hydrates from (src/lib/initial-data.ts). Its CSS (the
// entry's and its lazy chunk's, ~5 KiB in brotli) is inlined in a <style>: the page paints from the HTML
// alone, with no stylesheet request blocking it (docs/decisions/0041-prerendered-pages-and-lighthouse.md;
// the CSP allows inline styles, not inline scripts). Written to dist/.prerendered/ (a dot folder the
// static file server does not serve); the API serves them with the site's own address in place of
// SITE_ORIGIN (apps/api/src/plugins/web-pages.ts).
// Each page exists in English at its path and in French under /fr (dist/.prerendered/fr/), with hreflang
// links between the two (issue 17, docs/decisions/0085-french-pages-under-fr.md): see `localeParts` below.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CATALOGUE_ROUTES,
  INDEXABLE_PAGES,
  catalogueTemplateFile,
  LOCALES,
  MAJORS_PAGE_SIZE,
  OG_LOCALES,
  SITE_NAME,
  documentTitle,
  localizedPath,
  prerenderedFileName,
  sitePageIn,
} from '@studychina/contracts';
import { SITE_TEXTS_FR } from '@studychina/contracts/fr';

const WEB = join(import.meta.dirname, '..');
const DIST = join(WEB, 'dist');
const OUT = join(DIST, '.prerendered');
const SEED = join(WEB, '..', '..', 'prisma', 'seed');
/** Replaced by the API with WEB_URL when it serves the page. */
const ORIGIN = '__SITE_ORIGIN__';

// React's production server renderer, like the browser's production build.
process.env.NODE_ENV = 'production';
const template = readFileSync(join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const { render, COMPANY } = await import(pathToFileURL(join(WEB, 'dist-ssr', 'entry-server.js')).href);

// The catalogue as a fresh database holds it after the seed (ids in seed order, as the API answers), in each
// language as GET /heroes and /majors answer it (?lang=fr: the French where written, docs/product.md#api-majors).
const readSeed = (name) => JSON.parse(readFileSync(join(SEED, name), 'utf8'));
const heroesIn = (locale) =>
  readSeed('heroes.json').map((h, i) => ({
    id: i + 1,
    title: (locale === 'fr' && h.title_fr) || h.title,
    sub_title: (locale === 'fr' && h.sub_title_fr) || h.sub_title,
    hero_image: h.hero_image,
  }));
const majorsIn = (locale) =>
  readSeed('majors.json').map((m, i) => ({
    id: i + 1,
    name: (locale === 'fr' && m.name_fr) || m.name,
    image: m.image,
    short_desc: (locale === 'fr' && m.short_desc_fr) || m.short_desc,
    description: (locale === 'fr' && m.description_fr) || m.description,
    trending: m.trending ? 1 : 0,
  }));
const firstPageOf = (majors) => ({
  data: majors.slice(0, MAJORS_PAGE_SIZE),
  current_page: 1,
  last_page: Math.max(1, Math.ceil(majors.length / MAJORS_PAGE_SIZE)),
  per_page: MAJORS_PAGE_SIZE,
  total: majors.length,
});

/** useLoad's keys (lib/initial-data.ts; the French ones as lib/content-language.ts writes them) and what each page loads. */
function dataOf(path, locale) {
  const lang = locale === 'fr' ? '?lang=fr' : '';
  const heroes = heroesIn(locale);
  const majors = majorsIn(locale);
  const home = { [`["/heroes${lang}"]`]: heroes, [`["/majors${lang}"]`]: majors };
  const pages = { '/': home, '/home': home, '/majors': { [`["/majors${lang}",1]`]: firstPageOf(majors) } };
  return pages[path] ?? {};
}

/** The lazy module of each route, read from the route table as scripts/bundle-size.mjs does. */
function routeModules() {
  const source = readFileSync(join(WEB, 'src', 'app', 'routes.tsx'), 'utf8');
  return new Map(
    source
      .split(/(?=\bpath:\s*')/)
      .slice(1)
      .map((part) => [/path:\s*'([^']*)'/.exec(part)[1], /import\(\s*'\.\.\/([^']+)'\s*\)/.exec(part)?.[1]]),
  );
}

/** A chunk's own JS and CSS and its static imports', minus what the entry already loads. */
function chunkFiles(key, files = { js: new Set(), css: new Set() }) {
  const chunk = manifest[key];
  if (!chunk || files.js.has(chunk.file)) return files;
  files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const dep of chunk.imports ?? []) chunkFiles(dep, files);
  return files;
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
/** JSON inside <script>: no "</script>" or "<!--" can end it early. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

function structuredData(page, locale) {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: SITE_NAME,
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}/favicon.svg`,
    description: page.description,
    email: COMPANY.email,
    telephone: COMPANY.phone,
    address: { '@type': 'PostalAddress', streetAddress: COMPANY.address.en.join(', '), addressCountry: 'CN' },
  };
  if (['/', '/home', '/about'].includes(page.path)) return organization;
  if (page.path === '/majors') {
    const majors = majorsIn(locale);
    return {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: page.itemListName ?? 'Majors',
      numberOfItems: majors.length,
      itemListElement: firstPageOf(majors).data.map((major, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: major.name,
        description: major.short_desc,
        image: `${ORIGIN}${major.image}`,
      })),
    };
  }
  return null;
}

function head(page, css, modulePreloads, locale) {
  const title = documentTitle(page.title);
  const url = `${ORIGIN}${localizedPath(page.canonicalPath ?? page.path, locale)}`;
  const image = `${ORIGIN}${page.ogImage}`;
  const meta = (attr, name, content) => `<meta ${attr}="${name}" content="${escapeHtml(content)}" />`;
  const ld = structuredData(page, locale);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${url}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    ...localeParts(page, locale, meta),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    `<style>${css.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n')}</style>`,
    ...(ld ? [`<script type="application/ld+json">${scriptJson(ld)}</script>`] : []),
  ].join('\n    ');
}

// ---- The two languages (issue 17) ----

/**
 * og:locale with the other language as og:locale:alternate, and the hreflang links of both versions and
 * x-default (English, the site's own language) on each: search engines show each visitor their language.
 */
function localeParts(page, locale, meta) {
  const path = page.canonicalPath ?? page.path;
  const alternate = (hreflang, l) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${localizedPath(path, l)}" />`;
  return [
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((l) => l !== locale).map((l) => meta('property', 'og:locale:alternate', OG_LOCALES[l])),
    ...LOCALES.map((l) => alternate(l, l)),
    alternate('x-default', 'en'),
  ];
}

/** The French texts' chunk (and the messages' when the page's first render needs them) with their imports. */
function frenchChunks(withMessages) {
  const keys = Object.keys(manifest).filter((key) =>
    new RegExp(`contracts/(dist|src)/i18n/(fr${withMessages ? '|fr-messages' : ''})\\.(js|ts)$`).test(key),
  );
  if (!keys.length) throw new Error('no chunk for @studychina/contracts/fr in the manifest');
  const files = { js: new Set(), css: new Set() };
  for (const key of keys) chunkFiles(key, files);
  return [...files.js].filter((file) => !entry.js.has(file));
}

/**
 * The French catalogues a page's own chunk imports lazily (the content and contact pages' texts:
 * ../src/lib/i18n.tsx): a French page waits for them before hydrating, so they are preloaded like the page's chunk.
 */
function lazyFrenchChunks(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.dynamicImports ?? [])
      .filter((dep) => /contracts\/(dist|src)\/i18n\/(?:[\w-]+\/)*[\w-]+\.fr\.(js|ts)$/.test(dep))
      .flatMap((dep) => [...chunkFiles(dep).js]),
    ...(chunk.imports ?? []).flatMap((dep) => lazyFrenchChunks(dep, seen)),
  ];
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = chunkFiles(entryKey);
const modules = routeModules();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(join(OUT, 'fr'), { recursive: true });

// Each French page rendered before the French of messages is loaded (it is then kept): a page whose HTML
// changes once they are needs them before hydration (main.tsx reads data-needs-messages), the others not. No
// public page should (docs/decisions/0088-french-pages-hydrate-with-their-own-texts.md): it costs 11 preloads.
const frenchWithoutMessages = new Map();
for (const page of INDEXABLE_PAGES) {
  const url = localizedPath(page.path, 'fr');
  frenchWithoutMessages.set(page.path, await render(url, dataOf(page.path, 'fr'), 'fr', { messages: false }));
}

for (const [locale, english] of LOCALES.flatMap((l) => INDEXABLE_PAGES.map((p) => [l, p]))) {
  const page = { ...sitePageIn(english, locale), itemListName: locale === 'fr' ? SITE_TEXTS_FR.nav.majors : undefined };
  const data = dataOf(page.path, locale);
  const body = await render(localizedPath(page.path, locale), data, locale);
  const module = modules.get(page.path);
  const key = module && ['.tsx', '.ts'].map((ext) => `src/${module}${ext}`).find((k) => manifest[k]);
  const own = key ? chunkFiles(key) : { js: new Set(), css: new Set() };
  // The entry's CSS, then the page's own, in the order Vite would load them.
  const css = [...entry.css, ...[...own.css].filter((file) => !entry.css.has(file))];
  const js = [...own.js].filter((file) => !entry.js.has(file));
  // A French page's texts come before hydration (main.tsx): preloaded beside the entry, not awaited after it.
  const needsMessages = locale === 'fr' && body !== frenchWithoutMessages.get(page.path);
  if (locale === 'fr') {
    const french = new Set([...frenchChunks(needsMessages), ...(key ? lazyFrenchChunks(key) : [])]);
    js.push(...[...french].filter((file) => !js.includes(file) && !entry.js.has(file)));
  }

  let html = template
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace('<html lang="en">', `<html lang="${locale}"${needsMessages ? ' data-needs-messages' : ''}>`)
    .replace('</head>', `  ${head(page, css, js, locale)}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div>\n    <script type="application/json" id="initial-data">${scriptJson(data)}</script>`,
    );
  html = html.replace(/\n\s*\n/g, '\n');
  writeFileSync(join(OUT, prerenderedFileName(page.path, locale)), html);
}
console.log(`pre-rendered ${INDEXABLE_PAGES.length} pages in ${LOCALES.length} languages into ${OUT}`);

// ---- The catalogue's pages: templates the API fills on each request ----
// The catalogue's pages are rendered by the API per request from the database (issue 28,
// docs/decisions/0114-catalogue-pages-rendered-on-request.md): here each gets its page's shell in each language,
// with the CSS inlined and the page's chunks preloaded as above, and three marks the API replaces: the head
// tags, the page's HTML and its data.
mkdirSync(join(OUT, 'catalogue'), { recursive: true });
for (const [locale, route] of LOCALES.flatMap((l) => CATALOGUE_ROUTES.map((r) => [l, r]))) {
  const module = modules.get(route);
  const key = module && ['.tsx', '.ts'].map((ext) => `src/${module}${ext}`).find((k) => manifest[k]);
  if (!key) throw new Error(`no chunk for the catalogue route ${route}`);
  const own = chunkFiles(key);
  const css = [...entry.css, ...[...own.css].filter((file) => !entry.css.has(file))];
  const js = [...own.js].filter((file) => !entry.js.has(file));
  if (locale === 'fr') js.push(...frenchChunks(false).filter((file) => !js.includes(file)));
  const head = [
    '<!--catalogue-head-->',
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    `<style>${css.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n')}</style>`,
  ].join('\n    ');
  const html = template
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      '<div id="root"><!--catalogue-body--></div>\n    <script type="application/json" id="initial-data"><!--catalogue-data--></script>',
    )
    .replace(/\n\s*\n/g, '\n');
  writeFileSync(join(OUT, catalogueTemplateFile(route, locale)), html);
}
console.log(`wrote the templates of ${CATALOGUE_ROUTES.length} catalogue pages in ${LOCALES.length} languages`);
