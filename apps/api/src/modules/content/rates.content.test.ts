import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentListResponseSchema, programmeResponseSchema } from '@studychina/contracts';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { contentClient, contentPeople } from '../../test/content-editors.js';
import { useTestApp } from '../../test/test-app.js';

// Exchange rates as content (issue 29): one item per estimate currency; a publish changes the estimates at once.
const t = useTestApp(() => ({ seed: true, now: () => FIXTURE_NOW }));
let rates: ReturnType<typeof contentClient>;
let staff: string;

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
  const people = await contentPeople(t.app);
  rates = contentClient(t.app, 'rates', people.editor);
  staff = people.staff;
});

const ngnTuition = async () => {
  const { body } = await request(t.app.server).get('/api/v1/user/programmes/pku-medicine').expect(200);
  const { tuition } = programmeResponseSchema.parse(body).data;
  return tuition.estimates.find((e) => e.currency === 'NGN');
};

describe('/admin/content/rates', () => {
  it('lists the latest rate of each currency as published version 1', async () => {
    const list = contentListResponseSchema.parse(
      (await request(t.app.server).get(rates.base).set('authorization', staff).expect(200)).body,
    );
    expect(list.data.map((row) => [row.title, row.status, row.publishedVersion])).toEqual([
      ['NGN', 'published', 1],
      ['USD', 'published', 1],
      ['XOF', 'published', 1],
    ]);
    const usd = await rates.find('USD', () => true);
    expect(usd).toMatchObject({ currency: 'USD', perCny: '0.1406', asOf: '2026-11-20' });
  });

  it("publishes a new NGN rate: a programme's estimate changes at once, with the rate's day", async () => {
    expect(await ngnTuition()).toMatchObject({ amount: 924_750_000, rateDate: '2026-11-20' });
    const item = await rates.find('NGN', () => true);
    const saved = await rates.save(item, { perCny: '250', asOf: '2026-12-01' }).expect(200);
    expect(await ngnTuition()).toMatchObject({ amount: 924_750_000 }); // saved, not yet live
    await rates.publish(item.id).expect(200);
    expect(saved.body.data.version).toBe(item.version + 1);
    expect(await ngnTuition()).toMatchObject({ amount: 1_125_000_000, rateDate: '2026-12-01' });
    const { body } = await request(t.app.server).get('/api/v1/admin/exchange-rates').set('authorization', staff);
    expect(body.data).toContainEqual({ currency: 'NGN', perCny: '250', asOf: '2026-12-01' });
  });

  it('cannot be unpublished (409): estimates need a rate', async () => {
    const item = await rates.find('XOF', () => true);
    const refused = await rates.unpublish(item.id).expect(409);
    expect(refused.body).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('names the field of a bad rate, an earlier day, or a second item for a currency (422)', async () => {
    const item = await rates.find('USD', () => true);
    const bad = await rates.save(item, { perCny: '0.14.06' }).expect(422);
    expect(bad.body.errors).toHaveProperty('perCny');
    await rates.save(item, { perCny: '0.15', asOf: '2026-11-01' }).expect(200);
    const older = await rates.publish(item.id).expect(422);
    expect(older.body.errors.asOf[0]).toContain('2026-11-20');
    const second = await rates.create({ currency: 'USD', perCny: '0.2', asOf: '2026-12-01' }).expect(201);
    const taken = await rates.publish(second.body.data.id).expect(422);
    expect(taken.body.errors).toHaveProperty('currency');
  });
});
