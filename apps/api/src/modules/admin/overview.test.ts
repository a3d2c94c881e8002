import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { overviewResponseSchema, type Overview } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { loadOverviewFixture } from '../../test/overview-fixture.js';
import { useTestApp } from '../../test/test-app.js';
import { topAndRest } from './overview.service.js';

// The manager's overview (docs/product.md#back-office-overview): every figure against one counted by hand from the
// fixed history of test/overview-fixture.ts, for the range 2026-11-02 .. 2026-11-15 (two weeks, Mondays 11-02 and 11-09).
const NOW = new Date('2026-11-27T12:00:00Z');
const t = useTestApp(() => ({ now: () => NOW }));
let admin: Awaited<ReturnType<typeof createStaff>>;
let people: Awaited<ReturnType<typeof loadOverviewFixture>>;
const RANGE = 'from=2026-11-02&to=2026-11-15';

beforeAll(async () => {
  admin = await createStaff(t.app, 'admin', 'Ada');
  people = await loadOverviewFixture(t.app.prisma);
});
const api = () => request(t.app.server);
const overview = async (query: string): Promise<Overview> => {
  const res = await api().get(`${ADMIN_API}/overview?${query}`).set('Authorization', admin.authorization).expect(200);
  return overviewResponseSchema.parse(res.body).data;
};
const funnelOf = (data: Overview) => Object.fromEntries(data.funnel.map((row) => [row.status, row.count]));

