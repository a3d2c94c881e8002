import { use } from 'react';
import type { Translation } from '@studychina/contracts';
import { useLocale } from '../../lib/i18n';

/*
 * A content page's body texts in the visitor's language (issue 17). Each page's English comes with its own
 * lazy chunk; its French is one more small chunk that only French visits of that page load (a pre-rendered
 * French page preloads it: scripts/prerender.mjs). The page waits for it under Layout's Suspense, so
 * hydration leaves the pre-rendered French HTML in place until the texts are there, and no English flashes.
 */
const frenchOf = new Map<object, Promise<unknown>>();

/** `english`, or its French from `loadFrench` (loaded once) on a French visit. */
export function useContentTexts<T extends object>(english: T, loadFrench: () => Promise<Translation<T>>): T {
  if (useLocale().locale !== 'fr') return english;
  let french = frenchOf.get(english);
  if (!french) frenchOf.set(english, (french = loadFrench()));
  return use(french) as T;
}
