import {
  INDEXABLE_PAGES,
  NAV_LABELS,
  SITE_TEXTS,
  documentTitle,
  localizedPath,
  sitePageIn,
  type SitePage,
} from '@studychina/contracts';
import { SITE_TEXTS_FR } from '@studychina/contracts/fr';
import { CONTENT_PAGES } from '@studychina/contracts/content-pages';
import { CONTENT_PAGES_FR } from '@studychina/contracts/content-pages-fr';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Pages for crawlers and link previews (issue 16): what a crawler or a WhatsApp preview reads without
 * running JavaScript, and the same page hydrated by the browser without a mismatch or a layout shift.
 */
const HEADINGS: Record<string, string> = {
  '/': 'Study in China Admissions: study at a university in China',
  '/home': 'Study in China Admissions: study at a university in China',
  '/about': NAV_LABELS.about,
  '/admission': NAV_LABELS.admission,
  '/business': NAV_LABELS.business,
  '/goods': NAV_LABELS.goods,
  '/translation': NAV_LABELS.translation,
  '/majors': NAV_LABELS.majors,
  '/contact': NAV_LABELS.contact,
  '/faq': NAV_LABELS.faq,
  '/privacy': CONTENT_PAGES.privacy.title,
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const metaContent = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

test.describe('the HTML of each public page, without JavaScript', () => {
  for (const page of INDEXABLE_PAGES as SitePage[]) {
    test(`${page.path}: heading, own title and description, Open Graph and Twitter tags, preview image`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(page.path);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(HEADINGS[page.path]!)}</h1>`));
      expect(html).toContain(`<title>${escapeHtml(documentTitle(page.title))}</title>`);
      expect(unescape(metaContent(html, 'name', 'description') ?? '')).toBe(page.description);
      expect(unescape(metaContent(html, 'property', 'og:title') ?? '')).toBe(documentTitle(page.title));
      expect(metaContent(html, 'property', 'og:locale')).toBe('en_GB');
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${page.canonicalPath ?? page.path}" />`);
      const image = metaContent(html, 'property', 'og:image')!;
      expect(image).toBe(`${baseURL}${page.ogImage}`);
      const picture = await request.get(image);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
    });
  }

  test('the majors page lists the first page of majors, with their ItemList', async ({ request }) => {
    const html = await (await request.get('/majors')).text();
    const { data } = await (await request.get('/api/v1/user/majors?page=1')).json();
    expect(data.length).toBeGreaterThan(0);
    for (const major of data as { name: string }[]) expect(html).toContain(escapeHtml(major.name));
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld['@type']).toBe('ItemList');
    expect(ld.itemListElement.map((item: { name: string }) => item.name)).toEqual(
      data.map((m: { name: string }) => m.name),
    );
  });

  test('home and about describe the organisation in JSON-LD', async ({ request }) => {
    for (const path of ['/', '/about']) {
      const html = await (await request.get(path)).text();
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
      expect(ld['@type']).toBe('EducationalOrganization');
      expect(ld.name).toBe('Study in China Admissions');
    }
  });

  test('robots.txt and sitemap.xml', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${baseURL}/majors`);
    // Every fixed page, and of the catalogue's pages (a thousand and more, rendered on request: issue 28) the
    // first programme, university and scholarship in each language.
    const catalogue = (loc: string) =>
      /^(\/fr)?\/(programmes|universities|scholarships)\//.exec(new URL(loc).pathname)?.[0];
    const seen = new Set<string>();
    const checked = locs.filter((loc) => {
      const kind = catalogue(loc!);
      if (!kind) return true;
      if (seen.has(kind)) return false;
      seen.add(kind);
      return true;
    });
    expect(seen.size).toBe(6);
    for (const loc of checked) expect((await request.get(loc!)).status(), loc).toBe(200);
    expect((await request.get('/login')).headers()['x-robots-tag']).toBe('noindex');
  });
});

/**
 * Collects hydration warnings and page errors (returned list) and sums the page's layout shifts into
 * `window.shifts`, for the hydration journeys below.
 */
async function watchHydration(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat|#41[89]|#42[0-5]|did not match/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return problems;
}

test('the browser hydrates every public page without a mismatch or a layout shift', async ({ page }) => {
  const problems = await watchHydration(page);

  for (const { path } of INDEXABLE_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toHaveText(HEADINGS[path]!);
    // React took over the pre-rendered heading itself (hydration), rather than drawing a new one.
    await expect
      .poll(() => heading.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts, `layout shift on ${path}`).toBeLessThan(0.01);
  }
  expect(problems).toEqual([]);
});

/*
 * The same pages in French under /fr (issue 17, docs/decisions/0085-french-pages-under-fr.md): what a
 * French search or a WhatsApp preview reads, the links between the two languages, and the French page
 * hydrated without a mismatch, a layout shift or an English word in the header and footer.
 */
const HEADINGS_FR: Record<string, string> = {
  '/': SITE_TEXTS_FR.home.title,
  '/home': SITE_TEXTS_FR.home.title,
  '/about': SITE_TEXTS_FR.nav.about,
  '/admission': SITE_TEXTS_FR.nav.admission,
  '/business': SITE_TEXTS_FR.nav.business,
  '/goods': SITE_TEXTS_FR.nav.goods,
  '/translation': SITE_TEXTS_FR.nav.translation,
  '/majors': SITE_TEXTS_FR.nav.majors,
  '/contact': SITE_TEXTS_FR.nav.contact,
  '/faq': SITE_TEXTS_FR.nav.faq,
  '/privacy': CONTENT_PAGES_FR.privacy.title,
};
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]),
  );

test.describe('the French HTML of each public page, without JavaScript', () => {
  for (const english of INDEXABLE_PAGES as SitePage[]) {
    const page = sitePageIn(english, 'fr');
    const address = localizedPath(page.path, 'fr');
    test(`${address}: French heading, title, description, og:locale, hreflang both ways, French preview image`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(address);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      expect(html).toMatch(/^<!doctype html>\s*<html lang="fr"[ >]/);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(HEADINGS_FR[page.path]!)}</h1>`));
      expect(html).toContain(`<title>${escapeHtml(documentTitle(page.title))}</title>`);
      expect(unescape(metaContent(html, 'name', 'description') ?? '')).toBe(page.description);
      expect(page.description).not.toBe(english.description);
      expect(unescape(metaContent(html, 'property', 'og:title') ?? '')).toBe(documentTitle(page.title));
      expect(unescape(metaContent(html, 'property', 'og:description') ?? '')).toBe(page.description);
      expect(metaContent(html, 'property', 'og:locale')).toBe('fr_FR');
      expect(metaContent(html, 'property', 'og:locale:alternate')).toBe('en_GB');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${address}" />`);
      // The header and footer of the HTML are French too (what a crawler reads).
      expect(html).toContain(`>${escapeHtml(SITE_TEXTS_FR.footer.followUs)}<`);
      expect(html).not.toContain(`>${escapeHtml(SITE_TEXTS.footer.followUs)}<`);

      const alternates = {
        en: `${baseURL}${page.path}`,
        fr: `${baseURL}${address}`,
        'x-default': `${baseURL}${page.path}`,
      };
      expect(hreflangs(html)).toEqual(alternates);
      // ... and the English page names the same three, so the links go both ways.
      const englishHtml = await (await request.get(page.path)).text();
      expect(hreflangs(englishHtml)).toEqual(alternates);
      expect(metaContent(englishHtml, 'property', 'og:locale:alternate')).toBe('fr_FR');

      const image = metaContent(html, 'property', 'og:image')!;
      expect(image).toBe(`${baseURL}${page.ogImage}`);
      expect(image).toContain('/og/fr/');
      const picture = await request.get(image);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
    });
  }

  /** The HTML's text with React's escapes undone (it writes ' as &#x27;). */
  const bodyText = (html: string) => unescape(html.replace(/&#x27;/g, "'"));
  // The five content pages' body is French in the HTML itself (what a French search indexes), the side card too.
  for (const key of ['about', 'admission', 'business', 'goods', 'translation'] as const) {
    test(`/fr/${key}: the body text is French, not English`, async ({ request }) => {
      const html = bodyText(await (await request.get(`/fr/${key}`)).text());
      expect(html).toContain(CONTENT_PAGES_FR[key].lead);
      expect(html).not.toContain(CONTENT_PAGES[key].lead);
      expect(html).toContain(CONTENT_PAGES_FR.aside.text);
      expect(html).not.toContain(CONTENT_PAGES.aside.text);
      // ... and the English page keeps the product's own English.
      expect(bodyText(await (await request.get(`/${key}`)).text())).toContain(CONTENT_PAGES[key].lead);
    });
  }

  test('the sitemap lists every public page in both languages, each with its alternates', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    for (const { path } of INDEXABLE_PAGES.filter((p) => !p.canonicalPath)) {
      for (const locale of ['en', 'fr'] as const) {
        const loc = `${baseURL}${localizedPath(path, locale)}`;
        const url = urls.find((m) => m[1] === loc);
        expect(url, loc).toBeDefined();
        expect(url![2]).toContain(`hreflang="fr" href="${baseURL}${localizedPath(path, 'fr')}"`);
        expect(url![2]).toContain(`hreflang="en" href="${baseURL}${path}"`);
        expect(url![2]).toContain(`hreflang="x-default" href="${baseURL}${path}"`);
        const res = await request.get(loc, { maxRedirects: 0 });
        expect(res.status(), loc).toBe(200);
      }
    }
  });

  test('a French address answers French to anyone; an English one answers English to crawlers and sends a French browser to its twin', async ({
    request,
  }) => {
    const crawler = await request.get('/about', { headers: { 'accept-language': '' }, maxRedirects: 0 });
    expect(crawler.status()).toBe(200);
    expect(await crawler.text()).toMatch(/<html lang="en"/);
    expect(crawler.headers().vary).toMatch(/Accept-Language, Cookie/);
    // docs/decisions/0104-french-from-the-first-response.md
    const french = await request.get('/about', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, maxRedirects: 0 });
    expect(french.status()).toBe(302);
    expect(french.headers().location).toBe('/fr/about');
    const english = await request.get('/fr/about', { headers: { 'accept-language': 'en-GB' }, maxRedirects: 0 });
    expect(english.status()).toBe(200);
    expect(await english.text()).toMatch(/<html lang="fr"/);
  });
});

