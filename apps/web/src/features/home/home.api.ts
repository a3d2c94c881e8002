import type { AllMajorsResponse, HeroesResponse } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

export const fetchHeroes = async () => (await apiFetch<HeroesResponse>('/heroes')).heroes;
export const fetchAllMajors = async () => (await apiFetch<AllMajorsResponse>('/majors')).data;
