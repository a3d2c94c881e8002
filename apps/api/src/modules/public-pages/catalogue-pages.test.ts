import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.js';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { useTestApp } from '../../test/test-app.js';

/*
 * The catalogue's pages answered as complete HTML by the server, rendered on request from the database with the
 * web build's server entry (docs/decisions/0114-catalogue-pages-rendered-on-request.md). Needs the web build
 * (`pnpm --filter @studychina/web build`; turbo builds it before this package's tests).
 */
const WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');
const WEB_URL = 'https://admissions.example.com';
const TTL_MS = 400;
const t = useTestApp(() => {
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist-ssr/entry-server.js')))
    throw new Error('These tests need the web build: run pnpm --filter @studychina/web build');
  return {
    seed: true,
    now: () => FIXTURE_NOW,
    config: { WEB_DIST_DIR, WEB_URL, CATALOGUE_PAGES_CACHE_TTL_MS: String(TTL_MS), CATALOG_CACHE_TTL_MS: '0' },
  };
});
const page = (path: string) => request(t.app.server).get(path).set('accept-language', 'en');

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
});

/** The JSON-LD blocks of a page. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const unescape = (text = '') =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );
const title = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
const description = (html: string) => unescape(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const main = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';

describe('a search of programmes with filters', () => {
  it('is complete HTML from the server: results, facets, its own title, canonical, Open Graph and an ItemList', async () => {
    const res = await page('/programmes?degree=bachelor&city=beijing').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.text;
    expect(title(html)).toBe("Programmes in China: Bachelor's, Beijing – Study in China Admissions");
    expect(canonical(html)).toBe(`${WEB_URL}/programmes?degree=bachelor&amp;city=beijing`);
    expect(html).toContain(`<meta property="og:image" content="${WEB_URL}/og/admission.png" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="fr" href="${WEB_URL}/fr/programmes?degree=bachelor&amp;city=beijing" />`,
    );
    expect(main(html)).toContain('Bachelor&#x27;s in Clinical Medicine');
    expect(main(html)).not.toContain('Master&#x27;s in Economics');
    // The facet of degrees counts with the city applied but not the degree itself.
    expect(main(html)).toMatch(/name="degree" checked="" value="bachelor"/);
    const [list] = structuredData(html);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });
    expect((list!.itemListElement as { item: Record<string, unknown> }[])[0]!.item).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      name: "Bachelor's in Clinical Medicine",
      url: `${WEB_URL}/programmes/pku-medicine`,
      provider: { '@type': 'CollegeOrUniversity', name: 'Peking University' },
    });
    // The browser hydrates from the same answer.
    expect(html).toMatch(
      /<script type="application\/json" id="initial-data">\{"\[\\"\/programmes\\",\\"\?degree=bachelor&city=beijing\\"\]":\{"data":\[/,
    );
    expect(html).not.toContain('__SITE_ORIGIN__');
  });

  it('is sent compressed, with an ETag the browser revalidates', async () => {
    const res = await page('/programmes').set('accept-encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    await page('/programmes').set('if-none-match', res.headers.etag!).expect(304);
  });

  it('answers a refused filter with the app, its status and noindex', async () => {
    const res = await page('/programmes?degree=astronaut').expect(422);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<div id="root"></div>');
  });
});

describe('a programme, a university and a scholarship', () => {
  it('gives a programme its costs, intakes, the way to apply and an EducationalOccupationalProgram', async () => {
    const html = (await page('/programmes/pku-medicine').expect(200)).text;
    expect(title(html)).toBe("Bachelor's in Clinical Medicine, Peking University – Study in China Admissions");
    expect(canonical(html)).toBe(`${WEB_URL}/programmes/pku-medicine`);
    expect(description(html)).toMatch(
      /^Bachelor's in Clinical Medicine \(Bachelor's, English\) at Peking University, Beijing: CN¥45,000 a year\./,
    );
    expect(main(html)).toContain('href="/apply?programme=pku-medicine"');
    expect(main(html)).toContain('Apply to this programme');
    expect(main(html)).toMatch(/<h2 id="intakes">Start dates and deadlines<\/h2>/);
    const [programme] = structuredData(html);
    expect(programme).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      provider: { '@type': 'CollegeOrUniversity', url: `${WEB_URL}/universities/peking-university` },
      offers: { price: 45000, priceCurrency: 'CNY' },
    });
  });

  it('gives a university its programmes and a CollegeOrUniversity', async () => {
    const html = (await page('/universities/peking-university').expect(200)).text;
    expect(title(html)).toBe('Peking University – Study in China Admissions');
    expect(main(html)).toContain('href="/programmes/pku-medicine"');
    expect(structuredData(html)[0]).toMatchObject({ '@type': 'CollegeOrUniversity', name: 'Peking University' });
  });

  it('serves the scholarships and one scholarship', async () => {
    const list = (await page('/scholarships').expect(200)).text;
    expect(main(list)).toContain('href="/scholarships/csc-a"');
    expect(structuredData(list)[0]).toMatchObject({ '@type': 'ItemList' });
    const one = (await page('/scholarships/csc-a').expect(200)).text;
    expect(title(one)).toBe('Chinese Government Scholarship, type A – Study in China Admissions');
    expect(structuredData(one)[0]).toMatchObject({ '@type': 'MonetaryGrant' });
  });

  it('answers an unknown slug with 404 and noindex', async () => {
    for (const path of ['/programmes/no-such-programme', '/universities/nowhere', '/fr/scholarships/none']) {
      const res = await page(path).expect(404);
      expect(res.headers['x-robots-tag'], path).toBe('noindex');
    }
  });
});

describe('the French pages', () => {
  it('are French, with their own canonical and the hreflang of both languages', async () => {
    const html = (await page('/fr/programmes/pku-medicine').expect(200)).text;
    expect(html).toContain('<html lang="fr">');
    expect(title(html)).toBe('Licence en médecine clinique, Peking University – Study in China Admissions');
    expect(canonical(html)).toBe(`${WEB_URL}/fr/programmes/pku-medicine`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${WEB_URL}/programmes/pku-medicine" />`);
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(main(html)).toContain('Postuler à ce programme');
    expect(main(html)).toContain('href="/fr/apply?programme=pku-medicine"');

    const search = (await page('/fr/programmes?degree=master').expect(200)).text;
    expect(title(search)).toMatch(/^Programmes en Chine\u202f: Master – /);
  });
});

describe('the cache of rendered pages', () => {
  it('shows a change in the database once the cache time has passed', async () => {
    const before = (await page('/programmes/fudan-business').expect(200)).text;
    expect(title(before)).toMatch(/^Master's in International Business and Trade,/);
    await t.app.prisma.programme.update({
      where: { slug: 'fudan-business' },
      data: { title: 'Master of International Trade' },
    });
    // Within the cache time the page kept is served…
    expect(title((await page('/programmes/fudan-business').expect(200)).text)).toMatch(/^Master's in International/);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    // …then the page shows the change.
    expect(title((await page('/programmes/fudan-business').expect(200)).text)).toMatch(
      /^Master of International Trade,/,
    );
  });
});
