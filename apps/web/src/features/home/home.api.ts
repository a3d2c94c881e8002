import type { HeroesResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

/** `path`: /heroes in the page's language (lib/content-language.ts). */
export const fetchHeroes = async (path: string, signal: AbortSignal) =>
  (await apiFetch<HeroesResponse>(path, { signal })).heroes;
