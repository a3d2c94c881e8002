import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAQ_SEED, contentListResponseSchema, siteFaqResponseSchema } from '@studychina/contracts';
import { ADMIN_API } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { contentPeople } from '../../test/content-editors.js';

// The FAQ through content management (issue 29): the shipped questions are version 1; a published question shows
// on the public answer at once, an unpublished one is gone.
const t = useTestApp(() => ({}));
let editor: string;
let staff: string;

beforeAll(async () => {
  const people = await contentPeople(t.app);
  editor = people.editor;
  staff = people.staff;
});

const api = () => request(t.app.server);
const FAQ = `${ADMIN_API}/content/faq`;
const publicFaq = async (lang = '') =>
  siteFaqResponseSchema.parse(
    (
      await api()
        .get(`/api/v1/user/site-content/faq${lang && `?lang=${lang}`}`)
        .expect(200)
    ).body,
  ).data;

describe('/admin/content/faq', () => {
  it('answers the shipped questions by topic in both languages, and lists them as published version 1', async () => {
    const english = await publicFaq();
    expect(english).toHaveLength(FAQ_SEED.length);
    expect(english[0]).toMatchObject({
      topic: 'admission',
      question: 'What do I need to apply to a Chinese university?',
    });
    expect(english.map((q) => q.topic)).toEqual(
      [...english.map((q) => q.topic)].sort(
        (a, b) =>
          ['admission', 'fees', 'scholarships', 'visa', 'language', 'life'].indexOf(a) -
          ['admission', 'fees', 'scholarships', 'visa', 'language', 'life'].indexOf(b),
      ),
    );
    expect((await publicFaq('fr'))[0]?.question).toBe(
      'De quoi ai-je besoin pour postuler dans une université chinoise\u202F?',
    );
    const list = contentListResponseSchema.parse(
      (await api().get(`${FAQ}?per_page=100`).set('authorization', staff).expect(200)).body,
    );
    expect(list.meta.total).toBe(FAQ_SEED.length);
    expect(list.data.every((row) => row.status === 'published' && row.publishedVersion === 1)).toBe(true);
  });

  it('publishes a new question, then unpublishing it takes it off the public answer', async () => {
    const fields = {
      question: 'Can my parents visit me?',
      questionFr: 'Mes parents peuvent-ils me rendre visite\u202F?',
      answer: 'Yes, with a tourist visa; your university can write an invitation letter.',
      answerFr: "Oui, avec un visa de tourisme\u202F; votre université peut écrire une lettre d'invitation.",
      topic: 'life',
      position: 1,
    };
    const created = await api().post(FAQ).set('authorization', editor).send(fields).expect(201);
    const { id } = created.body.data as { id: string };
    expect((await publicFaq()).map((q) => q.question)).not.toContain(fields.question);
    await api().post(`${FAQ}/${id}/publish`).set('authorization', editor).expect(200);
    expect((await publicFaq()).at(-1)).toMatchObject({ topic: 'life', question: fields.question });
    expect((await publicFaq('fr')).at(-1)?.answer).toBe(fields.answerFr);
    await api().post(`${FAQ}/${id}/unpublish`).set('authorization', editor).expect(200);
    expect((await publicFaq()).map((q) => q.question)).not.toContain(fields.question);
  });

  it('unpublishes a shipped question: gone from the answer, and back when published again', async () => {
    const list = contentListResponseSchema.parse(
      (await api().get(`${FAQ}?q=visa`).set('authorization', staff).expect(200)).body,
    );
    const id = list.data[0]!.id;
    await api().post(`${FAQ}/${id}/unpublish`).set('authorization', editor).expect(200);
    expect((await publicFaq()).some((q) => q.topic === 'visa')).toBe(false);
    await api().post(`${FAQ}/${id}/publish`).set('authorization', editor).expect(200);
    expect((await publicFaq()).some((q) => q.topic === 'visa')).toBe(true);
  });

  it('names the field of bad input with 422, and answers a staff member without the permission 403', async () => {
    const bad = await api()
      .post(FAQ)
      .set('authorization', editor)
      .send({ question: 'Why?', answer: 'Because.', topic: 'weather' })
      .expect(422);
    expect(bad.body.errors).toHaveProperty('topic');
    await api()
      .post(FAQ)
      .set('authorization', staff)
      .send({ question: 'Why?', answer: 'Because.', topic: 'visa' })
      .expect(403);
  });
});
