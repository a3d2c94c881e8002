import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** French from the first response (issue 27, docs/decisions/0104-french-from-the-first-response.md). */
let t: TestApp;
let dist: string;
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const page = (name: string) =>
  `<!doctype html><html><head><title>${name}</title></head><body><div id="root"><h1>${name}</h1></div>` +
  `${'<p>Text</p>'.repeat(120)}</body></html>`;
const api = () => request(t.app.server);
const FRENCH_BROWSER = 'fr-FR,fr;q=0.9,en;q=0.8';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, '.prerendered/fr'), { recursive: true });
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), SHELL);
  await writeFile(join(dist, 'assets/index-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, '.prerendered/index.html'), page('home-page'));
  await writeFile(join(dist, '.prerendered/about.html'), page('about'));
  await writeFile(join(dist, '.prerendered/fr/index.html'), page('accueil'));
  await writeFile(join(dist, '.prerendered/fr/about.html'), page('fr/about'));
  t = await createTestApp({ config: { WEB_DIST_DIR: dist, WEB_URL: 'https://admissions.example.com' } });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

/** The `lang` cookie an answer sets, as the browser would store it. */
const langCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('lang='));

describe('a public English page for a visitor who prefers French', () => {
  it.each([
    ['/', '/fr/'],
    ['/about', '/fr/about'],
    ['/majors?page=2', '/fr/majors?page=2'],
  ])('sends a French browser from %s to %s before any page is sent, GET and HEAD', async (from, to) => {
    for (const method of ['get', 'head'] as const) {
      const res = await api()[method](from).set('accept-language', FRENCH_BROWSER).expect(302);
      expect(res.headers.location).toBe(to);
      expect(res.headers.vary).toMatch(/Accept-Language, Cookie/);
      expect(res.text ?? '').not.toContain('<h1>');
    }
  });

  it('sends a visitor who chose French there, whatever the browser says', async () => {
    const res = await api().get('/about').set('accept-language', 'en-GB,en').set('cookie', 'lang=fr').expect(302);
    expect(res.headers.location).toBe('/fr/about');
  });

  it('keeps a French speaker who chose English on the English page', async () => {
    const res = await api().get('/about').set('accept-language', FRENCH_BROWSER).set('cookie', 'lang=en').expect(200);
    expect(res.text).toContain('<h1>about</h1>');
    expect(res.headers.vary).toMatch(/Accept-Language, Cookie/);
  });

  it('answers English, as always, to a client that names no language (crawlers) or another one', async () => {
    for (const language of [undefined, 'en-US,en;q=0.9,fr;q=0.8', 'de-DE,de']) {
      const call = api().get('/about').set('accept-encoding', 'br');
      const res = await (language ? call.set('accept-language', language) : call).buffer(true).expect(200);
      expect(res.text).toContain('<h1>about</h1>');
      expect(res.headers['content-encoding']).toBe('br');
      // One copy per language and choice in a shared cache, beside the encoding's.
      expect(res.headers.vary).toMatch(/(^|, )Accept-Language, Cookie, Accept-Encoding$/);
      expect(res.headers['cache-control']).toBe('no-cache');
      await api().head('/about').expect(200);
      // Revalidation still answers 304 to a client that stays on English.
      await api().get('/about').set('if-none-match', res.headers.etag!).expect(304);
    }
  });

  it('never moves anybody off a French page: the address decides, and a French page does not vary', async () => {
    for (const [language, cookie] of [
      ['en-GB,en', ''],
      [FRENCH_BROWSER, 'lang=en'],
    ]) {
      const res = await api().get('/fr/about').set('accept-language', language!).set('cookie', cookie!).expect(200);
      expect(res.text).toContain('<h1>fr/about</h1>');
      expect(res.headers.vary).not.toMatch(/Accept-Language|Cookie/);
    }
  });

  it('leaves the API, the built files and unknown pages alone', async () => {
    const health = await api().get('/api/v1/majors').set('accept-language', FRENCH_BROWSER).set('cookie', 'lang=fr');
    expect(health.status).not.toBe(302);
    await api().get('/api/v1/nope').set('accept-language', FRENCH_BROWSER).expect(404);
    await api().get('/assets/index-abc123.js').set('accept-language', FRENCH_BROWSER).expect(200);
    await api().get('/nope-page').set('accept-language', FRENCH_BROWSER).expect(404);
    await api().get('//example.org/about?lang=fr').set('accept-language', FRENCH_BROWSER).expect(404);
  });

  it('does not redirect the pages of the app that are not public content (the app moves them itself)', async () => {
    const res = await api().get('/login').set('accept-language', FRENCH_BROWSER).expect(200);
    expect(res.text).toBe(SHELL);
  });
});

describe("the language switch's links", () => {
  it('save French for a year and show the clean French address', async () => {
    const res = await api().get('/fr/about?lang=fr').expect(302);
    expect(res.headers.location).toBe('/fr/about');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = langCookie(res)!;
    expect(cookie).toMatch(/^lang=fr;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/); // the site is served over https (WEB_URL)
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it('save English on a French browser, which then stays on English pages', async () => {
    const res = await api().get('/about?lang=en').set('accept-language', FRENCH_BROWSER).expect(302);
    expect(res.headers.location).toBe('/about');
    expect(langCookie(res)).toMatch(/^lang=en;/);
    await api().get('/about').set('accept-language', FRENCH_BROWSER).set('cookie', 'lang=en').expect(200);
  });

  it('keep the page and its other parameters, and work on pages that are not pre-rendered', async () => {
    const majors = await api().get('/fr/majors?page=2&lang=fr').expect(302);
    expect(majors.headers.location).toBe('/fr/majors?page=2');
    const login = await api().get('/fr/login?lang=fr').expect(302);
    expect(login.headers.location).toBe('/fr/login');
    // An English address asked with ?lang=fr goes straight to its twin: one hop, not two.
    expect((await api().get('/about?lang=fr').expect(302)).headers.location).toBe('/fr/about');
  });

  it('ignore a value that is not one of our languages', async () => {
    const res = await api().get('/about?lang=de').expect(200);
    expect(langCookie(res)).toBeUndefined();
  });
});
