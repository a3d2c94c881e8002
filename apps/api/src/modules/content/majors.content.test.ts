import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allMajorsResponseSchema,
  contentListResponseSchema,
  programmesPageResponseSchema,
} from '@studychina/contracts';
import { ADMIN_API } from '../../test/back-office.js';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { useTestApp } from '../../test/test-app.js';
import { contentPeople } from '../../test/content-editors.js';

// The specification's majors managed as content (issue 29): GET /majors follows every publish at once.
const t = useTestApp(() => ({ seed: true, now: () => FIXTURE_NOW }));
let editor: string;
let staff: string;
let student: string;

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
  const people = await contentPeople(t.app);
  editor = people.editor;
  staff = people.staff;
  student = people.student;
});

const api = () => request(t.app.server);
const MAJORS = `${ADMIN_API}/content/majors`;
const publicMajors = async (query = '') =>
  allMajorsResponseSchema.parse((await api().get(`/api/v1/user/majors${query}`).expect(200)).body).data;
async function itemOf(name: string) {
  const list = contentListResponseSchema.parse(
    (
      await api()
        .get(`${MAJORS}?q=${encodeURIComponent(name)}`)
        .set('authorization', staff)
        .expect(200)
    ).body,
  );
  // The live one (a draft may carry the same name until its publish is refused).
  const row = list.data.find((r) => r.title === name && r.publishedVersion !== null);
  if (!row) throw new Error(`no content item for ${name}`);
  const { body } = await api().get(`${MAJORS}/${row.id}`).set('authorization', staff).expect(200);
  return body.data as Record<string, unknown> & { id: string; version: number };
}

const major = {
  name: 'Aerospace Engineering',
  nameFr: 'Génie aérospatial',
  image: '/media/majors/civil-engineering.webp',
  shortDesc: 'Aircraft and spacecraft design.',
  shortDescFr: 'Conception d’avions et d’engins spatiaux.',
  description: 'Aerodynamics, propulsion and structures, with laboratory work from the first year.',
  descriptionFr: 'Aérodynamique, propulsion et structures, avec des travaux de laboratoire dès la première année.',
  trending: true,
  position: 50,
};

describe('/admin/content/majors', () => {
  it('lists the seeded majors as published version 1, and publishing one unchanged leaves GET /majors byte for byte', async () => {
    const before = await Promise.all(['', '?lang=fr', '?page=1'].map((q) => api().get(`/api/v1/user/majors${q}`)));
    const list = contentListResponseSchema.parse(
      (await api().get(`${MAJORS}?per_page=100`).set('authorization', staff).expect(200)).body,
    );
    expect(list.meta.total).toBe(28);
    expect(list.data.every((row) => row.status === 'published' && !row.hasChanges)).toBe(true);
    const economics = await itemOf('Economics');
    expect(economics).toMatchObject({ name: 'Economics', publishedVersion: 1, version: 1 });
    await api().post(`${MAJORS}/${economics.id}/publish`).set('authorization', editor).expect(200);
    const after = await Promise.all(['', '?lang=fr', '?page=1'].map((q) => api().get(`/api/v1/user/majors${q}`)));
    expect(after.map((r) => r.text)).toEqual(before.map((r) => r.text));
  });

  it('lets only editors write: a student 403, other staff 403', async () => {
    await api().get(MAJORS).set('authorization', student).expect(403);
    await api().post(MAJORS).set('authorization', staff).send(major).expect(403);
  });

  it('publishes a new major: GET /majors shows it at once, in French with ?lang=fr', async () => {
    const created = await api().post(MAJORS).set('authorization', editor).send(major).expect(201);
    const id = created.body.data.id as string;
    expect((await publicMajors()).map((m) => m.name)).not.toContain(major.name);
    await api().post(`${MAJORS}/${id}/publish`).set('authorization', editor).expect(200);
    expect((await publicMajors()).find((m) => m.name === major.name)).toMatchObject({
      image: major.image,
      short_desc: major.shortDesc,
      trending: 1,
    });
    expect((await publicMajors('?lang=fr')).find((m) => m.name === major.nameFr)).toMatchObject({
      short_desc: major.shortDescFr,
      description: major.descriptionFr,
    });
  });

  it('refuses a name another major has, naming the field', async () => {
    const created = await api()
      .post(MAJORS)
      .set('authorization', editor)
      .send({ ...major, name: 'Economics' })
      .expect(201);
    const refused = await api()
      .post(`${MAJORS}/${created.body.data.id}/publish`)
      .set('authorization', editor)
      .expect(422);
    expect(refused.body.errors).toHaveProperty('name');
    const bad = await api()
      .post(MAJORS)
      .set('authorization', editor)
      .send({ ...major, position: -1 })
      .expect(422);
    expect(bad.body.errors).toHaveProperty('position');
  });

  it('unpublishes a major: it leaves GET /majors, while the programme search still finds and names its programmes', async () => {
    const item = await itemOf('Economics');
    const id = (await t.app.prisma.major.findUniqueOrThrow({ where: { name: 'Economics' } })).id;
    const search = async () =>
      programmesPageResponseSchema.parse((await api().get(`/api/v1/user/programmes?major=${id}`).expect(200)).body);
    const before = await search();
    expect(before.data.length).toBeGreaterThan(0);
    const total = (await publicMajors()).length;
    await api().post(`${MAJORS}/${item.id}/unpublish`).set('authorization', editor).expect(200);
    expect((await publicMajors()).map((m) => m.name)).not.toContain('Economics');
    expect((await publicMajors('?lang=fr')).length).toBe(total - 1);
    const majorsPage = await api().get('/api/v1/user/majors?page=1').expect(200);
    expect(majorsPage.body.total).toBe(total - 1);
    const after = await search();
    expect(after.data.map((p) => [p.slug, p.major.name])).toEqual(before.data.map((p) => [p.slug, p.major.name]));
    await api().post(`${MAJORS}/${item.id}/publish`).set('authorization', editor).expect(200);
    expect((await publicMajors()).map((m) => m.name)).toContain('Economics');
  });
});
