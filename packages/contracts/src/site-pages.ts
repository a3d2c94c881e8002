/**
 * Every page of the web app, in one list both sides read (docs/product.md#route-access):
 * - the web sets each page's document title from it;
 * - the server answers HTTP 404 for a path that matches none of them (the SPA still shows its 404 page);
 * - the public, indexable pages are the ones pre-rendered for crawlers and link previews and listed in the sitemap.
 *
 * `path` uses react-router's syntax: `:param` for one segment, a trailing `/*` for any depth below.
 */
export const SITE_NAME = 'Study in China Admissions';

export interface SitePage {
  path: string;
  /** The page's own part of the document title; the site's name follows it. Empty for the home page. */
  title: string;
  /** Public content that search engines may index (and link previews may read). */
  indexable: boolean;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', title: '', indexable: true },
  { path: '/home', title: '', indexable: true },
  { path: '/about', title: 'About us', indexable: true },
  { path: '/admission', title: 'Admission', indexable: true },
  { path: '/business', title: 'Business', indexable: true },
  { path: '/goods', title: 'Goods', indexable: true },
  { path: '/translation', title: 'Translation', indexable: true },
  { path: '/majors', title: 'Majors', indexable: true },
  { path: '/contact', title: 'Contact us', indexable: true },
  { path: '/apply', title: 'Application form', indexable: false },
  { path: '/login', title: 'Log in', indexable: false },
  { path: '/register', title: 'Create an account', indexable: false },
  { path: '/verify-code', title: 'Verify your e-mail', indexable: false },
  { path: '/forgot-password', title: 'Forgot password', indexable: false },
  { path: '/verify-otp', title: 'Enter your reset code', indexable: false },
  { path: '/reset-password', title: 'Reset password', indexable: false },
  { path: '/google-success', title: 'Signing you in', indexable: false },
  { path: '/dashboard', title: 'My applications', indexable: false },
  { path: '/dashboard/applications/:id', title: 'Your application', indexable: false },
  { path: '/set-password', title: 'Set your password', indexable: false },
  // The back office (staff and admins; students see the 404 page): docs/product.md#back-office-screens.
  { path: '/admin/*', title: 'Back office', indexable: false },
];

/** The 404 page's title part. */
export const NOT_FOUND_PAGE_TITLE = 'Page not found';

/** "Log in – Study in China Admissions"; the home page is the site's name alone. */
export function documentTitle(pageTitle: string): string {
  return pageTitle ? `${pageTitle} – ${SITE_NAME}` : SITE_NAME;
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The page a path opens, or undefined for an unknown path (a trailing slash is ignored). */
export function findSitePage(path: string): SitePage | undefined {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return SITE_PAGES.find((page) => matches(page.path, clean));
}
