import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contentListResponseSchema,
  contentVersionsResponseSchema,
  programmeResponseSchema,
} from '@studychina/contracts';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { useTestApp } from '../../test/test-app.js';
import { contentPeople } from '../../test/content-editors.js';

// Content management of programmes through the API (issue 29): roles, drafts, the 409, publish, versions, restore.
const t = useTestApp(() => ({ seed: true, now: () => FIXTURE_NOW }));
let editor: string;
let staff: string;
let admin: string;
let student: string;

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
  const people = await contentPeople(t.app);
  editor = people.editor;
  staff = people.staff;
  admin = (await createStaff(t.app, 'admin', 'Ada')).authorization;
  student = people.student;
});

const api = () => request(t.app.server);
const PROGRAMMES = `${ADMIN_API}/content/programmes`;
const publicProgramme = async (slug: string, language = 'en') =>
  programmeResponseSchema.parse(
    (await api().get(`/api/v1/user/programmes/${slug}`).set('accept-language', language).expect(200)).body,
  ).data;
async function itemOf(slug: string) {
  const list = contentListResponseSchema.parse(
    (
      await api()
        .get(`${PROGRAMMES}?q=${encodeURIComponent(slug)}&per_page=100`)
        .set('authorization', staff)
        .expect(200)
    ).body,
  );
  for (const row of list.data) {
    const { body } = await api().get(`${PROGRAMMES}/${row.id}`).set('authorization', staff).expect(200);
    if (body.data.slug === slug) return body.data as Record<string, unknown> & { id: string; version: number };
  }
  throw new Error(`no content item for ${slug}`);
}

