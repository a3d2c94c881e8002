import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { loadCatalogueFixture } from '../../test/catalogue-fixture.js';

const WEB_URL = 'https://admissions.example.com';
// Small enough that this test's catalogue passes it: the fixed pages alone are 16 addresses.
const LIMIT = 20;
const t = useTestApp(() => ({ seed: true, config: { WEB_URL, SITEMAP_URL_LIMIT: String(LIMIT) } }));
const api = () => request(t.app.server);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('the sitemap of the catalogue', () => {
  it('lists every published programme, its university and the scholarships in both languages, split past the limit', async () => {
    await loadCatalogueFixture(t.app.prisma);

    const index = await api().get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.text).toContain('<sitemapindex');
    const parts = locs(index.text);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts).toEqual(parts.map((_, i) => `${WEB_URL}/sitemaps/${i + 1}.xml`));

    const urls: string[] = [];
    for (const part of parts) {
      const res = await api().get(new URL(part).pathname).expect(200);
      expect(res.text).toContain('<urlset');
      expect(locs(res.text).length).toBeLessThanOrEqual(LIMIT);
      urls.push(...locs(res.text));
    }
    for (const path of [
      '/programmes/pku-medicine',
      '/programmes/fudan-business',
      '/universities/wuhan-university',
      '/scholarships/csc-a',
      '/about',
    ]) {
      expect(urls).toContain(`${WEB_URL}${path}`);
      expect(urls).toContain(`${WEB_URL}/fr${path}`);
    }
    // Not published: not listed.
    expect(urls.some((url) => url.endsWith('/programmes/fudan-hidden'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    await api()
      .get(`/sitemaps/${parts.length + 1}.xml`)
      .expect(404);
  });

  it('gives each address its hreflang alternates', async () => {
    const index = await api().get('/sitemap.xml').expect(200);
    const parts = await Promise.all(locs(index.text).map((url) => api().get(new URL(url).pathname).expect(200)));
    expect(parts.map((part) => part.text).join('\n')).toContain(
      `<url><loc>${WEB_URL}/fr/scholarships/csc-a</loc><xhtml:link rel="alternate" hreflang="en" href="${WEB_URL}/scholarships/csc-a"/>`,
    );
  });
});
