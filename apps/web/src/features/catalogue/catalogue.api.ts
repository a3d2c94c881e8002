import type { CatalogueDataRequest } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

/**
 * What each catalogue page reads, as one function from the page's address to its API read: the page loads it
 * with useLoad under this key, and the server renders the page with the same read answered in-process
 * (apps/web/src/entry-server.tsx, docs/decisions/0114-catalogue-pages-rendered-on-request.md). The key is
 * [path, query], so the embedded data of a server-rendered page is found by the page's first render.
 */
export type CatalogueRead = CatalogueDataRequest;

/** The filters of /programmes the API knows, in the address as the API takes them (a filter may repeat). */
export const PROGRAMME_PARAMS = [
  'q',
  'degree',
  'language',
  'major',
  'city',
  'province',
  'university',
  'intake',
  'tuitionMax',
  'scholarship',
  'sort',
  'page',
] as const;

/** The page's address query, kept to the API's own parameters, empty ones left out, in a stable order. */
export function programmesQuery(search: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of PROGRAMME_PARAMS)
    for (const value of search.getAll(name)) if (value.trim() !== '') out.append(name, value.trim());
  const query = out.toString();
  return query ? `?${query}` : '';
}

export const programmesRead = (search: URLSearchParams): CatalogueRead => ({
  path: '/programmes',
  query: programmesQuery(search),
});
export const programmeRead = (slug: string): CatalogueRead => ({
  path: `/programmes/${encodeURIComponent(slug)}`,
  query: '',
});
export const universityRead = (slug: string): CatalogueRead => ({
  path: `/universities/${encodeURIComponent(slug)}`,
  query: '',
});
export function scholarshipsRead(search: URLSearchParams): CatalogueRead {
  const out = new URLSearchParams();
  for (const name of ['degree', 'provider', 'open'])
    for (const value of search.getAll(name)) if (value.trim() !== '') out.append(name, value.trim());
  return { path: '/scholarships', query: out.size ? `?${out.toString()}` : '' };
}
export const scholarshipRead = (slug: string): CatalogueRead => ({
  path: `/scholarships/${encodeURIComponent(slug)}`,
  query: '',
});

export const readKey = (read: CatalogueRead) => [read.path, read.query] as const;

export const fetchRead = <T>(read: CatalogueRead, signal: AbortSignal) =>
  apiFetch<T>(`${read.path}${read.query}`, { signal });
