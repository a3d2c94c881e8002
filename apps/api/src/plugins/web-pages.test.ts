import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEXABLE_PAGES } from '@studychina/contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let dist: string;
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const WEB_URL = 'https://admissions.example.com';
const page = (name: string) =>
  `<!doctype html><html><head><title>${name}</title><link rel="canonical" href="__SITE_ORIGIN__/${name}" /></head>` +
  `<body><div id="root"><h1>${name}</h1></div></body></html>`;
const api = () => request(t.app.server);

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, '.prerendered'));
  await writeFile(join(dist, 'index.html'), SHELL);
  await writeFile(join(dist, '.prerendered/index.html'), page('home-page'));
  await writeFile(join(dist, '.prerendered/about.html'), page('about'));
  await writeFile(join(dist, '.prerendered/majors.html'), page('majors'));
  await mkdir(join(dist, '.prerendered/fr'));
  await writeFile(join(dist, '.prerendered/fr/index.html'), page('accueil'));
  // Over 1 KiB, like a real page, so it is kept compressed.
  await writeFile(
    join(dist, '.prerendered/fr/about.html'),
    page('fr/about').replace('</body>', `${'<p>Texte</p>'.repeat(120)}</body>`),
  );
  t = await createTestApp({ config: { WEB_DIST_DIR: dist, WEB_URL: `${WEB_URL}/` } });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('pre-rendered pages', () => {
  it('serves a public page as pre-rendered, with the site address in its URLs, revalidated by ETag', async () => {
    const res = await api().get('/about').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<h1>about</h1>');
    expect(res.text).toContain(`<link rel="canonical" href="${WEB_URL}/about" />`);
    expect(res.text).not.toContain('__SITE_ORIGIN__');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    await api().get('/about').set('if-none-match', res.headers.etag!).expect(304);
    await api()
      .get('/about/')
      .expect(200, /<h1>about<\/h1>/);
  });

  it('keeps the home page preloads on the pre-rendered home page', async () => {
    const res = await api().get('/').expect(200);
    expect(res.text).toContain('<h1>home-page</h1>');
    expect(res.headers.link).toMatch(/rel=preload/);
  });

  it('starts another majors page, and a page not pre-rendered, from the shell', async () => {
    expect((await api().get('/majors').expect(200)).text).toContain('<h1>majors</h1>');
    expect((await api().get('/majors?page=2').expect(200)).text).toBe(SHELL);
    expect((await api().get('/translation').expect(200)).text).toBe(SHELL);
  });

  it('serves the French pages under /fr, compressed and revalidated like the English ones (issue 17)', async () => {
    const res = await api().get('/fr/about').set('accept-encoding', 'br').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.text).toContain('<h1>fr/about</h1>');
    expect(res.text).toContain(`<link rel="canonical" href="${WEB_URL}/fr/about" />`);
    await api().get('/fr/about').set('if-none-match', res.headers.etag!).expect(304);
    for (const home of ['/fr/', '/fr']) {
      const fr = await api().get(home).expect(200);
      expect(fr.text).toContain('<h1>accueil</h1>');
      expect(fr.headers.link).toMatch(/rel=preload/);
    }
    // A French address answers French whatever the browser asks (a French browser on an English page is
    // sent to its twin first: web-language.test.ts).
    await api()
      .get('/fr/about')
      .set('accept-language', 'en')
      .expect(200, /<h1>fr\/about<\/h1>/);
  });

  it('answers the app shell for the other French pages, noindex where the English one is, 404 for no page', async () => {
    expect((await api().get('/fr/translation').expect(200)).text).toBe(SHELL);
    const login = await api().get('/fr/login').expect(200);
    expect(login.headers['x-robots-tag']).toBe('noindex');
    expect(login.text).toBe(SHELL);
    await api().get('/fr/nope-page').expect(404);
    await api().get('/french').expect(404);
  });

  it.each(['/login', '/register', '/verify-code', '/forgot-password', '/reset-password', '/apply', '/dashboard'])(
    'tells search engines not to index %s',
    async (path) => {
      const res = await api().get(path).expect(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.text).toBe(SHELL);
    },
  );
});

describe('robots.txt and sitemap.xml', () => {
  it('answers robots.txt as text, allowing the site and naming the sitemap', async () => {
    const res = await api().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${WEB_URL}/sitemap.xml`);
  });

  it('answers sitemap.xml as XML listing every public page once in each language, with its alternates', async () => {
    const res = await api().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(res.text).toMatch(
      /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">[\s\S]*<\/urlset>\n$/,
    );
    const urls = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc>((?:<xhtml:link [^>]+\/>)+)<\/url>/g)];
    const locs = urls.map((m) => m[1]);
    const english = INDEXABLE_PAGES.filter((p) => !p.canonicalPath).map((p) => p.path);
    const frenchOf = (path: string) => (path === '/' ? '/fr/' : `/fr${path}`);
    expect(locs).toEqual(english.flatMap((path) => [`${WEB_URL}${path}`, `${WEB_URL}${frenchOf(path)}`]));
    expect(locs).toContain(`${WEB_URL}/fr/majors`);
    // Both versions of a page name the same three alternates (Google's sitemap hreflang).
    const about = urls.filter((m) => m[1]!.endsWith('/about'));
    expect(about).toHaveLength(2);
    for (const [, , links] of about)
      expect(links).toBe(
        `<xhtml:link rel="alternate" hreflang="en" href="${WEB_URL}/about"/>` +
          `<xhtml:link rel="alternate" hreflang="fr" href="${WEB_URL}/fr/about"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${WEB_URL}/about"/>`,
      );
  });
});
