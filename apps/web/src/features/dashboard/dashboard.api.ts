import type { MeResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

/** GET /me (issue 3): who the stored token belongs to, to refresh the stored user. */
export const fetchMe = (token: string) =>
  apiFetch<MeResponse>('/me', { headers: { authorization: `Bearer ${token}` } });
