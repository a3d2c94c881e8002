import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PROGRAMMES_PAGE_SIZE, programmesPageResponseSchema, type ProgrammesPageResponse } from '@studychina/contracts';
import { useTestApp } from '../../test/test-app.js';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';

let fixture: Awaited<ReturnType<typeof loadCatalogueFixture>>;
const t = useTestApp(() => ({ seed: true, now: () => FIXTURE_NOW, config: { CATALOG_CACHE_TTL_MS: '0' } }));
const api = () => request(t.app.server);

async function search(query: string, language = 'en'): Promise<ProgrammesPageResponse> {
  if (!fixture) fixture = await loadCatalogueFixture(t.app.prisma);
  const res = await api().get(`/api/v1/user/programmes?${query}`).set('accept-language', language).expect(200);
  return programmesPageResponseSchema.strict().parse(res.body);
}
const slugs = (page: ProgrammesPageResponse) => page.data.map((p) => p.slug).sort();
const counts = (values: { value: string; count: number }[]) =>
  Object.fromEntries(values.map((v) => [v.value, v.count]));

describe('GET /programmes: filters', () => {
  it('lists every published programme, 20 a page, open ones first', async () => {
    const page = await search('');
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: PROGRAMMES_PAGE_SIZE, total: 6 });
    expect(slugs(page)).not.toContain('fudan-hidden');
    // The Chinese language programme's only intake has closed: it comes last.
    expect(page.data.at(-1)?.slug).toBe('fudan-chinese');
  });

  it.each([
    ['degree=master', ['fudan-business', 'pku-economics', 'whu-medicine']],
    ['degree=master&degree=bachelor', ['fudan-business', 'pku-economics', 'pku-medicine', 'whu-civil', 'whu-medicine']],
    ['language=english', ['pku-medicine', 'whu-medicine']],
    ['language=bilingual&language=english', ['fudan-business', 'pku-medicine', 'whu-medicine']],
    ['city=wuhan', ['whu-civil', 'whu-medicine']],
    ['city=wuhan&city=shanghai', ['fudan-business', 'fudan-chinese', 'whu-civil', 'whu-medicine']],
    ['province=hubei', ['whu-civil', 'whu-medicine']],
    ['university=fudan-university', ['fudan-business', 'fudan-chinese']],
    ['intake=2027-03', ['fudan-business', 'fudan-chinese', 'pku-economics']],
    ['intake=2028-09&intake=2027-03', ['fudan-business', 'fudan-chinese', 'pku-economics', 'pku-medicine']],
    ['tuitionMax=30000', ['fudan-chinese', 'pku-economics', 'whu-civil']],
    ['tuitionMax=0', []],
    ['scholarship=1', ['fudan-business', 'pku-economics', 'pku-medicine']],
    ['degree=master&language=english&city=wuhan', ['whu-medicine']],
  ])('%s', async (query, expected) => {
    const page = await search(query);
    expect(slugs(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('filters by major id (the id GET /majors answers)', async () => {
    await search('');
    expect(slugs(await search(`major=${fixture.majors.medicine}`))).toEqual(['pku-medicine', 'whu-medicine']);
    expect(slugs(await search(`major=${fixture.majors.medicine}&major=${fixture.majors.civil}`))).toEqual([
      'pku-medicine',
      'whu-civil',
      'whu-medicine',
    ]);
  });
});

describe('GET /programmes: facets', () => {
  it('counts each facet with every other filter but its own: choosing master still counts the bachelors', async () => {
    const page = await search('degree=master');
    expect(counts(page.facets.degree)).toEqual({ bachelor: 2, master: 3, language: 1 });
    expect(counts(page.facets.language)).toEqual({ english: 1, chinese: 1, bilingual: 1 });
    expect(counts(page.facets.city)).toEqual({ beijing: 1, wuhan: 1, shanghai: 1 });
    expect(counts(page.facets.intake)).toEqual({ '2027-03': 2, '2027-09': 2 });
  });

  it('labels values in the reader language, and keeps a chosen value that matches nothing', async () => {
    const page = await search('degree=master&city=wuhan&language=bilingual', 'fr');
    expect(page.total).toBe(0);
    expect(page.facets.degree).toEqual([{ value: 'master', label: 'Master', count: 0 }]);
    expect(page.facets.language.find((l) => l.value === 'bilingual')).toEqual({
      value: 'bilingual',
      label: 'Bilingue (chinois et anglais)',
      count: 0,
    });
    expect(page.facets.city).toEqual([
      { value: 'shanghai', label: 'Shanghai', count: 1 },
      { value: 'wuhan', label: 'Wuhan', count: 0 },
    ]);
    const english = await search('city=beijing');
    expect(english.facets.city.find((c) => c.value === 'beijing')?.label).toBe('Beijing');
    expect(english.facets.intake.map((i) => i.label)).toEqual(['March 2027', 'September 2027', 'September 2028']);
    expect((await search('city=beijing', 'fr')).facets.city.find((c) => c.value === 'beijing')?.label).toBe('Pékin');
  });

  it('counts majors and intakes as programmes, not intakes', async () => {
    const page = await search('');
    expect(counts(page.facets.major)[String(fixture.majors.medicine)]).toBe(2);
    expect(counts(page.facets.intake)).toEqual({ '2027-03': 3, '2027-09': 4, '2028-09': 1 });
  });
});

describe('GET /programmes: q', () => {
  it.each([
    ['medecine', ['pku-medicine', 'whu-medicine']],
    ['Médecine', ['pku-medicine', 'whu-medicine']],
    ['MEDICINE', ['pku-medicine', 'whu-medicine']],
    ['medcine', ['pku-medicine', 'whu-medicine']], // a letter missing
    ['ecomomics', ['pku-economics']], // a letter wrong
    ['pekin', ['pku-economics', 'pku-medicine']], // the city in French
    ['wuhan medicine', ['whu-medicine']], // every word must match
    ['北京', ['pku-economics', 'pku-medicine']],
    ['fudn', []], // under five letters, no typo is forgiven
    ['zzzzzzzz', []],
  ])('q=%s', async (q, expected) => {
    expect(slugs(await search(`q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('puts the best match first, and combines with filters and facets', async () => {
    const page = await search('q=clinical%20medicine&degree=master&language=english');
    expect(page.data.map((p) => p.slug)).toEqual(['whu-medicine']);
    expect(counts(page.facets.degree)).toEqual({ bachelor: 1, master: 1 });
  });
});

describe('GET /programmes: order and pages', () => {
  it.each([
    ['tuition', ['fudan-chinese', 'whu-civil', 'pku-economics', 'fudan-business', 'pku-medicine', 'whu-medicine']],
    ['deadline', ['pku-economics', 'fudan-business', 'whu-medicine', 'whu-civil', 'pku-medicine', 'fudan-chinese']],
    ['name', ['whu-civil', 'pku-medicine', 'fudan-chinese', 'whu-medicine', 'pku-economics', 'fudan-business']],
  ])('sort=%s', async (sort, expected) => {
    expect((await search(`sort=${sort}`)).data.map((p) => p.slug)).toEqual(expected);
  });

  it('answers a page past the last with 404 PAGE_OUT_OF_RANGE, as the majors do', async () => {
    await search('');
    const res = await api().get('/api/v1/user/programmes?page=2').expect(404);
    expect(res.body).toEqual({
      success: false,
      code: 'PAGE_OUT_OF_RANGE',
      message: 'The page is out of range: the last page is 1.',
    });
    // Nothing matches: there is still a page 1, empty.
    expect((await search('q=zzzzzz&page=1')).data).toEqual([]);
  });
});

describe('GET /programmes: refusals', () => {
  it.each([
    ['degree=phd', 'degree', 'Degree level: "phd" is not one of the values.'],
    ['degree=master&degree=phd', 'degree', 'Degree level: "phd" is not one of the values.'],
    ['language=klingon', 'language', 'Teaching language: "klingon" is not one of the values.'],
    ['city=narnia', 'city', 'City: "narnia" is not one of the values.'],
    ['city=wuhan&city=narnia', 'city', 'City: "narnia" is not one of the values.'],
    ['province=atlantis', 'province', 'Province: "atlantis" is not one of the values.'],
    ['university=hogwarts', 'university', 'University: "hogwarts" is not one of the values.'],
    ['major=99999', 'major', 'Major: "99999" is not one of the values.'],
    ['major=medicine', 'major', 'Major: "medicine" is not one of the values.'],
    ['tuitionMax=-1', 'tuitionMax', 'The maximum tuition must be a whole number of yuan a year, 0 or more.'],
    ['tuitionMax=cheap', 'tuitionMax', 'The maximum tuition must be a whole number of yuan a year, 0 or more.'],
    ['tuitionMax=1.5', 'tuitionMax', 'The maximum tuition must be a whole number of yuan a year, 0 or more.'],
    ['intake=2027-13', 'intake', 'An intake is a month written YYYY-MM, such as 2027-09.'],
    ['intake=2027-9', 'intake', 'An intake is a month written YYYY-MM, such as 2027-09.'],
    ['sort=cheapest', 'sort', 'The order must be one of: relevance, tuition, deadline, name.'],
    ['scholarship=yes', 'scholarship', 'Scholarship takes the value 1 only.'],
    ['page=0', 'page', 'The page must be at least 1.'],
    ['page=two', 'page', 'The page must be a whole number.'],
  ])('%s: 422 naming %s', async (query, field, message) => {
    await search('');
    const res = await api().get(`/api/v1/user/programmes?${query}`).expect(422);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message, errors: { [field]: [message] } });
  });

  it('names each field in French for a French reader', async () => {
    await search('');
    const res = await api().get('/api/v1/user/programmes?city=narnia').set('accept-language', 'fr').expect(422);
    expect(res.body.errors).toEqual({ city: ['Ville\u202F: « narnia » ne fait pas partie des valeurs.'] });
    const zod = await api().get('/api/v1/user/programmes?degree=phd').set('accept-language', 'fr').expect(422);
    expect(zod.body.errors).toEqual({ degree: ["Niveau d'études\u202F: « phd » ne fait pas partie des valeurs."] });
  });
});

describe('GET /programmes: answers', () => {
  it('writes money as { amount, currency } in minor units, with dated estimates, and intakes as YYYY-MM', async () => {
    const page = await search('university=peking-university&degree=bachelor');
    const [medicine] = page.data;
    expect(medicine).toMatchObject({
      slug: 'pku-medicine',
      title: "Bachelor's in Clinical Medicine",
      university: { slug: 'peking-university', name: 'Peking University', city: { slug: 'beijing', name: 'Beijing' } },
      degree: 'bachelor',
      language: 'english',
      durationMonths: 48,
      scholarship: true,
      tuition: {
        amount: 4_500_000,
        currency: 'CNY',
        estimates: [
          { amount: 924_750_000, currency: 'NGN', estimate: true, rateDate: '2026-11-20' },
          { amount: 632_700, currency: 'USD', estimate: true, rateDate: '2026-11-20' },
          { amount: 3_573_000, currency: 'XOF', estimate: true, rateDate: '2026-11-20' },
        ],
      },
    });
    expect(medicine?.nextIntake).toEqual({
      id: expect.any(Number),
      start: '2027-09',
      deadline: '2027-06-30T15:59:59.000Z',
      open: true,
    });
  });

  it('answers in French for a French reader, and may be kept by caches per language', async () => {
    await search('');
    const res = await api()
      .get('/api/v1/user/programmes?university=peking-university&sort=name')
      .set('accept-language', 'fr-FR');
    expect(res.body.data.map((p: { title: string }) => p.title)).toEqual([
      'Licence en médecine clinique',
      'Master en économie',
    ]);
    expect(res.body.data[0].university.city.name).toBe('Pékin');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('is documented in OpenAPI', async () => {
    const res = await api().get('/api/docs/json').expect(200);
    const route = res.body.paths['/api/v1/user/programmes'].get;
    expect(route.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'q',
        'degree',
        'language',
        'city',
        'province',
        'university',
        'major',
        'intake',
        'tuitionMax',
        'scholarship',
        'sort',
        'page',
      ]),
    );
    for (const path of [
      '/programmes/{slug}',
      '/universities',
      '/universities/{slug}',
      '/scholarships',
      '/scholarships/{slug}',
    ]) {
      expect(Object.keys(res.body.paths)).toContain(`/api/v1/user${path}`);
    }
  });
});