describe('GET /admin/overview: the figures', () => {
  it('counts each figure as by hand', async () => {
    const data = await overview(RANGE);
    expect(data.from).toBe('2026-11-02');
    expect(data.to).toBe('2026-11-15');
    // Applications with an event into each status in the range (A1 entered under_review twice: once).
    expect(data.funnel).toEqual([
      { status: 'submitted', count: 3 },
      { status: 'under_review', count: 3 },
      { status: 'action_required', count: 2 },
      { status: 'forwarded_to_university', count: 1 },
      { status: 'admitted', count: 1 },
      { status: 'rejected', count: 1 },
      { status: 'withdrawn', count: 0 },
    ]);
    expect(data.byWeek).toEqual([
      { week: '2026-11-02', status: 'submitted', count: 2 },
      { week: '2026-11-02', status: 'under_review', count: 2 },
      { week: '2026-11-02', status: 'action_required', count: 1 },
      { week: '2026-11-02', status: 'rejected', count: 1 },
      { week: '2026-11-09', status: 'submitted', count: 1 },
      { week: '2026-11-09', status: 'under_review', count: 1 },
      { week: '2026-11-09', status: 'action_required', count: 1 },
      { week: '2026-11-09', status: 'forwarded_to_university', count: 1 },
      { week: '2026-11-09', status: 'admitted', count: 1 },
    ]);
    // Stays ended in the range: submitted 2, 6, 13 days; under review 1, 1, 2, 4; corrections 3; forwarded 2
    // (A6's forwarded stay ends the day after the range). Percentiles interpolate between the two nearest stays.
    expect(data.stageDays).toEqual([
      { status: 'submitted', median: 6, p90: 11.6, stays: 3 },
      { status: 'under_review', median: 1.5, p90: 3.4, stays: 4 },
      { status: 'action_required', median: 3, p90: 3, stays: 1 },
      { status: 'forwarded_to_university', median: 2, p90: 2, stays: 1 },
    ]);
    // Submitted in the range: A1, A2 (Nigeria), A4 (Kenya).
    expect(data.byNationality).toEqual([
      { value: 'NG', count: 2 },
      { value: 'KE', count: 1 },
    ]);
    expect(data.byProgramme).toEqual([
      { value: 'computer-science-pku', count: 2 },
      { value: 'Nursing', count: 1 },
    ]);
    expect(data.corrections).toEqual([
      { document: 'passportScan', count: 2 },
      { document: 'Bank statement', count: 1 },
    ]);
    expect(data.correctionReasons).toEqual([
      { document: 'passportScan', reason: 'Blurred', count: 2 },
      { document: 'Bank statement', reason: 'Older than three months', count: 1 },
    ]);
    // Succeeded in the range, in minor units: the October payment and the failed one are not counted.
    expect(data.payments).toEqual([
      { month: '2026-11', currency: 'NGN', amount: 7_500_000, count: 2 },
      { month: '2026-11', currency: 'USD', amount: 120_000, count: 1 },
    ]);
    // Open now (A2 and A5 for Grace; Tunde's are finished); status changes each made in the range.
    expect(data.staff).toEqual([
      { id: people.grace.id, name: 'Grace Eze', open: 2, decided: 5 },
      { id: people.tunde.id, name: 'Tunde Bakare', open: 0, decided: 3 },
    ]);
    const g = people.grace.id;
    const tu = people.tunde.id;
    expect(data.staffByWeek).toHaveLength(4);
    expect(data.staffByWeek).toEqual(
      expect.arrayContaining([
        { week: '2026-11-02', id: g, decided: 2 },
        { week: '2026-11-02', id: tu, decided: 2 },
        { week: '2026-11-09', id: g, decided: 3 },
        { week: '2026-11-09', id: tu, decided: 1 },
      ]),
    );
  });

  it('counts only the applications the filters select', async () => {
    const nigeria = await overview(`${RANGE}&nationality=Nigerian`);
    expect(funnelOf(nigeria)).toMatchObject({ submitted: 2, under_review: 2, rejected: 0, admitted: 1 });
    expect(nigeria.byNationality).toEqual([{ value: 'NG', count: 2 }]);

    const tunde = await overview(`${RANGE}&staff=${people.tunde.id}`);
    expect(funnelOf(tunde)).toMatchObject({ submitted: 0, under_review: 1, rejected: 1, admitted: 0 });
    expect(tunde.payments).toEqual([]);
    expect(tunde.staff).toEqual([{ id: people.tunde.id, name: 'Tunde Bakare', open: 0, decided: 2 }]);

    const september = await overview(`${RANGE}&programme=computer-science-pku&intake=2027-09`);
    expect(funnelOf(september)).toMatchObject({ submitted: 1, admitted: 1, action_required: 1 });
    expect(september.payments).toEqual([{ month: '2026-11', currency: 'NGN', amount: 7_500_000, count: 2 }]);
    expect(september.corrections).toEqual([
      { document: 'Bank statement', count: 1 },
      { document: 'passportScan', count: 1 },
    ]);
  });

  it('counts the last 90 days by default and refuses a range backwards or longer than two years', async () => {
    const data = await overview('');
    expect([data.from, data.to]).toEqual(['2026-08-30', '2026-11-27']);
    // A6's admission on 2026-11-16 is now in the range.
    expect(funnelOf(data)).toMatchObject({ submitted: 6, admitted: 2 });
    for (const query of ['from=2026-11-15&to=2026-11-02', 'from=2024-01-01&to=2026-11-15', 'from=2026-13-45']) {
      const res = await api().get(`${ADMIN_API}/overview?${query}`).set('Authorization', admin.authorization);
      expect(res.status, query).toBe(422);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('puts all but the ten largest values in one row', () => {
    const rows = Array.from({ length: 13 }, (_, i) => ({ value: `C${i}`, count: 20 - i }));
    expect(topAndRest(rows)).toEqual([...rows.slice(0, 10), { value: null, count: 10 + 9 + 8 }]);
    expect(topAndRest(rows.slice(0, 3))).toEqual(rows.slice(0, 3));
  });
});

describe('GET /admin/overview.csv', () => {
  it("sends one figure's table as CSV, the same rows as the JSON", async () => {
    const res = await api()
      .get(`${ADMIN_API}/overview.csv?${RANGE}&figure=payments`)
      .set('Authorization', admin.authorization)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('overview-payments.csv');
    expect(res.text).toBe(
      '\uFEFF"month","currency","amount","count"\r\n"2026-11","NGN","7500000","2"\r\n"2026-11","USD","120000","1"\r\n',
    );
    const unknown = await api()
      .get(`${ADMIN_API}/overview.csv?figure=secrets`)
      .set('Authorization', admin.authorization);
    expect(unknown.status).toBe(422);
  });
});

describe('who reads the overview', () => {
  it('admins and managers; other staff, editors and students are refused', async () => {
    const manager = await createStaff(t.app, 'staff', 'Mia');
    await api()
      .put(`${ADMIN_API}/staff/${manager.user.id}/permissions`)
      .set('Authorization', admin.authorization)
      .send({ permissions: ['manager'] })
      .expect(200);
    const editor = await createStaff(t.app, 'staff', 'Eve');
    await t.app.prisma.user.update({ where: { id: editor.user.id }, data: { permissions: ['editor'] } });
    const staff = await createStaff(t.app, 'staff', 'Sam');
    const student = await createApplicant(t.app);
    const table: Array<[string, string | undefined, number]> = [
      ['admin', admin.authorization, 200],
      ['manager', manager.authorization, 200],
      ['staff', staff.authorization, 403],
      ['editor', editor.authorization, 403],
      ['student', student.authorization, 403],
      ['nobody', undefined, 401],
    ];
    for (const [who, authorization, status] of table)
      for (const path of ['overview', 'overview.csv?figure=funnel']) {
        const call = api().get(`${ADMIN_API}/${path}`);
        const res = await (authorization ? call.set('Authorization', authorization) : call);
        expect(res.status, `${who} ${path}`).toBe(status);
      }

    // The permission taken away counts at the next request.
    await api()
      .put(`${ADMIN_API}/staff/${manager.user.id}/permissions`)
      .set('Authorization', admin.authorization)
      .send({ permissions: [] })
      .expect(200);
    await api().get(`${ADMIN_API}/overview`).set('Authorization', manager.authorization).expect(403);
  });
});
