import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentListResponseSchema, programmeResponseSchema } from '@studychina/contracts';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { contentClient, contentPeople } from '../../test/content-editors.js';
import { useTestApp } from '../../test/test-app.js';

// Intakes as content (issue 29): a programme's start months, their deadlines, and closing one.
const t = useTestApp(() => ({ seed: true, now: () => FIXTURE_NOW }));
let intakes: ReturnType<typeof contentClient>;
let staff: string;

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
  const people = await contentPeople(t.app);
  intakes = contentClient(t.app, 'intakes', people.editor);
  staff = people.staff;
});

const offered = async (slug: string) => {
  const { body } = await request(t.app.server).get(`/api/v1/user/programmes/${slug}`).expect(200);
  return programmeResponseSchema.parse(body).data.intakes.map((i) => [i.start, i.open]);
};
const intakeOf = (slug: string, start: string) =>
  intakes.find(slug, (item) => item.programmeSlug === slug && item.start === start);

describe('/admin/content/intakes', () => {
  it("lists the catalogue's intakes as published version 1, named by programme and month", async () => {
    // The first lists, asked together as the content overview does, adopt the live intakes once between them.
    const ask = (query: string) =>
      request(t.app.server).get(`${intakes.base}${query}`).set('authorization', staff).expect(200);
    const [answer, count, french] = await Promise.all([
      ask('?per_page=100'),
      ask('?per_page=1'),
      ask('?french=missing'),
    ]);
    const list = contentListResponseSchema.parse(answer.body);
    expect(list.meta.total).toBe(9);
    expect(contentListResponseSchema.parse(count.body).meta.total).toBe(9);
    expect(contentListResponseSchema.parse(french.body).meta.total).toBe(0);
    expect(await t.app.prisma.contentVersion.count({ where: { item: { kind: 'intakes' } } })).toBe(9);
    expect(list.data.every((row) => row.status === 'published' && row.publishedVersion === 1)).toBe(true);
    expect(await intakeOf('pku-medicine', '2027-09')).toMatchObject({
      programmeSlug: 'pku-medicine',
      start: '2027-09',
      deadline: '2027-06-30T15:59:59.000Z',
      closed: false,
    });
  });

  it("publishes a new intake: the programme's page offers it", async () => {
    const created = await intakes
      .create({ programmeSlug: 'whu-civil', start: '2028-03', deadline: '2028-01-15T23:59:59+08:00' })
      .expect(201);
    expect(await offered('whu-civil')).toEqual([['2027-09', true]]);
    await intakes.publish(created.body.data.id).expect(200);
    expect(await offered('whu-civil')).toEqual([
      ['2027-09', true],
      ['2028-03', true],
    ]);
  });

  it('closes an intake by publishing it closed, or by unpublishing it: it is no longer offered', async () => {
    const september = await intakeOf('pku-medicine', '2027-09');
    await intakes.save(september, { closed: true }).expect(200);
    await intakes.publish(september.id).expect(200);
    expect(await offered('pku-medicine')).toEqual([
      ['2027-09', false],
      ['2028-09', true],
    ]);
    const whu = await intakeOf('whu-medicine', '2027-09');
    await intakes.unpublish(whu.id).expect(200);
    expect(await offered('whu-medicine')).toEqual([['2027-09', false]]);
    await intakes.publish(whu.id).expect(200);
    expect(await offered('whu-medicine')).toEqual([['2027-09', true]]);
  });

  it('names the field of a bad month, an unknown programme or a month the programme has (422)', async () => {
    const item = await intakeOf('fudan-business', '2027-03');
    const bad = await intakes.save(item, { start: '2027-13' }).expect(422);
    expect(bad.body.errors).toHaveProperty('start');
    const nowhere = await intakes
      .create({ programmeSlug: 'no-such-programme', start: '2028-03', deadline: '2028-01-15T15:59:59Z' })
      .expect(201);
    expect((await intakes.publish(nowhere.body.data.id).expect(422)).body.errors).toHaveProperty('programmeSlug');
    const twice = await intakes
      .create({ programmeSlug: 'fudan-business', start: '2027-03', deadline: '2027-01-15T15:59:59Z' })
      .expect(201);
    expect((await intakes.publish(twice.body.data.id).expect(422)).body.errors).toHaveProperty('start');
    const late = await intakes
      .create({ programmeSlug: 'whu-civil', start: '2028-09', deadline: '2028-10-01T00:00:00Z' })
      .expect(201);
    const refused = await intakes.publish(late.body.data.id).expect(422);
    expect(refused.body.errors.deadline).toEqual(['The deadline must fall before the end of the start month.']);
  });
});
