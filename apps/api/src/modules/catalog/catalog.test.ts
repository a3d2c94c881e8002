import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAJORS_PAGE_SIZE,
  allMajorsResponseSchema,
  heroesResponseSchema,
  majorsPageResponseSchema,
} from '@studychina/contracts';
import { prismaPaths } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t?.close());

describe('GET /api/v1/user/heroes', () => {
  it('returns the seeded heroes in the contract shape', async () => {
    const res = await api().get('/api/v1/user/heroes').expect(200);
    const body = heroesResponseSchema.strict().parse(res.body);
    expect(body.heroes.length).toBeGreaterThanOrEqual(3);
    for (const hero of body.heroes) {
      expect(hero.title.length).toBeGreaterThan(0);
      expect(hero.hero_image).toMatch(/^\/media\/heroes\/.+\.(svg|webp|avif)$/);
    }
  });
});

describe('GET /api/v1/user/majors', () => {
  it('without a page returns every major for the home page, trending as 1 or 0', async () => {
    const res = await api().get('/api/v1/user/majors').expect(200);
    const { data } = allMajorsResponseSchema.parse(res.body);
    expect(res.body).not.toHaveProperty('current_page');
    expect(data.length).toBeGreaterThanOrEqual(24);
    expect(data.filter((m) => m.trending === 1).length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.map((m) => m.id)).size).toBe(data.length);
    for (const major of data) expect(major.short_desc.length).toBeLessThan(major.description.length);
  });

  it('pages through all majors without overlap, with last_page and total', async () => {
    const all = allMajorsResponseSchema.parse((await api().get('/api/v1/user/majors')).body).data;
    const first = majorsPageResponseSchema.parse((await api().get('/api/v1/user/majors?page=1').expect(200)).body);
    expect(first).toMatchObject({ current_page: 1, per_page: MAJORS_PAGE_SIZE, total: all.length });
    expect(first.last_page).toBe(Math.ceil(all.length / MAJORS_PAGE_SIZE));
    expect(first.last_page).toBeGreaterThanOrEqual(2);

    const seen: number[] = [];
    for (let page = 1; page <= first.last_page; page += 1) {
      const body = majorsPageResponseSchema.parse(
        (await api().get(`/api/v1/user/majors?page=${page}`).expect(200)).body,
      );
      expect(body.current_page).toBe(page);
      expect(body.data.length).toBe(
        page < first.last_page ? MAJORS_PAGE_SIZE : all.length - MAJORS_PAGE_SIZE * (page - 1),
      );
      seen.push(...body.data.map((m) => m.id));
    }
    expect(seen).toEqual(all.map((m) => m.id));
  });

  it('answers a page past the end with 404 naming the last page', async () => {
    const { last_page } = majorsPageResponseSchema.parse((await api().get('/api/v1/user/majors?page=1')).body);
    const res = await api()
      .get(`/api/v1/user/majors?page=${last_page + 1}`)
      .expect(404);
    expect(res.body).toEqual({
      success: false,
      code: 'PAGE_OUT_OF_RANGE',
      message: `The page is out of range: the last page is ${last_page}.`,
    });
  });

  it.each([
    ['0', 'The page must be at least 1.'],
    ['-3', 'The page must be at least 1.'],
    ['abc', 'The page must be a whole number.'],
    ['1.5', 'The page must be a whole number.'],
  ])('rejects page=%s with 422 and the field error', async (page, message) => {
    const res = await api().get(`/api/v1/user/majors?page=${page}`).expect(422);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message, errors: { page: [message] } });
  });

  it.each([
    ['0', 'La page doit être au moins 1.'],
    ['abc', 'La page doit être un nombre entier.'],
  ])('tells a French reader why page=%s is refused, in French', async (page, message) => {
    const res = await api().get(`/api/v1/user/majors?page=${page}`).set('accept-language', 'fr').expect(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { page: [message] } });
  });
});

