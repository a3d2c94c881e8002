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

  it('answers sitemap.xml as XML listing every public page once, by its canonical address', async () => {
    const res = await api().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(res.text).toMatch(
      /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">[\s\S]*<\/urlset>\n$/,
    );
    const locs = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]);
    const expected = INDEXABLE_PAGES.filter((p) => !p.canonicalPath).map((p) => `${WEB_URL}${p.path}`);
    expect(locs).toEqual(expected);
    expect(locs).toContain(`${WEB_URL}/majors`);
  });
});
