import type { Locale, MajorsPageResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';
import { inContentLanguage } from '../../lib/content-language';

export const fetchMajorsPage = (page: number, locale: Locale, signal: AbortSignal) =>
  apiFetch<MajorsPageResponse>(inContentLanguage(`/majors?page=${page}`, locale), { signal });
