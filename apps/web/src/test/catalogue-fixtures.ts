import type { ProgrammeDetail, ProgrammeSummary, ProgrammesPageResponse } from '@studychina/contracts';

/*
 * Programmes as the catalogue's API answers them (GET /programmes, GET /programmes/:slug, GET /shortlist), shaped as
 * contracts' catalogue schemas, for the tests of every page that uses the catalogue: its own pages, the shortlist,
 * the comparison and the application's programme picker.
 */

/** An amount in minor units (fen for CNY), without estimates. */

export const price = (amount: number, currency = 'CNY') => ({ amount, currency, estimates: [] });

export const pekingMedicine: ProgrammeSummary = {
  id: 1,
  slug: 'clinical-medicine-peking',
  title: 'Clinical Medicine (MBBS)',
  university: { slug: 'peking-university', name: 'Peking University', city: { slug: 'beijing', name: 'Beijing' } },
  major: { id: 3, name: 'Medicine' },
  degree: 'bachelor',
  language: 'english',
  durationMonths: 72,
  tuition: price(4_500_000),
  nextIntake: { id: 11, start: '2027-09', deadline: '2027-06-30T15:59:00.000Z', open: true },
  scholarship: true,
};

export function programmesPage(data: ProgrammeSummary[], facets: Partial<ProgrammesPageResponse['facets']> = {}) {
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: data.length,
    facets: { degree: [], language: [], city: [], major: [], intake: [], ...facets },
  } satisfies ProgrammesPageResponse;
}

export const pekingMedicineDetail: ProgrammeDetail = {
  ...pekingMedicine,
  description: 'Six years of medicine in English, with a clinical year in Beijing hospitals.',
  university: {
    ...pekingMedicine.university,
    nameZh: '北京大学',
    province: { slug: 'beijing', name: 'Beijing' },
    type: 'university',
    tags: ['double_first_class'],
  },
  tuition: {
    ...price(4_500_000),
    estimates: [{ amount: 924_750_000, currency: 'NGN', estimate: true, rateDate: '2026-11-20' }],
  },
  tuitionTotal: price(27_000_000),
  applicationFee: price(80_000),
  serviceFee: price(300_000),
  accommodation: [{ roomType: 'Double room', period: 'month', min: price(120_000), max: price(200_000) }],
  intakes: [
    { id: 11, start: '2027-09', deadline: '2027-06-30T15:59:00.000Z', open: true },
    { id: 10, start: '2026-09', deadline: '2026-06-30T15:59:00.000Z', open: false },
  ],
  requirements: {
    ageMin: 18,
    ageMax: 25,
    minPreviousDegree: 'secondary',
    hskLevel: null,
    ielts: 6,
    toefl: null,
    duolingo: null,
    minGrade: 'WAEC: five credits including Biology and Chemistry',
    notes: '',
  },
  documents: [{ document: 'medicalReport', note: 'Dated within six months' }],
  scholarships: [
    {
      id: 5,
      slug: 'csc-type-b',
      name: 'Chinese Government Scholarship B',
      provider: 'csc_b',
      coverage: { tuitionPercent: 50, accommodation: false, stipendMonthly: null, insurance: true },
      deadline: null,
      open: true,
      remainingTuition: price(2_250_000),
    },
  ],
  sampleData: true,
  figuresCheckedOn: '2026-11-01',
};

/** Wuhan's MBBS (the application's picker): its March intake closed, its September one open, a fee in USD. */
export const programmeSummary = (over: Partial<ProgrammeSummary> = {}): ProgrammeSummary => ({
  ...pekingMedicine,
  id: 11,
  slug: 'medicine-mbbs-wuhan-university',
  title: 'Medicine (MBBS)',
  university: { slug: 'wuhan-university', name: 'Wuhan University', city: { slug: 'wuhan', name: 'Wuhan' } },
  major: { id: 1, name: 'Medicine (MBBS)' },
  tuition: price(3_500_000),
  nextIntake: { id: 102, start: '2027-09', deadline: '2027-06-30T15:59:59.000Z', open: true },
  ...over,
});

export const programmeDetailFixture = (over: Partial<ProgrammeDetail> = {}): ProgrammeDetail => {
  const summary = programmeSummary();
  return {
    ...pekingMedicineDetail,
    ...summary,
    description: 'Six years in English.',
    university: {
      ...pekingMedicineDetail.university,
      ...summary.university,
      nameZh: '武汉大学',
      province: { slug: 'hubei', name: 'Hubei' },
    },
    tuitionTotal: price(21_000_000),
    serviceFee: price(50_000, 'USD'),
    accommodation: [],
    intakes: [
      { id: 101, start: '2027-03', deadline: '2026-11-20T15:59:59.000Z', open: false },
      { id: 102, start: '2027-09', deadline: '2027-06-30T15:59:59.000Z', open: true },
    ],
    documents: [],
    scholarships: [],
    ...over,
  };
};
