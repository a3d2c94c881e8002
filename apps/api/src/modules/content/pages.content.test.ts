import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_CONTACT, contentListResponseSchema, sitePageResponseSchema } from '@studychina/contracts';
import { ABOUT_PAGE } from '@studychina/contracts/content-pages/about';
import { ABOUT_PAGE_FR } from '@studychina/contracts/content-pages/about.fr';
import { ADMIN_API } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { contentPeople } from '../../test/content-editors.js';

// The site's pages and contact details through content management (issue 29): each page is one item whose
// version 1 is the texts contracts ship; a publish changes the public answer at once; a page cannot be unpublished.
const t = useTestApp(() => ({}));
let editor: string;
let staff: string;

beforeAll(async () => {
  const people = await contentPeople(t.app);
  editor = people.editor;
  staff = people.staff;
});

const api = () => request(t.app.server);
const PAGES = `${ADMIN_API}/content/pages`;
const publicPage = async (page: string, lang = '') =>
  sitePageResponseSchema.parse(
    (
      await api()
        .get(`/api/v1/user/site-content/pages/${page}${lang && `?lang=${lang}`}`)
        .expect(200)
    ).body,
  ).data;
async function itemOf(page: string) {
  const list = contentListResponseSchema.parse((await api().get(PAGES).set('authorization', staff).expect(200)).body);
  const id = list.data.find((row) => row.title === page)!.id;
  return (await api().get(`${PAGES}/${id}`).set('authorization', staff).expect(200)).body.data;
}

describe('/admin/content/pages', () => {
  it("answers today's texts before anything is published: the about page in both languages, the contact details", async () => {
    expect(await publicPage('about')).toEqual(ABOUT_PAGE);
    expect(await publicPage('about', 'fr')).toEqual(ABOUT_PAGE_FR);
    expect(await publicPage('contact')).toMatchObject({
      phone: SHIPPED_CONTACT.phone,
      phoneHref: 'tel:+862038012468',
      email: SHIPPED_CONTACT.email,
      address: SHIPPED_CONTACT.address,
    });
    await api().get('/api/v1/user/site-content/pages/careers').expect(422);
  });

  it('lists the six pages as published version 1, each text a pair { en, fr }', async () => {
    const list = contentListResponseSchema.parse((await api().get(PAGES).set('authorization', staff).expect(200)).body);
    expect(list.data.map((row) => row.title).sort()).toEqual([
      'about',
      'admission',
      'business',
      'contact',
      'goods',
      'translation',
    ]);
    expect(list.data.every((row) => row.publishedVersion === 1 && row.frenchMissing.length === 0)).toBe(true);
    expect((await itemOf('about')).about.lead).toEqual({ en: ABOUT_PAGE.lead, fr: ABOUT_PAGE_FR.lead });
  });

  it("publishes the about page's new lead and the office's new phone: the public answers change at once", async () => {
    const about = await itemOf('about');
    await api()
      .put(`${PAGES}/${about.id}`)
      .set('authorization', editor)
      .send({ ...about, about: { ...about.about, lead: { en: 'We open doors.', fr: 'Nous ouvrons des portes.' } } })
      .expect(200);
    expect((await publicPage('about')).lead).toBe(ABOUT_PAGE.lead);
    await api().post(`${PAGES}/${about.id}/publish`).set('authorization', editor).expect(200);
    expect((await publicPage('about')).lead).toBe('We open doors.');
    expect((await publicPage('about', 'fr')).lead).toBe('Nous ouvrons des portes.');

    const contact = await itemOf('contact');
    await api()
      .put(`${PAGES}/${contact.id}`)
      .set('authorization', editor)
      .send({ ...contact, contact: { ...contact.contact, phone: '+86 20 1111 2222' } })
      .expect(200);
    await api().post(`${PAGES}/${contact.id}/publish`).set('authorization', editor).expect(200);
    expect(await publicPage('contact')).toMatchObject({ phone: '+86 20 1111 2222', phoneHref: 'tel:+862011112222' });
  });

  it('answers 409 to unpublishing a page: a page cannot be taken down', async () => {
    const about = await itemOf('about');
    const refused = await api().post(`${PAGES}/${about.id}/unpublish`).set('authorization', editor).expect(409);
    expect(refused.body).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('names the field of bad input with 422: a text without its English, a second item for a page', async () => {
    const about = await itemOf('about');
    const bad = await api()
      .put(`${PAGES}/${about.id}`)
      .set('authorization', editor)
      .send({ ...about, about: { ...about.about, mission: { en: '', fr: 'Mission' } } })
      .expect(422);
    expect(bad.body.errors).toHaveProperty(['about.mission.en']);
    const second = await api().post(PAGES).set('authorization', editor).send({ about: about.about }).expect(201);
    const refused = await api()
      .post(`${PAGES}/${second.body.data.id}/publish`)
      .set('authorization', editor)
      .expect(422);
    expect(refused.body.errors).toHaveProperty('about');
  });
});
