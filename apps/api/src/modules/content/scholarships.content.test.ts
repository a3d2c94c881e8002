import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contentListResponseSchema,
  programmeResponseSchema,
  scholarshipResponseSchema,
  scholarshipsPageResponseSchema,
  universityResponseSchema,
} from '@studychina/contracts';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { contentClient, contentPeople } from '../../test/content-editors.js';
import { useTestApp } from '../../test/test-app.js';
import { sitemapEntries } from '../public-pages/sitemap-entries.js';

// Scholarships as content (issue 29): what they cover, where they apply, and taking one off the public site.
const t = useTestApp(() => ({ seed: true, now: () => FIXTURE_NOW }));
let scholarships: ReturnType<typeof contentClient>;
let staff: string;

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
  const people = await contentPeople(t.app);
  scholarships = contentClient(t.app, 'scholarships', people.editor);
  staff = people.staff;
});

const api = () => request(t.app.server);
const publicScholarship = async (slug: string) =>
  scholarshipResponseSchema.parse((await api().get(`/api/v1/user/scholarships/${slug}`).expect(200)).body).data;
const listed = async () =>
  scholarshipsPageResponseSchema
    .parse((await api().get('/api/v1/user/scholarships').expect(200)).body)
    .data.map((s) => s.slug);
const scholarshipOf = (slug: string) => scholarships.find(slug, (item) => item.slug === slug);

describe('/admin/content/scholarships', () => {
  it('lists the scholarships as published version 1, with slug lists and the stipend as money', async () => {
    const list = contentListResponseSchema.parse(
      (await api().get(scholarships.base).set('authorization', staff).expect(200)).body,
    );
    expect(list.data.map((row) => [row.title, row.status, row.publishedVersion])).toEqual([
      ['Chinese Government Scholarship, type A', 'published', 1],
      ['Shanghai Government Scholarship', 'published', 1],
    ]);
    expect(await scholarshipOf('csc-a')).toMatchObject({
      provider: 'csc_a',
      tuitionCoveragePercent: 100,
      stipendMonthly: { amount: 300_000, currency: 'CNY' },
      degrees: ['bachelor', 'master'],
      universitySlugs: ['peking-university'],
      programmeSlugs: [],
    });
    expect(await scholarshipOf('shanghai-government')).toMatchObject({
      stipendMonthly: null,
      programmeSlugs: ['fudan-business'],
    });
  });

  it('publishes a new coverage and universities: its page shows them at once', async () => {
    const item = await scholarshipOf('csc-a');
    await scholarships
      .save(item, {
        tuitionCoveragePercent: 80,
        stipendMonthly: { amount: 350_000, currency: 'CNY' },
        universitySlugs: ['peking-university', 'wuhan-university'],
      })
      .expect(200);
    expect((await publicScholarship('csc-a')).coverage.tuitionPercent).toBe(100); // saved, not live
    await scholarships.publish(item.id).expect(200);
    const page = await publicScholarship('csc-a');
    expect(page.coverage).toMatchObject({ tuitionPercent: 80, stipendMonthly: { amount: 350_000, currency: 'CNY' } });
    expect(page.universities.map((u) => u.slug)).toEqual(['peking-university', 'wuhan-university']);
    const wuhan = universityResponseSchema.parse((await api().get('/api/v1/user/universities/wuhan-university')).body);
    expect(wuhan.data.scholarships.map((s) => s.slug)).toEqual(['csc-a']);
  });

  it('unpublishes: the scholarship leaves its page, the list, the programmes it named and the sitemap', async () => {
    const item = await scholarshipOf('shanghai-government');
    await scholarships.unpublish(item.id).expect(200);
    await api().get('/api/v1/user/scholarships/shanghai-government').expect(404);
    expect(await listed()).toEqual(['csc-a']);
    const business = programmeResponseSchema.parse((await api().get('/api/v1/user/programmes/fudan-business')).body);
    expect(business.data.scholarships).toEqual([]);
    expect(business.data.scholarship).toBe(false);
    expect(await sitemapEntries(t.app.prisma)).not.toContain('/scholarships/shanghai-government');
    await scholarships.publish(item.id).expect(200);
    expect(await listed()).toContain('shanghai-government');
  });

  it('names the field of bad input (422): a coverage over 100, a university or programme that does not exist', async () => {
    const item = await scholarshipOf('shanghai-government');
    const bad = await scholarships.save(item, { tuitionCoveragePercent: 120 }).expect(422);
    expect(bad.body.errors).toHaveProperty('tuitionCoveragePercent');
    await scholarships
      .save(item, { universitySlugs: ['fudan-university', 'atlantis-university'], programmeSlugs: ['nothing'] })
      .expect(200);
    const refused = await scholarships.publish(item.id).expect(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['programmeSlugs.0', 'universitySlugs.1']);
  });
});
