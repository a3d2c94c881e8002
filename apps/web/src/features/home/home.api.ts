import type { HeroesResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

export const fetchHeroes = async (signal: AbortSignal) =>
  (await apiFetch<HeroesResponse>('/heroes', { signal })).heroes;