/** Texts of the English header and footer that differ in French: none may show on a French page. */
const ENGLISH_SHELL = [
  ...Object.entries(SITE_TEXTS.nav).filter(([key, text]) => text !== SITE_TEXTS_FR.nav[key as keyof typeof NAV_LABELS]),
  ...Object.entries(SITE_TEXTS.footer).filter(
    ([key, text]) => text !== SITE_TEXTS_FR.footer[key as keyof typeof SITE_TEXTS.footer],
  ),
].map(([, text]) => text as string);

test('the browser hydrates every French page without a mismatch, a layout shift or English in the header and footer', async ({
  page,
}) => {
  const problems = await watchHydration(page);

  for (const { path } of INDEXABLE_PAGES) {
    const address = localizedPath(path, 'fr');
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(address);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toHaveText(HEADINGS_FR[path]!);
    await expect
      .poll(() => heading.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.title()).toBe(
      documentTitle(
        sitePageIn(
          INDEXABLE_PAGES.find((p) => p.path === path)!,
          'fr',
        ).title,
      ),
    );
    const shell = `${await page.locator('header.site-header').innerText()}\n${await page.locator('footer').innerText()}`;
    for (const english of ENGLISH_SHELL) expect(shell, `English "${english}" on ${address}`).not.toContain(english);
    // Links stay in French.
    await expect(page.locator('header.site-header a[href="/about"]')).toHaveCount(0);
    await expect(page.locator('header.site-header a[href="/fr/about"]')).toHaveCount(1);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts, `layout shift on ${address}`).toBeLessThan(0.01);
  }
  expect(problems).toEqual([]);
});

