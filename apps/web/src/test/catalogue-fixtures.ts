import type { ProgrammeDetail, ProgrammeSummary } from '@studychina/contracts';

/*
 * Programmes as the catalogue's API answers them (GET /programmes, GET /programmes/:slug), for the tests of
 * the pages that use the catalogue (the application's programme picker, the shortlist, the comparison).
 */
const CNY = (yuan: number) => ({ amount: yuan * 100, currency: 'CNY', estimates: [] });

export const programmeSummary = (over: Partial<ProgrammeSummary> = {}): ProgrammeSummary => ({
  id: 11,
  slug: 'medicine-mbbs-wuhan-university',
  title: 'Medicine (MBBS)',
  university: { slug: 'wuhan-university', name: 'Wuhan University', city: { slug: 'wuhan', name: 'Wuhan' } },
  major: { id: 1, name: 'Medicine (MBBS)' },
  degree: 'bachelor',
  language: 'english',
  durationMonths: 72,
  tuition: CNY(35_000),
  nextIntake: { id: 102, start: '2027-09', deadline: '2027-06-30T15:59:59.000Z', open: true },
  scholarship: true,
  ...over,
});

export const programmeDetailFixture = (over: Partial<ProgrammeDetail> = {}): ProgrammeDetail => {
  const summary = programmeSummary();
  return {
    ...summary,
    description: 'Six years in English.',
    university: {
      ...summary.university,
      nameZh: '武汉大学',
      province: { slug: 'hubei', name: 'Hubei' },
      type: 'university',
      tags: ['double_first_class'],
    },
    tuitionTotal: CNY(210_000),
    applicationFee: CNY(800),
    serviceFee: { amount: 50_000, currency: 'USD', estimates: [] },
    accommodation: [],
    intakes: [
      { id: 101, start: '2027-03', deadline: '2026-11-20T15:59:59.000Z', open: false },
      { id: 102, start: '2027-09', deadline: '2027-06-30T15:59:59.000Z', open: true },
    ],
    requirements: {
      ageMin: 18,
      ageMax: 25,
      minPreviousDegree: 'secondary',
      hskLevel: null,
      ielts: 6,
      toefl: null,
      duolingo: null,
      minGrade: 'Five credits in WAEC including Biology',
      notes: '',
    },
    documents: [],
    scholarships: [],
    sampleData: true,
    figuresCheckedOn: '2026-11-01',
    ...over,
  };
};
