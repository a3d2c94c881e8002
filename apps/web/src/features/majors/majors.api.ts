import type { MajorsPageResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

export const fetchMajorsPage = (page: number) => apiFetch<MajorsPageResponse>(`/majors?page=${page}`);
