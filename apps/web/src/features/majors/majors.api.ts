import type { MajorsPageResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

export const fetchMajorsPage = (page: number, signal: AbortSignal) =>
  apiFetch<MajorsPageResponse>(`/majors?page=${page}`, { signal });
