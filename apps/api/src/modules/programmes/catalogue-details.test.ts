import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  programmeResponseSchema,
  scholarshipResponseSchema,
  scholarshipsPageResponseSchema,
  universitiesPageResponseSchema,
  universityResponseSchema,
} from '@studychina/contracts';
import { useTestApp } from '../../test/test-app.js';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';

// A clock the tests move: programmes close themselves at their deadline.
let clock = FIXTURE_NOW;
let loaded: Promise<unknown> | undefined;
const t = useTestApp(() => ({ seed: true, now: () => clock, config: { CATALOG_CACHE_TTL_MS: '0' } }));
async function get(path: string, language = 'en', status = 200) {
  loaded ??= loadCatalogueFixture(t.app.prisma);
  await loaded;
  const res = await request(t.app.server).get(`/api/v1/user${path}`).set('accept-language', language).expect(status);
  return res.body;
}

describe('GET /programmes/:slug', () => {
  it('answers costs with estimates, intakes, requirements, documents and what each scholarship leaves to pay', async () => {
    const { data } = programmeResponseSchema.strict().parse(await get('/programmes/pku-medicine'));
    expect(data).toMatchObject({
      slug: 'pku-medicine',
      title: "Bachelor's in Clinical Medicine",
      university: {
        slug: 'peking-university',
        nameZh: '北京大学',
        province: { slug: 'beijing', name: 'Beijing' },
        type: 'university',
        tags: ['project_985'],
      },
      tuition: { amount: 4_500_000, currency: 'CNY' },
      tuitionTotal: { amount: 18_000_000, currency: 'CNY' },
      applicationFee: { amount: 80_000, currency: 'CNY' },
      serviceFee: { amount: 45_000, currency: 'USD', estimates: [] },
      accommodation: [{ roomType: 'Double room', period: 'month', min: { amount: 80_000 }, max: { amount: 120_000 } }],
      requirements: {
        ageMin: 17,
        ageMax: 25,
        minPreviousDegree: 'secondary',
        ielts: 6.5,
        hskLevel: null,
        minGrade: 'WAEC: five credits',
      },
      documents: [
        { document: 'passportScan', note: '' },
        { document: 'medicalReport', note: 'Within six months' },
      ],
      sampleData: true,
      figuresCheckedOn: '2026-11-27',
    });
    expect(data.intakes.map((i) => [i.start, i.deadline, i.open])).toEqual([
      ['2027-09', '2027-06-30T15:59:59.000Z', true],
      ['2028-09', '2028-06-30T15:59:59.000Z', true],
    ]);
    expect(data.scholarships).toEqual([
      expect.objectContaining({
        slug: 'csc-a',
        provider: 'csc_a',
        open: true,
        coverage: expect.objectContaining({
          tuitionPercent: 100,
          stipendMonthly: expect.objectContaining({ amount: 300_000, currency: 'CNY' }),
        }),
        remainingTuition: expect.objectContaining({ amount: 0, currency: 'CNY' }),
      }),
    ]);
  });

  it('gives a programme named by a scholarship that scholarship, with the share it leaves', async () => {
    const { data } = programmeResponseSchema.parse(await get('/programmes/fudan-business'));
    expect(data.scholarships.map((s) => [s.slug, s.open, s.remainingTuition.amount])).toEqual([
      ['shanghai-government', false, 1_900_000],
    ]);
  });

  it('says closed for an intake past its deadline, and answers in French', async () => {
    const { data } = programmeResponseSchema.parse(await get('/programmes/fudan-chinese', 'fr'));
    expect(data.intakes.map((i) => i.open)).toEqual([false]);
    expect(data.nextIntake).toBeNull();
    expect(data.title).toBe('Programme de langue chinoise');
    expect(data.documents[1]?.note).toBe('De moins de six mois');
    expect(data.requirements.minGrade).toBe('Baccalauréat avec 12/20');
  });

  it('closes an intake at its deadline without anyone closing it', async () => {
    const before = programmeResponseSchema.parse(await get('/programmes/pku-medicine')).data;
    expect(before.nextIntake?.start).toBe('2027-09');
    clock = new Date('2027-06-30T16:00:00Z'); // one second past 23:59:59 in Shanghai
    try {
      const after = programmeResponseSchema.parse(await get('/programmes/pku-medicine')).data;
      expect(after.intakes.map((i) => [i.start, i.open])).toEqual([
        ['2027-09', false],
        ['2028-09', true],
      ]);
      expect(after.nextIntake?.start).toBe('2028-09');
    } finally {
      clock = FIXTURE_NOW;
    }
  });

  it.each(['/programmes/no-such-programme', '/programmes/fudan-hidden'])('answers 404 for %s', async (path) => {
    expect(await get(path, 'en', 404)).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'There is no programme at this address.',
    });
  });
});

