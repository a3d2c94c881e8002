import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contentListResponseSchema,
  programmesPageResponseSchema,
  universitiesPageResponseSchema,
  universityResponseSchema,
} from '@studychina/contracts';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { contentClient, contentPeople } from '../../test/content-editors.js';
import { useTestApp } from '../../test/test-app.js';
import { sitemapEntries } from '../public-pages/sitemap-entries.js';

// Universities as content (issue 29): their fields and rooms; unpublishing takes their programmes off with them.
const t = useTestApp(() => ({ seed: true, now: () => FIXTURE_NOW }));
let universities: ReturnType<typeof contentClient>;
let programmes: ReturnType<typeof contentClient>;
let staff: string;

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
  const people = await contentPeople(t.app);
  universities = contentClient(t.app, 'universities', people.editor);
  programmes = contentClient(t.app, 'programmes', people.editor);
  staff = people.staff;
});

const api = () => request(t.app.server);
const publicUniversity = async (slug: string, language = 'en') =>
  universityResponseSchema.parse(
    (await api().get(`/api/v1/user/universities/${slug}`).set('accept-language', language).expect(200)).body,
  ).data;
const listedUniversities = async () =>
  universitiesPageResponseSchema
    .parse((await api().get('/api/v1/user/universities').expect(200)).body)
    .data.map((u) => u.slug);
const foundProgrammes = async (query = '') =>
  programmesPageResponseSchema
    .parse((await api().get(`/api/v1/user/programmes${query}`).expect(200)).body)
    .data.map((p) => p.slug);
const universityOf = (slug: string) => universities.find(slug, (item) => item.slug === slug);

describe('/admin/content/universities', () => {
  it('lists the universities as published version 1, rooms inside, money as { amount, currency }', async () => {
    const list = contentListResponseSchema.parse(
      (await api().get(universities.base).set('authorization', staff).expect(200)).body,
    );
    expect(list.data.map((row) => [row.title, row.status, row.publishedVersion])).toEqual([
      ['Fudan University', 'published', 1],
      ['Peking University', 'published', 1],
      ['Wuhan University', 'published', 1],
    ]);
    expect(await universityOf('peking-university')).toMatchObject({
      name: 'Peking University',
      citySlug: 'beijing',
      tags: ['project_985'],
      logo: null,
      accommodation: [
        {
          roomType: 'Double room',
          roomTypeFr: 'Chambre double',
          priceMin: { amount: 80_000, currency: 'CNY' },
          priceMax: { amount: 120_000, currency: 'CNY' },
          period: 'month',
        },
      ],
    });
  });

  it('publishes a new name, French description and rooms: the page shows them and search finds the new name', async () => {
    const item = await universityOf('peking-university');
    await universities
      .save(item, {
        name: 'Peking Yenching University',
        descriptionFr: 'Une université de Pékin',
        coverImage: '/media/universities/pku.webp',
        accommodation: [
          {
            roomType: 'Single room',
            roomTypeFr: 'Chambre simple',
            priceMin: { amount: 150_000, currency: 'CNY' },
            priceMax: { amount: 200_000, currency: 'CNY' },
            period: 'month',
          },
        ],
      })
      .expect(200);
    expect((await publicUniversity('peking-university')).name).toBe('Peking University'); // saved, not live
    await universities.publish(item.id).expect(200);
    const page = await publicUniversity('peking-university', 'fr');
    expect(page).toMatchObject({
      name: 'Peking Yenching University',
      description: 'Une université de Pékin',
      coverImage: '/media/universities/pku.webp',
      accommodation: [{ roomType: 'Chambre simple', min: { amount: 150_000 }, max: { amount: 200_000 } }],
    });
    expect((await foundProgrammes('?q=yenching')).sort()).toEqual(['pku-economics', 'pku-medicine']);
  });

  it('publishes a new university: its page and the list show it', async () => {
    const created = await universities
      .create({ slug: 'tongji-university', name: 'Tongji University', nameZh: '同济大学', citySlug: 'shanghai' })
      .expect(201);
    await api().get('/api/v1/user/universities/tongji-university').expect(404);
    await universities.publish(created.body.data.id).expect(200);
    expect(await publicUniversity('tongji-university')).toMatchObject({ name: 'Tongji University', programmeCount: 0 });
    expect(await listedUniversities()).toContain('tongji-university');
  });

  it('unpublishes: the university and its programmes leave the pages, lists, search and sitemap', async () => {
    const item = await universityOf('wuhan-university');
    await universities.unpublish(item.id).expect(200);
    await api().get('/api/v1/user/universities/wuhan-university').expect(404);
    await api().get('/api/v1/user/programmes/whu-civil').expect(404);
    expect(await listedUniversities()).not.toContain('wuhan-university');
    expect((await foundProgrammes()).filter((slug) => slug.startsWith('whu-'))).toEqual([]);
    expect(await foundProgrammes('?q=wuhan')).toEqual([]);
    const sitemap = await sitemapEntries(t.app.prisma);
    expect(sitemap.filter((path) => path.includes('wuhan') || path.includes('whu-'))).toEqual([]);

    // A programme cannot be published under it until it is published again.
    const civil = await programmes.find('whu-civil', (p) => p.slug === 'whu-civil');
    const refused = await programmes.publish(civil.id).expect(422);
    expect(refused.body.errors).toHaveProperty('universitySlug');

    await universities.publish(item.id).expect(200);
    expect((await publicUniversity('wuhan-university')).programmes.map((p) => p.slug).sort()).toEqual([
      'whu-civil',
      'whu-medicine',
    ]);
    await programmes.publish(civil.id).expect(200);
  });

  it('names the field of bad input (422): a website, a room dearer at its lowest, an unknown city', async () => {
    const item = await universityOf('fudan-university');
    const bad = await universities.save(item, { website: 'ftp://fudan.edu.cn' }).expect(422);
    expect(bad.body.errors).toHaveProperty('website');
    const rooms = item.accommodation as Record<string, unknown>[];
    await universities
      .save(item, {
        citySlug: 'atlantis',
        accommodation: [{ ...rooms[0], priceMax: { amount: 1, currency: 'CNY' } }],
      })
      .expect(200);
    const refused = await universities.publish(item.id).expect(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['accommodation.0.priceMax.amount', 'citySlug']);
  });
});
