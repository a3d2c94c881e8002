import type { AllMajorsResponse, Locale } from '@studychina/contracts';
import { apiFetch } from './api';
import { inContentLanguage } from './content-language';
import { initialData } from './initial-data';
import { useLoad } from './useLoad';

/**
 * Every major the API serves (GET /majors without a page): the home page's trending and other majors, in the
 * page's language, and the application form's major suggestions, in English (the names it stores).
 */
export const useAllMajors = (locale: Locale = 'en') => {
  const key = [inContentLanguage('/majors', locale)] as const;
  return useLoad(key, async (signal) => (await apiFetch<AllMajorsResponse>(key[0], { signal })).data, {
    initialData: initialData(key),
  });
};
