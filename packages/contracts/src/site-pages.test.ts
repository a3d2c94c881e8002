/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { documentTitle, findSitePage } from './site-pages.js';

describe('site pages', () => {
  it('finds known pages, with or without a trailing slash', () => {
    expect(findSitePage('/login')?.title).toBe('Log in');
    expect(findSitePage('/majors/')?.path).toBe('/majors');
    expect(findSitePage('/')?.title).toBe('');
  });

  it('knows the back office and the student follow-up pages, with a parameter where there is one', () => {
    expect(findSitePage('/admin')?.title).toBe('Back office');
    expect(findSitePage('/admin/applications/3f1c')?.path).toBe('/admin/*');
    expect(findSitePage('/dashboard/applications/3f1c')?.title).toBe('Your application');
    expect(findSitePage('/set-password')?.title).toBe('Set your password');
    expect(findSitePage('/administration')).toBeUndefined();
  });

  it('knows no unknown path', () => {
    expect(findSitePage('/nope-page')).toBeUndefined();
    expect(findSitePage('/login/extra')).toBeUndefined();
  });

  it('titles a page with the site name after it, and the home page with the name alone', () => {
    expect(documentTitle('Log in')).toBe('Log in – Study in China Admissions');
    expect(documentTitle('')).toBe('Study in China Admissions');
  });
});

describe('indexable pages', () => {
  it('each has a description of a search-result length and its own 1200×630 preview image', async () => {
    const { INDEXABLE_PAGES } = await import('./site-pages.js');
    expect(INDEXABLE_PAGES.map((p) => p.path)).toEqual([
      '/',
      '/home',
      '/about',
      '/admission',
      '/business',
      '/goods',
      '/translation',
      '/majors',
      '/contact',
      '/faq',
      '/privacy',
    ]);
    for (const page of INDEXABLE_PAGES) {
      expect(page.description?.length, page.path).toBeGreaterThan(50);
      expect(page.description!.length, page.path).toBeLessThanOrEqual(170);
      expect(page.ogImage, page.path).toMatch(/^\/og\/[a-z]+\.png$/);
    }
  });
});
