import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  nextApplicationResponseSchema,
  queueResponseSchema,
  staffApplicationResponseSchema,
  type QueueResponse,
} from '@studychina/contracts';
import { TestClock } from '../../test/accounts-kit.js';
import { submitApplication } from '../../test/application-payload.js';
import { ADMIN_API, createStaff, signInAgain } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { backfillNationalityCodes } from '../applications/nationality-backfill.js';

// The queue's triage (docs/product.md#back-office-queue-files-exports-and-audit): nationality as a country,
// deadlines, days waiting, the language's order of names, phone search, duplicates, the next application.
const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock();
let uploads: UploadDir;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    return { config: { UPLOAD_DIR: uploads.path }, now: clock.now };
  },
  () => uploads.remove(),
);

let staff: Awaited<ReturnType<typeof createStaff>>;
const ids: Record<string, string> = {};

async function submit(key: string, fields: Record<string, string>) {
  ids[key] = await submitApplication(t.app, fields);
}

async function queue(query: Record<string, string> = {}): Promise<QueueResponse> {
  const res = await request(t.app.server)
    .get(`${ADMIN_API}/applications`)
    .query(query)
    .set('Authorization', staff.authorization);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return queueResponseSchema.parse(res.body);
}
const found = async (query: Record<string, string>) => (await queue(query)).data.map((row) => row.id).sort();
const idsOf = (...keys: string[]) => keys.map((key) => ids[key]!).sort();
const post = (path: string, body: object) =>
  request(t.app.server).post(`${ADMIN_API}${path}`).set('Authorization', staff.authorization).send(body);
const detail = async (id: string) => {
  const res = await request(t.app.server)
    .get(`${ADMIN_API}/applications/${id}`)
    .set('Authorization', staff.authorization)
    .expect(200);
  return staffApplicationResponseSchema.parse(res.body).application;
};

beforeAll(async () => {
  staff = await createStaff(t.app, 'staff');
  const person = (surName: string, firstName: string, nationality: string, passportNumber: string) => ({
    surName,
    firstName,
    middleName: '',
    nationality,
    passportNumber,
  });
  await submit('ngozi', { ...person('Ọlọ́runfẹ́mi', 'Ngozi', 'nigériane', 'B1000001'), phone: '+234 803 111 2233' });
  await submit('ada', person('Àjàyí', 'Ada', 'NG', 'A1234-5678'));
  await submit('awa', { ...person('Koné', 'Awa', 'Ivoirienne', 'C2000002'), phone: '+225 07 08 09 10 11' });
  await submit('fatou', person('Zida', 'Fatou', 'Sénégalaise', 'a12345678'));
  await submit('old', person('Bello', 'Musa', 'Nigerian', 'D3000003'));
  await submit('mars', person('Young', 'Zed', 'Martian', 'E4000004'));
  // An application stored before nationality codes: its free text only.
  await t.app.prisma.application.update({ where: { id: ids.old! }, data: { nationalityCode: null } });
});

describe('nationality as a country', () => {
  it('stores the code beside the text; a code sent alone is stored as the country name', async () => {
    const rows = await t.app.prisma.application.findMany({
      select: { id: true, nationality: true, nationalityCode: true },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.ngozi!)).toMatchObject({ nationality: 'nigériane', nationalityCode: 'NG' });
    expect(byId.get(ids.ada!)).toMatchObject({ nationality: 'Nigeria', nationalityCode: 'NG' });
    expect(byId.get(ids.awa!)).toMatchObject({ nationality: 'Ivoirienne', nationalityCode: 'CI' });
    expect(byId.get(ids.mars!)).toMatchObject({ nationality: 'Martian', nationalityCode: null });
  });

  it('filters by code, old free text without a code included, and by any name or demonym', async () => {
    expect(await found({ nationality: 'NG' })).toEqual(idsOf('ngozi', 'ada', 'old'));
    expect(await found({ nationality: 'Nigerian' })).toEqual(idsOf('ngozi', 'ada', 'old'));
    expect(await found({ nationality: 'nigériane' })).toEqual(idsOf('ngozi', 'ada', 'old'));
    expect(await found({ nationality: 'CI' })).toEqual(idsOf('awa'));
    expect(await found({ nationality: 'Senegalese' })).toEqual(idsOf('fatou'));
    expect(await found({ nationality: 'martian' })).toEqual(idsOf('mars'));
    const row = (await queue({ nationality: 'SN' })).data[0]!;
    expect(row).toMatchObject({ nationality: 'Sénégalaise', nationalityCode: 'SN' });
  });

  it('the start-up backfill gives old applications the code their text names', async () => {
    expect(await backfillNationalityCodes(t.app.prisma)).toBe(1);
    const old = await t.app.prisma.application.findUniqueOrThrow({ where: { id: ids.old! } });
    expect(old.nationalityCode).toBe('NG');
    expect(await backfillNationalityCodes(t.app.prisma)).toBe(0);
    expect(await found({ nationality: 'NG' })).toEqual(idsOf('ngozi', 'ada', 'old'));
  });
});

describe('search and order', () => {
  it('sorts names in the language order: Àjàyí with A, Ọlọ́runfẹ́mi with O, not after Z', async () => {
    const names = (await queue({ sort: 'name' })).data.map((row) => row.applicantName);
    expect(names).toEqual(['Ada Àjàyí', 'Musa Bello', 'Awa Koné', 'Ngozi Ọlọ́runfẹ́mi', 'Zed Young', 'Fatou Zida']);
  });

  it('finds a phone number typed with or without +, spaces and the national 0', async () => {
    for (const q of ['+234 803 111 2233', '2348031112233', '0803 111 2233', '803-111-22', '(0803) 111'])
      expect(await found({ q }), q).toEqual(idsOf('ngozi'));
    expect(await found({ q: '+225 07 08' })).toEqual(idsOf('awa'));
  });
});