describe('/admin/content/programmes', () => {
  it('lists the seeded programmes as published version 1, and answers a student 403', async () => {
    const list = contentListResponseSchema.parse(
      (await api().get(`${PROGRAMMES}?per_page=100`).set('authorization', staff).expect(200)).body,
    );
    expect(list.meta.total).toBe(7);
    expect(list.data.every((row) => row.publishedVersion === 1 && !row.hasChanges)).toBe(true);
    expect(list.data.filter((row) => row.status === 'unpublished')).toHaveLength(1);
    const refused = await api().get(PROGRAMMES).set('authorization', student).expect(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    await api().get(PROGRAMMES).expect(401);
  });

  it('answers an item in the shape the PUT takes, money as { amount, currency }', async () => {
    const item = await itemOf('pku-medicine');
    expect(item).toMatchObject({
      slug: 'pku-medicine',
      universitySlug: 'peking-university',
      tuitionPerYear: { amount: 4_500_000, currency: 'CNY' },
      status: 'published',
      version: 1,
      publishedVersion: 1,
    });
  });

  it('lets only editors and admins write: other staff 403, nothing saved', async () => {
    const item = await itemOf('pku-medicine');
    const body = { ...item, title: 'Changed by staff' };
    const refused = await api().put(`${PROGRAMMES}/${item.id}`).set('authorization', staff).send(body).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    await api().post(`${PROGRAMMES}/${item.id}/publish`).set('authorization', student).expect(403);
    expect((await itemOf('pku-medicine')).title).toBe(item.title);
  });

  it('refuses a save over a stale version with 409 EDIT_CONFLICT, overwriting nothing', async () => {
    const item = await itemOf('whu-civil');
    const first = await api()
      .put(`${PROGRAMMES}/${item.id}`)
      .set('authorization', editor)
      .send({ ...item, description: 'First editor' })
      .expect(200);
    expect(first.body.data).toMatchObject({ version: item.version + 1, hasChanges: true, status: 'published' });
    const stale = await api()
      .put(`${PROGRAMMES}/${item.id}`)
      .set('authorization', admin)
      .send({ ...item, description: 'Second editor' })
      .expect(409);
    expect(stale.body).toMatchObject({ success: false, code: 'EDIT_CONFLICT' });
    expect(stale.body.message).toContain(`version ${item.version + 1}`);
    expect((await itemOf('whu-civil')).description).toBe('First editor');
  });

  it("dates a programme first published without its figures checked by the app's clock, not the machine's", async () => {
    const item = await itemOf('whu-civil');
    const created = await api()
      .post(PROGRAMMES)
      .set('authorization', editor)
      .send({ ...item, slug: 'whu-civil-evening', title: 'Civil Engineering (evening)' })
      .expect(201);
    await api().post(`${PROGRAMMES}/${created.body.data.id}/publish`).set('authorization', editor).expect(200);
    expect((await publicProgramme('whu-civil-evening')).figuresCheckedOn).toBe(FIXTURE_NOW.toISOString().slice(0, 10));
  });

  it('names the field of bad input with 422, and a reference that does not exist at publish', async () => {
    const item = await itemOf('whu-civil');
    const bad = await api()
      .put(`${PROGRAMMES}/${item.id}`)
      .set('authorization', editor)
      .send({ ...item, tuitionPerYear: { amount: 12.5, currency: 'CNY' } })
      .expect(422);
    expect(bad.body.errors).toHaveProperty(['tuitionPerYear.amount']);
    const created = await api()
      .post(PROGRAMMES)
      .set('authorization', editor)
      .send({ ...item, slug: 'nowhere-medicine', universitySlug: 'no-such-university' })
      .expect(201);
    expect(created.body.data).toMatchObject({ version: 1 });
    const refused = await api()
      .post(`${PROGRAMMES}/${created.body.data.id}/publish`)
      .set('authorization', editor)
      .expect(422);
    expect(refused.body.errors).toHaveProperty('universitySlug');
    await api().get('/api/v1/user/programmes/nowhere-medicine').expect(404);
  });

  it('publishes a new tuition and French title: the public page shows them, and versions number 1, 2', async () => {
    const item = await itemOf('pku-medicine');
    const saved = await api()
      .put(`${PROGRAMMES}/${item.id}`)
      .set('authorization', editor)
      .send({ ...item, tuitionPerYear: { amount: 4_900_000, currency: 'CNY' }, titleFr: 'Licence de médecine' })
      .expect(200);
    // Saved, not yet live; the preview shows the public page as it will be, in either language.
    expect((await publicProgramme('pku-medicine')).tuition.amount).toBe(4_500_000);
    const preview = async (lang: string) =>
      programmeResponseSchema.parse(
        (await api().get(`${PROGRAMMES}/${item.id}/preview?lang=${lang}`).set('authorization', staff).expect(200)).body,
      ).data;
    expect((await preview('en')).tuition.amount).toBe(4_900_000);
    expect((await preview('fr')).title).toBe('Licence de médecine');
    expect((await publicProgramme('pku-medicine')).tuition.amount).toBe(4_500_000);
    expect(await t.app.prisma.contentVersion.count({ where: { itemId: item.id } })).toBe(1);
    await api()
      .post(`${PROGRAMMES}/${item.id}/publish`)
      .set('authorization', editor)
      .expect(200)
      .expect(({ body }) => expect(body.data).toMatchObject({ publishedVersion: 2, hasChanges: false }));
    expect(saved.body.data.version).toBe(item.version + 1);
    expect((await publicProgramme('pku-medicine')).tuition.amount).toBe(4_900_000);
    expect((await publicProgramme('pku-medicine', 'fr')).title).toBe('Licence de médecine');
    const versions = contentVersionsResponseSchema.parse(
      (await api().get(`${PROGRAMMES}/${item.id}/versions`).set('authorization', staff).expect(200)).body,
    );
    expect(versions.data.map((v) => [v.number, v.live, v.publishedBy])).toEqual([
      [2, true, 'Eddie Staff'],
      [1, false, null],
    ]);
    const audit = await t.app.prisma.auditLog.findFirst({ where: { action: 'content.publish', targetId: item.id } });
    expect(audit?.meta).toMatchObject({
      number: 2,
      before: { tuitionPerYear: { amount: 4_500_000 } },
      after: { tuitionPerYear: { amount: 4_900_000 } },
    });
  });

  it('restores version 1 into the draft, and publishing it makes version 3 with the old figure', async () => {
    const item = await itemOf('pku-medicine');
    const restored = await api().post(`${PROGRAMMES}/${item.id}/restore/1`).set('authorization', editor).expect(200);
    expect(restored.body.data).toMatchObject({ tuitionPerYear: { amount: 4_500_000 }, hasChanges: true });
    expect((await publicProgramme('pku-medicine')).tuition.amount).toBe(4_900_000);
    await api().post(`${PROGRAMMES}/${item.id}/publish`).set('authorization', admin).expect(200);
    expect((await publicProgramme('pku-medicine')).tuition.amount).toBe(4_500_000);
    await api().post(`${PROGRAMMES}/${item.id}/restore/9`).set('authorization', editor).expect(404);
  });

  it('unpublishes: the programme leaves the public page and search, and can be published again', async () => {
    const item = await itemOf('whu-civil');
    await api().post(`${PROGRAMMES}/${item.id}/unpublish`).set('authorization', editor).expect(200);
    await api().get('/api/v1/user/programmes/whu-civil').expect(404);
    const again = await api().post(`${PROGRAMMES}/${item.id}/unpublish`).set('authorization', editor).expect(409);
    expect(again.body.code).toBe('CONFLICT');
    await api().post(`${PROGRAMMES}/${item.id}/publish`).set('authorization', editor).expect(200);
    expect((await publicProgramme('whu-civil')).slug).toBe('whu-civil');
  });

  it('lists items whose French is missing or older than their English', async () => {
    const item = await itemOf('whu-civil');
    await api()
      .put(`${PROGRAMMES}/${item.id}`)
      .set('authorization', editor)
      .send({ ...item, titleFr: '' })
      .expect(200);
    const list = contentListResponseSchema.parse(
      (await api().get(`${PROGRAMMES}?french=missing`).set('authorization', staff).expect(200)).body,
    );
    const row = list.data.find((r) => r.id === item.id);
    expect(row?.frenchMissing).toContain('titleFr');
    expect(list.data.every((r) => r.frenchMissing.length > 0 || r.frenchOutdated)).toBe(true);
    // Paged by the database: the total counts the queue, not the kind.
    const all = contentListResponseSchema.parse(
      (await api().get(`${PROGRAMMES}?per_page=100`).set('authorization', staff).expect(200)).body,
    );
    expect(list.meta.total).toBe(all.data.filter((r) => r.frenchMissing.length > 0 || r.frenchOutdated).length);
    expect(list.meta.total).toBeLessThan(all.meta.total);

    // Saving the French takes the item out of the queue; items written before the queue had its column come back.
    const saved = await itemOf('whu-civil');
    await api()
      .put(`${PROGRAMMES}/${item.id}`)
      .set('authorization', editor)
      .send({ ...saved, titleFr: 'Génie civil' })
      .expect(200);
    await t.app.prisma.contentItem.updateMany({ where: { kind: 'programmes' }, data: { frenchGap: null } });
    const again = contentListResponseSchema.parse(
      (await api().get(`${PROGRAMMES}?french=missing&per_page=100`).set('authorization', staff).expect(200)).body,
    );
    const now = contentListResponseSchema.parse(
      (await api().get(`${PROGRAMMES}?per_page=100`).set('authorization', staff).expect(200)).body,
    );
    const queued = now.data.filter((r) => r.frenchMissing.length > 0 || r.frenchOutdated).map((r) => r.id);
    expect(again.data.map((r) => r.id).sort()).toEqual(queued.sort());
    expect(again.data.find((r) => r.id === item.id)?.frenchMissing ?? []).not.toContain('titleFr');
  });
});
