import { use } from 'react';
import { CONTENT_PAGES, type ContentPagesTexts } from '@studychina/contracts/content-pages';
import { useLocale } from '../../lib/i18n';

/*
 * The content pages' body texts (issue 17). English comes with the pages' own lazy chunks; French is one more
 * lazy chunk that only French visits of these pages load (a pre-rendered French page preloads it:
 * scripts/prerender.mjs). The page waits for it under Layout's Suspense, so hydration leaves the
 * pre-rendered French HTML in place until the texts are there, and no English flashes first.
 */
let french: Promise<ContentPagesTexts> | undefined;
const loadFrench = () =>
  (french ??= import('@studychina/contracts/content-pages-fr').then(
    ({ CONTENT_PAGES_FR }) => CONTENT_PAGES_FR as ContentPagesTexts,
  ));

/** The five content pages' texts in the visitor's language. */
export function useContentTexts(): ContentPagesTexts {
  return useLocale().locale === 'fr' ? use(loadFrench()) : CONTENT_PAGES;
}