describe('GET /universities', () => {
  it('lists universities by name, with their published programmes counted', async () => {
    const body = universitiesPageResponseSchema.strict().parse(await get('/universities'));
    expect(body).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    expect(body.data.map((u) => [u.slug, u.programmeCount])).toEqual([
      ['fudan-university', 2],
      ['peking-university', 2],
      ['wuhan-university', 2],
    ]);
  });

  it.each([
    ['q=wuhan', ['wuhan-university']],
    ['q=pekin', ['peking-university']],
    ['q=fudam%20universty', ['fudan-university']],
    ['city=beijing&city=shanghai', ['fudan-university', 'peking-university']],
  ])('%s', async (query, expected) => {
    expect((await get(`/universities?${query}`)).data.map((u: { slug: string }) => u.slug)).toEqual(expected);
  });

  it('refuses an unknown city (422) and a page past the last (404)', async () => {
    expect((await get('/universities?city=narnia', 'en', 422)).errors).toEqual({
      city: ['City: "narnia" is not one of the values.'],
    });
    expect((await get('/universities?page=2', 'en', 404)).code).toBe('PAGE_OUT_OF_RANGE');
  });

  it('shows one university with its accommodation, programmes and scholarships; 404 for an unknown one', async () => {
    const { data } = universityResponseSchema.strict().parse(await get('/universities/peking-university', 'fr'));
    expect(data).toMatchObject({
      name: 'Peking University',
      city: { name: 'Pékin' },
      description: 'Peking University à Pékin',
    });
    expect(data.programmes.map((p) => p.slug)).toEqual(['pku-medicine', 'pku-economics']);
    expect(data.scholarships.map((s) => s.slug)).toEqual(['csc-a']);
    expect(data.accommodation[0]?.roomType).toBe('Chambre double');
    expect((await get('/universities/hogwarts', 'en', 404)).message).toBe('There is no university at this address.');
  });
});

describe('GET /scholarships', () => {
  it.each([
    ['', ['csc-a', 'shanghai-government']],
    ['degree=bachelor', ['csc-a']],
    ['degree=bachelor&degree=master', ['csc-a', 'shanghai-government']],
    ['provider=provincial', ['shanghai-government']],
    ['open=1', ['csc-a']],
  ])('?%s', async (query, expected) => {
    const body = scholarshipsPageResponseSchema.strict().parse(await get(`/scholarships?${query}`));
    expect(body.data.map((s) => s.slug)).toEqual(expected);
  });

  it.each([
    ['provider=santa', 'provider', 'Scholarship provider: "santa" is not one of the values.'],
    ['degree=phd', 'degree', 'Degree level: "phd" is not one of the values.'],
    ['open=yes', 'open', 'Open takes the value 1 only.'],
  ])('refuses %s with 422 naming %s', async (query, field, message) => {
    expect((await get(`/scholarships?${query}`, 'en', 422)).errors).toEqual({ [field]: [message] });
  });

  it('shows one scholarship with where it applies; 404 for an unknown one', async () => {
    const { data } = scholarshipResponseSchema.strict().parse(await get('/scholarships/shanghai-government'));
    expect(data).toMatchObject({
      provider: 'provincial',
      open: false,
      howToApply: 'Through the university.',
      coverage: { tuitionPercent: 50, accommodation: false, stipendMonthly: null, insurance: false },
      universities: [],
      programmes: [{ slug: 'fudan-business', university: { slug: 'fudan-university' } }],
    });
    const csc = scholarshipResponseSchema.parse(await get('/scholarships/csc-a', 'fr')).data;
    expect(csc.universities.map((u) => u.slug)).toEqual(['peking-university']);
    expect(csc.howToApply).toBe("Par l'ambassade.");
    expect((await get('/scholarships/nope', 'en', 404)).message).toBe('There is no scholarship at this address.');
  });
});