/** Where the visitor's choice is kept: the `lang` cookie (src/lib/locale-choice.ts), which the server reads too. */
const LOCALE_COOKIE = 'lang';

test('the language switch moves between /x and /fr/x and is remembered; back and forward follow the address', async ({
  page,
}) => {
  const h1 = page.getByRole('heading', { level: 1 });
  const saved = async () => (await page.context().cookies()).find((c) => c.name === LOCALE_COOKIE)?.value;
  await page.goto('/about');
  await expect(h1).toHaveText(NAV_LABELS.about);
  await page.getByRole('link', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(h1).toHaveText(SITE_TEXTS_FR.nav.about);
  expect(await saved()).toBe('fr');
  // In-app links stay French.
  await page.locator('header.site-header a[href="/fr/majors"]').click();
  await expect(page).toHaveURL(/\/fr\/majors$/);
  await expect(h1).toHaveText(SITE_TEXTS_FR.nav.majors);
  await page.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/majors$/);
  expect(new URL(page.url()).pathname).toBe('/majors');
  await expect(h1).toHaveText(NAV_LABELS.majors);
  expect(await saved()).toBe('en');
  // Back to the French about page (same document): the language follows the address, the choice stays.
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(h1).toHaveText(SITE_TEXTS_FR.nav.about);
  expect(await saved()).toBe('en');
  // With English chosen an English address stays English; with French chosen it opens the French page.
  await page.goto('/contact');
  await expect(h1).toHaveText(NAV_LABELS.contact);
  expect(new URL(page.url()).pathname).toBe('/contact');
  await page.getByRole('link', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await page.goto('/goods');
  await expect(page).toHaveURL(/\/fr\/goods$/);
  await expect(h1).toHaveText(SITE_TEXTS_FR.nav.goods);
});

test.describe('a first visit from a French browser', () => {
  test.use({ locale: 'fr-FR' });
  test('opens the French home page; a French address stays French', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(SITE_TEXTS_FR.home.title);
    await page.goto('/fr/goods');
    await expect(page).toHaveURL(/\/fr\/goods$/);
  });
});

test('an English browser (a crawler) stays on the English and the French pages it opens', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/');
  await page.goto('/fr/majors');
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/fr/majors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_TEXTS_FR.nav.majors);
});
