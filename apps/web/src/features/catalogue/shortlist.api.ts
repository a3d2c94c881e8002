import type { ShortlistResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

/**
 * The signed-in student's shortlist (docs/product.md#shortlist): GET reads it, PUT and DELETE answer the
 * updated list, so the page shows what the server holds.
 */
export const fetchShortlist = (token: string, signal?: AbortSignal) =>
  apiFetch<ShortlistResponse>('/shortlist', { token, signal });

export const saveToShortlist = (token: string, programmeId: number) =>
  apiFetch<ShortlistResponse>(`/shortlist/${programmeId}`, { token, method: 'PUT' });

export const removeFromShortlist = (token: string, programmeId: number) =>
  apiFetch<ShortlistResponse>(`/shortlist/${programmeId}`, { token, method: 'DELETE' });
