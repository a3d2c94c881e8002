import type { ProgrammeResponse, ProgrammesPageResponse } from '@studychina/contracts';
import { apiFetch } from '../api';

/** The catalogue's search, for the programme picker: the first page of what matches `q`. */
export const searchProgrammes = (q: string, signal: AbortSignal) =>
  apiFetch<ProgrammesPageResponse>(`/programmes?q=${encodeURIComponent(q)}`, { signal });

/** One programme with its intakes and requirements (the eligibility checks' facts), its title in `language`. */
export const programmeDetail = async (slug: string, language: string, signal: AbortSignal) =>
  (await apiFetch<ProgrammeResponse>(`/programmes/${encodeURIComponent(slug)}`, { signal, language })).data;
