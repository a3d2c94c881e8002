/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { INDEXABLE_PAGES, SITE_PAGES, findSitePage } from '../site-pages.js';
import { localizedPath, splitLocalePath } from './locales.js';
import { SITE_PAGES_FR, localizedDocumentTitle, ogImageIn, sitePageIn } from './site-pages.fr.js';

describe('French pages (issue 17)', () => {
  it('gives every page its French title and every public page its own French description of search-result length', () => {
    expect(Object.keys(SITE_PAGES_FR).sort()).toEqual(SITE_PAGES.map((page) => page.path).sort());
    for (const page of INDEXABLE_PAGES) {
      const french = sitePageIn(page, 'fr');
      expect(french.description, page.path).toBeTruthy();
      expect(french.description, page.path).not.toBe(page.description);
      expect(french.description!.length, page.path).toBeLessThanOrEqual(165);
    }
  });

  it('titles pages in French and English, the 404 page too', () => {
    expect(localizedDocumentTitle(findSitePage('/majors'), 'fr')).toBe('Filières – Study in China Admissions');
    expect(localizedDocumentTitle(findSitePage('/majors'), 'en')).toBe('Majors – Study in China Admissions');
    expect(localizedDocumentTitle(findSitePage('/'), 'fr')).toBe('Study in China Admissions');
    expect(localizedDocumentTitle(undefined, 'fr')).toBe('Page introuvable – Study in China Admissions');
  });

  it('keeps French pages under /fr and English ones at the root', () => {
    expect(localizedPath('/about', 'fr')).toBe('/fr/about');
    expect(localizedPath('/', 'fr')).toBe('/fr/');
    expect(localizedPath('/fr/about', 'en')).toBe('/about');
    expect(localizedPath('/fr/', 'en')).toBe('/');
    expect(localizedPath('/fr', 'fr')).toBe('/fr/');
    expect(splitLocalePath('/fr/majors')).toEqual({ locale: 'fr', path: '/majors' });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/french-page')).toEqual({ locale: 'en', path: '/french-page' });
    expect(splitLocalePath('/about')).toEqual({ locale: 'en', path: '/about' });
    expect(ogImageIn('/og/about.png', 'fr')).toBe('/og/fr/about.png');
  });
});