describe('French content (issue 28)', () => {
  const MAJORS = '/api/v1/user/majors';
  const english = async (url: string) => (await api().get(url).expect(200)).body as unknown;

  it('answers heroes and majors in French with ?lang=fr, in the same shape, same ids and order', async () => {
    const heroes = heroesResponseSchema.strict().parse(await english('/api/v1/user/heroes')).heroes;
    const french = heroesResponseSchema.strict().parse(await english('/api/v1/user/heroes?lang=fr')).heroes;
    expect(french.map((h) => [h.id, h.hero_image])).toEqual(heroes.map((h) => [h.id, h.hero_image]));
    expect(french[0]).toMatchObject({ title: 'Étudier la médecine en Chine' });
    expect(heroes[0]).toMatchObject({ title: 'Study Medicine in China' });

    const majors = allMajorsResponseSchema.parse(await english(MAJORS)).data;
    const majorsFr = allMajorsResponseSchema.parse(await english(`${MAJORS}?lang=fr`)).data;
    expect(majorsFr.map((m) => [m.id, m.image, m.trending])).toEqual(majors.map((m) => [m.id, m.image, m.trending]));
    const mbbs = majorsFr.find((m) => m.id === majors.find((e) => e.name === 'Clinical Medicine (MBBS)')?.id);
    expect(mbbs).toMatchObject({ name: 'Médecine clinique (MBBS)' });
    expect(mbbs?.description).toMatch(/^Le MBBS dure environ six ans/);
    for (const major of majorsFr) {
      expect(majors.find((m) => m.id === major.id)).not.toMatchObject({ description: major.description });
    }
    const page = majorsPageResponseSchema.parse(await english(`${MAJORS}?page=2&lang=fr`));
    expect(page.data).toEqual(majorsFr.slice(MAJORS_PAGE_SIZE, 2 * MAJORS_PAGE_SIZE));
  });

  it('keeps the English for the clients of the specification, whatever their Accept-Language', async () => {
    const plain = await api().get(MAJORS).expect(200);
    const asked = await api().get(MAJORS).set('accept-language', 'fr-FR,fr;q=0.9').expect(200);
    expect(asked.body).toEqual(plain.body);
    expect(asked.headers.etag).toBe(plain.headers.etag);
    expect(allMajorsResponseSchema.strict().parse(plain.body).data[0]).toMatchObject({
      name: 'Clinical Medicine (MBBS)',
    });
    await api().get(`${MAJORS}?lang=en`).expect(200, plain.body);
    await api().get(`${MAJORS}?lang=de`).expect(422);
  });

  it('gives a database seeded before the French its missing French, keeping a French already written', async () => {
    const [first, second] = await t.app.prisma.major.findMany({ orderBy: { position: 'asc' }, take: 2 });
    await t.app.prisma.major.update({ where: { id: first!.id }, data: { nameFr: null, descriptionFr: null } });
    await t.app.prisma.major.update({ where: { id: second!.id }, data: { nameFr: 'Infirmerie (staff)' } });
    await t.app.prisma.hero.updateMany({ data: { titleFr: null, subTitleFr: null } });

    expect((await t.app.catalog.seed(prismaPaths.seedDir)).translated).toBeGreaterThanOrEqual(5);
    const majors = await t.app.prisma.major.findMany({ where: { id: { in: [first!.id, second!.id] } } });
    expect(majors.find((m) => m.id === first!.id)).toMatchObject({
      nameFr: 'Médecine clinique (MBBS)',
      descriptionFr: expect.stringMatching(/^Le MBBS/),
    });
    expect(majors.find((m) => m.id === second!.id)?.nameFr).toBe('Infirmerie (staff)');
    const heroes = heroesResponseSchema.parse(await english('/api/v1/user/heroes?lang=fr')).heroes;
    expect(heroes[0]?.title).toBe('Étudier la médecine en Chine');
    await t.app.prisma.major.update({ where: { id: second!.id }, data: { nameFr: 'Soins infirmiers' } });
    expect((await t.app.catalog.seed(prismaPaths.seedDir)).translated).toBe(0);
  });
});

describe('the API surface', () => {
  it('answers unknown API paths with the JSON 404 shape', async () => {
    const res = await api().get('/api/v1/user/no-such-route').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('serves OpenAPI generated from the contracts at /api/docs', async () => {
    const res = await api().get('/api/docs/json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const majors = res.body.paths['/api/v1/user/majors'].get;
    expect(majors.parameters.map((p: { name: string }) => p.name)).toContain('page');
    expect(Object.keys(res.body.paths)).toContain('/api/v1/user/heroes');
    await api()
      .get('/api/docs')
      .expect((r) => expect([200, 302]).toContain(r.status));
  });
});
