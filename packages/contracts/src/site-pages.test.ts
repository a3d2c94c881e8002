/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { documentTitle, findSitePage } from './site-pages.js';

describe('site pages', () => {
  it('finds known pages, with or without a trailing slash', () => {
    expect(findSitePage('/login')?.title).toBe('Log in');
    expect(findSitePage('/majors/')?.path).toBe('/majors');
    expect(findSitePage('/')?.title).toBe('');
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
