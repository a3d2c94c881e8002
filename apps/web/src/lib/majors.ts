import type { AllMajorsResponse } from '@studychina/contracts';
import { apiFetch } from './api';
import { initialData } from './initial-data';
import { useLoad } from './useLoad';

const ALL_MAJORS = ['/majors'] as const;

/**
 * Every major the API serves (GET /majors without a page): the home page's trending and other majors
 * and the application form's major suggestions read the same query.
 */
export const useAllMajors = () =>
  useLoad(ALL_MAJORS, async (signal) => (await apiFetch<AllMajorsResponse>('/majors', { signal })).data, {
    initialData: initialData(ALL_MAJORS),
  });
