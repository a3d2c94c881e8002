import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentListResponseSchema, heroesResponseSchema } from '@studychina/contracts';
import { ADMIN_API } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { contentPeople } from '../../test/content-editors.js';

// The home page's hero slides managed as content (issue 29): GET /heroes follows every publish at once.
const t = useTestApp(() => ({ seed: true }));
let editor: string;
let staff: string;
let student: string;

beforeAll(async () => {
  const people = await contentPeople(t.app);
  editor = people.editor;
  staff = people.staff;
  student = people.student;
});

const api = () => request(t.app.server);
const HEROES = `${ADMIN_API}/content/heroes`;
const publicHeroes = async (query = '') =>
  heroesResponseSchema.parse((await api().get(`/api/v1/user/heroes${query}`).expect(200)).body).heroes;

const slide = {
  title: 'Study Engineering in China',
  titleFr: 'Étudier l’ingénierie en Chine',
  subTitle: 'Civil, mechanical and computer engineering, taught in English.',
  subTitleFr: 'Génie civil, mécanique et informatique, enseigné en anglais.',
  heroImage: '/media/heroes/study-medicine.svg',
  position: 9,
};

describe('/admin/content/heroes', () => {
  it('lists the seeded slides as published version 1, and publishing one unchanged leaves GET /heroes byte for byte', async () => {
    const before = await api().get('/api/v1/user/heroes?lang=fr').expect(200);
    const list = contentListResponseSchema.parse(
      (await api().get(HEROES).set('authorization', staff).expect(200)).body,
    );
    expect(list.meta.total).toBe(4);
    expect(list.data.every((row) => row.status === 'published' && row.publishedVersion === 1)).toBe(true);
    await api().post(`${HEROES}/${list.data[0]!.id}/publish`).set('authorization', editor).expect(200);
    const after = await api().get('/api/v1/user/heroes?lang=fr').expect(200);
    expect(after.text).toBe(before.text);
  });

  it('answers a student 403 and a staff member without the editor permission 403 on a write', async () => {
    await api().get(HEROES).set('authorization', student).expect(403);
    const refused = await api().post(HEROES).set('authorization', staff).send(slide).expect(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('publishes a new slide: GET /heroes shows it at once, in French with ?lang=fr', async () => {
    const created = await api().post(HEROES).set('authorization', editor).send(slide).expect(201);
    const id = created.body.data.id as string;
    expect((await publicHeroes()).map((h) => h.title)).not.toContain(slide.title);
    const saved = await api()
      .put(`${HEROES}/${id}`)
      .set('authorization', editor)
      .send({ ...slide, subTitle: 'Engineering degrees taught in English.', version: 1 })
      .expect(200);
    expect(saved.body.data).toMatchObject({ version: 2, status: 'draft' });
    await api().post(`${HEROES}/${id}/publish`).set('authorization', editor).expect(200);
    const english = (await publicHeroes()).at(-1);
    expect(english).toMatchObject({
      title: slide.title,
      sub_title: 'Engineering degrees taught in English.',
      hero_image: slide.heroImage,
    });
    expect((await publicHeroes('?lang=fr')).at(-1)).toMatchObject({
      title: slide.titleFr,
      sub_title: slide.subTitleFr,
    });
  });

  it('unpublishes a slide: it leaves GET /heroes at once, and comes back when published again', async () => {
    const list = contentListResponseSchema.parse(
      (
        await api()
          .get(`${HEROES}?q=${encodeURIComponent('Engineering')}`)
          .set('authorization', staff)
          .expect(200)
      ).body,
    );
    const id = list.data[0]!.id;
    await api().post(`${HEROES}/${id}/unpublish`).set('authorization', editor).expect(200);
    expect((await publicHeroes()).map((h) => h.title)).not.toContain(slide.title);
    expect((await publicHeroes('?lang=fr')).map((h) => h.title)).not.toContain(slide.titleFr);
    await api().post(`${HEROES}/${id}/publish`).set('authorization', editor).expect(200);
    expect((await publicHeroes()).map((h) => h.title)).toContain(slide.title);
  });

  it('names the field of bad input with 422: an image that is not on this site', async () => {
    const bad = await api()
      .post(HEROES)
      .set('authorization', editor)
      .send({ ...slide, heroImage: 'https://elsewhere.example/hero.jpg' })
      .expect(422);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(bad.body.errors).toHaveProperty('heroImage');
    const untitled = await api()
      .post(HEROES)
      .set('authorization', editor)
      .send({ ...slide, title: ' ' })
      .expect(422);
    expect(untitled.body.errors).toHaveProperty('title');
  });
});