describe('deadline, days waiting and overdue', () => {
  it('shows and filters them from the status change on', async () => {
    const deadline = new Date(clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    await post(`/applications/${ids.awa}/status`, { status: 'under_review', message: 'Looking.' }).expect(200);
    await post(`/applications/${ids.awa}/status`, {
      status: 'action_required',
      message: 'Please send a clearer passport page.',
      deadline,
    }).expect(200);
    let awa = (await queue({ q: 'kone' })).data[0]!;
    expect(awa).toMatchObject({ deadline: `${deadline}T23:59:59.999Z`, waitingDays: 0, overdue: false });
    expect(await found({ overdue: '1' })).toEqual([]);

    clock.advance(4 * DAY);
    // Four days later the staff member signs in again (a staff session ends after 30 minutes idle).
    staff = { ...staff, authorization: await signInAgain(t.app, staff.user) };
    awa = (await queue({ q: 'kone' })).data[0]!;
    expect(awa).toMatchObject({ waitingDays: 4, overdue: true });
    expect(await found({ overdue: '1' })).toEqual(idsOf('awa'));
    expect(await found({ overdue: '0' })).toHaveLength(6);
    expect((await detail(ids.awa!)).overdue).toBe(true);
    // Every other application waits since its submission, four days ago too.
    expect(await found({ waitingDays: '4' })).toHaveLength(6);
    expect(await found({ waitingDays: '5' })).toEqual([]);

    // Waiting since long before: the longest wait first.
    await t.app.prisma.application.update({
      where: { id: ids.awa! },
      data: { statusChangedAt: new Date(Date.now() - 10 * DAY) },
    });
    expect(await found({ waitingDays: '14' })).toEqual(idsOf('awa'));
    expect((await queue({ sort: 'waiting' })).data[0]!.id).toBe(ids.awa);
    expect(await detail(ids.awa!)).toMatchObject({ waitingDays: 14, deadline: `${deadline}T23:59:59.999Z` });

    // Staff lift the request: no deadline any more, and the wait starts again.
    await post(`/applications/${ids.awa}/status`, { status: 'under_review', message: 'Thanks.' }).expect(200);
    expect(await detail(ids.awa!)).toMatchObject({ waitingDays: 0, deadline: null, overdue: false });
    expect(await found({ overdue: '1' })).toEqual([]);
  });

  it('refuses a bad value with 422', async () => {
    for (const query of [{ overdue: 'yes' }, { waitingDays: '-1' }, { waitingDays: 'two' }, { assigned: 'someone' }])
      expect(
        (
          await request(t.app.server)
            .get(`${ADMIN_API}/applications`)
            .query(query)
            .set('Authorization', staff.authorization)
        ).status,
        JSON.stringify(query),
      ).toBe(422);
  });
});

describe('assignment views', () => {
  it('assigned=me|none|<id>, and the older assignee= still works', async () => {
    await post(`/applications/${ids.fatou}/assign`, { staffId: staff.user.id }).expect(200);
    expect(await found({ assigned: 'me' })).toEqual(idsOf('fatou'));
    expect(await found({ assigned: staff.user.id })).toEqual(idsOf('fatou'));
    expect(await found({ assignee: 'me' })).toEqual(idsOf('fatou'));
    expect(await found({ assigned: 'none' })).toHaveLength(5);
    expect(await found({ assigned: 'me', assignee: 'none' })).toEqual(idsOf('fatou'));
  });
});

describe('the application page', () => {
  it('warns of other applications with the same passport number, ignoring case, spaces and dashes', async () => {
    const ada = await detail(ids.ada!);
    expect(ada.duplicates).toEqual([
      { id: ids.fatou, status: 'submitted', applicantName: 'Fatou Zida', createdAt: expect.any(String) },
    ]);
    expect((await detail(ids.fatou!)).duplicates.map((d) => d.id)).toEqual([ids.ada]);
    expect(ada.nationalityCode).toBe('NG');
  });

  it('names the next application in the filters and order, whether or not the current one still matches', async () => {
    const next = async (id: string, query: Record<string, string>) => {
      const res = await request(t.app.server)
        .get(`${ADMIN_API}/applications/${id}/next`)
        .query(query)
        .set('Authorization', staff.authorization)
        .expect(200);
      return nextApplicationResponseSchema.parse(res.body).next?.id ?? null;
    };
    const order = (await queue({ sort: 'name' })).data.map((row) => row.id);
    for (const [i, id] of order.entries()) expect(await next(id, { sort: 'name' })).toBe(order[i + 1] ?? null);
    // In the Nigerian queue sorted by name: Àjàyí, Bello, Ọlọ́runfẹ́mi. Koné (Ivorian) is not in it.
    expect(await next(ids.ada!, { nationality: 'NG', sort: 'name' })).toBe(ids.old);
    expect(await next(ids.awa!, { nationality: 'NG', sort: 'name' })).toBe(ids.ngozi);
    expect(await next(ids.ngozi!, { nationality: 'NG', sort: 'name' })).toBeNull();
    const newest = (await queue()).data.map((row) => row.id);
    expect(await next(newest[0]!, {})).toBe(newest[1]);
    await request(t.app.server)
      .get(`${ADMIN_API}/applications/00000000-0000-4000-8000-000000000000/next`)
      .set('Authorization', staff.authorization)
      .expect(404);
  });
});
