export const SITE_NAME = 'Study in China Admissions';

/** "Log in – Study in China Admissions"; the home page is the site's name alone. */
export function documentTitle(pageTitle: string): string {
  return pageTitle ? `${pageTitle} – ${SITE_NAME}` : SITE_NAME;
}
