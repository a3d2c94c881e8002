import { findSitePage, localizedDocumentTitle, type Locale } from '@studychina/contracts';

/**
 * The document title of the page at `path` (contracts' SITE_PAGES, the list the server's 404 also reads),
 * in the page's language, and, after a navigation inside the app, the same title read out by screen
 * readers through the layout's live region: a single-page app changes pages without the load a screen
 * reader would announce. Loaded lazily by the layout, so the list stays out of the home page's first download.
 */
export function showPageTitle(path: string, announcer: HTMLElement | null, locale: Locale = 'en'): void {
  const page = findSitePage(path);
  // A catalogue page's title is made from its data: the page sets it (features/catalogue/useCatalogueRead.ts).
  if (page?.onRequest) {
    if (announcer) announcer.textContent = document.title;
    return;
  }
  const title = localizedDocumentTitle(page, locale);
  document.title = title;
  if (announcer) announcer.textContent = title;
}
