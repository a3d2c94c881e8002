import type { ApplicationsListResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

/**
 * GET /applications: the signed-in user's own applications, newest first. Its own file so the
 * dashboard's list does not pull the application form's code into the dashboard's chunk.
 */
export const fetchMyApplications = (token: string | null, signal: AbortSignal) =>
  apiFetch<ApplicationsListResponse>('/applications', { token, signal });
