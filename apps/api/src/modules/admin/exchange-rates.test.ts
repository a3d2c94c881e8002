import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeRateResponseSchema, exchangeRatesResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { useTestApp } from '../../test/test-app.js';

// /admin/exchange-rates (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md): staff set the rates the
// catalogue's estimates are made from; students cannot.
const t = useTestApp(() => ({ seed: true, now: () => FIXTURE_NOW, config: { CATALOG_CACHE_TTL_MS: '0' } }));
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
  staff = await createStaff(t.app);
});
const api = () => request(t.app.server);

describe('/admin/exchange-rates', () => {
  it('reads the latest rate of each currency', async () => {
    const res = await api().get(`${ADMIN_API}/exchange-rates`).set('Authorization', staff.authorization).expect(200);
    expect(exchangeRatesResponseSchema.parse(res.body).data).toEqual([
      { currency: 'NGN', perCny: '205.5', asOf: '2026-11-20' },
      { currency: 'USD', perCny: '0.1406', asOf: '2026-11-20' },
      { currency: 'XOF', perCny: '79.4', asOf: '2026-11-20' },
    ]);
  });

  it("sets today's rate, which the catalogue's estimates use at once", async () => {
    const res = await api()
      .put(`${ADMIN_API}/exchange-rates/NGN`)
      .set('Authorization', staff.authorization)
      .send({ perCny: '210' })
      .expect(200);
    expect(exchangeRateResponseSchema.parse(res.body).data).toEqual({
      currency: 'NGN',
      perCny: '210',
      asOf: '2026-12-01',
    });
    const page = await api().get('/api/v1/user/programmes?university=peking-university&degree=bachelor').expect(200);
    expect(page.body.data[0].tuition.estimates[0]).toEqual({
      amount: 945_000_000,
      currency: 'NGN',
      estimate: true,
      rateDate: '2026-12-01',
    });

    // Each change is in the audit trail with who, the rate before and after.
    await api()
      .put(`${ADMIN_API}/exchange-rates/NGN`)
      .set('Authorization', staff.authorization)
      .send({ perCny: '215.5' })
      .expect(200);
    const rows = await t.app.prisma.auditLog.findMany({
      where: { action: 'rate.set', targetId: 'NGN:2026-12-01' },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((row) => [row.actorId, row.meta])).toEqual([
      [staff.user.id, { currency: 'NGN', asOf: '2026-12-01', before: null, after: '210' }],
      [staff.user.id, { currency: 'NGN', asOf: '2026-12-01', before: '210', after: '215.5' }],
    ]);
  });

  it.each([
    ['EUR', { perCny: '0.13' }, 'currency'],
    ['USD', { perCny: '-1' }, 'perCny'],
    ['USD', { perCny: '0' }, 'perCny'],
    ['USD', { perCny: 'abc' }, 'perCny'],
    ['USD', { perCny: '0.1', asOf: '2026-13-01' }, 'asOf'],
  ])('refuses %s %j with 422 naming %s', async (currency, body, field) => {
    const res = await api()
      .put(`${ADMIN_API}/exchange-rates/${currency}`)
      .set('Authorization', staff.authorization)
      .send(body)
      .expect(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it('is for staff: a student gets 403, nobody signed in 401', async () => {
    const student = await createApplicant(t.app, 'Ada');
    await api()
      .put(`${ADMIN_API}/exchange-rates/USD`)
      .set('Authorization', student.authorization)
      .send({ perCny: '1' })
      .expect(403);
    await api().put(`${ADMIN_API}/exchange-rates/USD`).send({ perCny: '1' }).expect(401);
  });
});
