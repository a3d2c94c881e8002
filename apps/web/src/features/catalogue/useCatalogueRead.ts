import { useEffect } from 'react';
import { documentTitle } from '@studychina/contracts';
import { initialData } from '../../lib/initial-data';
import { useLoad } from '../../lib/useLoad';
import { fetchRead, readKey, type CatalogueRead } from './catalogue.api';

/**
 * A catalogue page's one read, under the key the server rendered it with: a server-rendered page starts
 * ready with its embedded answer (no spinner, no hydration mismatch), then asks the API again like any page.
 */
export function useCatalogueRead<T>(read: CatalogueRead) {
  const key = readKey(read);
  return useLoad<T>(key, (signal) => fetchRead<T>(read, signal), { initialData: initialData<T>(key) });
}

/** The page's own title once its data is known (the layout leaves the catalogue's titles to the page). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
