import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentListResponseSchema, siteTestimonialsResponseSchema } from '@studychina/contracts';
import { ADMIN_API } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { contentPeople } from '../../test/content-editors.js';

// Testimonials through content management (issue 29): the shipped ones are version 1, and what editors publish
// (or unpublish) is what the home page's API answers at once.
const t = useTestApp(() => ({}));
let editor: string;
let staff: string;

beforeAll(async () => {
  const people = await contentPeople(t.app);
  editor = people.editor;
  staff = people.staff;
});

const api = () => request(t.app.server);
const TESTIMONIALS = `${ADMIN_API}/content/testimonials`;
const publicTestimonials = async (lang = '') =>
  siteTestimonialsResponseSchema.parse(
    (
      await api()
        .get(`/api/v1/user/site-content/testimonials${lang && `?lang=${lang}`}`)
        .expect(200)
    ).body,
  ).data;

describe('/admin/content/testimonials', () => {
  it("answers today's three testimonials before anything is published, in English and French", async () => {
    const english = await publicTestimonials();
    expect(english.map((one) => one.name)).toEqual(['Chiamaka O.', 'Kwame A.', 'Ibrahim S.']);
    expect(english[0]?.detail).toBe('Lagos, Nigeria · Clinical Medicine (MBBS)');
    const french = await publicTestimonials('fr');
    expect(french[0]?.quote).not.toBe(english[0]?.quote);
  });

  it('lists the shipped testimonials as published version 1', async () => {
    const list = contentListResponseSchema.parse(
      (await api().get(TESTIMONIALS).set('authorization', staff).expect(200)).body,
    );
    expect(list.meta.total).toBe(3);
    expect(list.data.every((row) => row.status === 'published' && row.publishedVersion === 1)).toBe(true);
  });

  it('creates, saves and publishes a testimonial: the public answer shows it in its place', async () => {
    const fields = { name: 'Amina B.', quote: 'They answered every question.', detail: 'Abuja · Nursing', position: 0 };
    const created = await api().post(TESTIMONIALS).set('authorization', editor).send(fields).expect(201);
    const { id } = created.body.data as { id: string };
    await api()
      .put(`${TESTIMONIALS}/${id}`)
      .set('authorization', editor)
      .send({ ...fields, quoteFr: 'Ils ont répondu à chaque question.', version: 1 })
      .expect(200);
    expect((await publicTestimonials()).map((one) => one.name)).not.toContain('Amina B.');
    await api().post(`${TESTIMONIALS}/${id}/publish`).set('authorization', editor).expect(200);
    expect((await publicTestimonials())[0]).toMatchObject({ name: 'Amina B.', quote: 'They answered every question.' });
    expect((await publicTestimonials('fr'))[0]?.quote).toBe('Ils ont répondu à chaque question.');
  });

  it('publishes a new version of a shipped testimonial, and unpublishing takes it off the home page', async () => {
    const list = contentListResponseSchema.parse(
      (await api().get(`${TESTIMONIALS}?q=Kwame`).set('authorization', staff).expect(200)).body,
    );
    const id = list.data[0]!.id;
    const item = (await api().get(`${TESTIMONIALS}/${id}`).set('authorization', staff).expect(200)).body.data;
    await api()
      .put(`${TESTIMONIALS}/${id}`)
      .set('authorization', editor)
      .send({ ...item, detail: 'Accra, Ghana · Civil Engineering' })
      .expect(200);
    await api().post(`${TESTIMONIALS}/${id}/publish`).set('authorization', editor).expect(200);
    expect((await publicTestimonials()).find((one) => one.name === 'Kwame A.')?.detail).toBe(
      'Accra, Ghana · Civil Engineering',
    );
    await api().post(`${TESTIMONIALS}/${id}/unpublish`).set('authorization', editor).expect(200);
    expect((await publicTestimonials()).map((one) => one.name)).not.toContain('Kwame A.');
  });

  it('names the field of bad input with 422', async () => {
    const bad = await api().post(TESTIMONIALS).set('authorization', editor).send({ name: 'X', quote: '' }).expect(422);
    expect(bad.body.errors).toHaveProperty('quote');
  });
});
