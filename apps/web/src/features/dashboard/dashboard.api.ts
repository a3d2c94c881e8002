import type { MeResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

/** GET /me (issue 3): who the stored token belongs to, to refresh the stored user. */
export const fetchMe = (token: string | null, signal: AbortSignal) => apiFetch<MeResponse>('/me', { token, signal });
