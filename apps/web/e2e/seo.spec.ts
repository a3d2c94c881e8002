import { INDEXABLE_PAGES, NAV_LABELS, documentTitle, type SitePage } from '@studychina/contracts';
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
    for (const loc of locs) expect((await request.get(loc!)).status()).toBe(200);
    expect((await request.get('/login')).headers()['x-robots-tag']).toBe('noindex');
  });
});

test('the browser hydrates every public page without a mismatch or a layout shift', async ({ page }) => {
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
