import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueResponseSchema } from '@studychina/contracts';
import { submitApplication } from '../../test/application-payload.js';
import { ADMIN_API, createStaff, useBackOfficeApp } from '../../test/back-office.js';
import { createProgramme } from '../../test/catalogue-rows.js';

// Staff filter the queue and the CSV by the programmes applied to (docs/product.md#apply-programme-choice):
// a university, a programme, an intake month, on the first or the second choice.
const { t } = useBackOfficeApp();

let staff: Awaited<ReturnType<typeof createStaff>>;
const ids: Record<string, string> = {};
let medicine = '';
let law = '';
let elsewhere = '';
let university = '';

const get = (path: string, query: Record<string, string>) =>
  request(t.app.server).get(`${ADMIN_API}${path}`).query(query).set('Authorization', staff.authorization);

async function found(query: Record<string, string>) {
  const res = await get('/applications', query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return queueResponseSchema
    .parse(res.body)
    .data.map((row) => row.id)
    .sort();
}
async function exported(query: Record<string, string>) {
  const res = await get('/applications.csv', query).expect(200);
  const lines = res.text.slice(1).trimEnd().split('\r\n').slice(1);
  return lines.map((line) => /^"([^"]+)"/.exec(line)![1]!).sort();
}
const idsOf = (...keys: string[]) => keys.map((key) => ids[key]!).sort();

beforeAll(async () => {
  staff = await createStaff(t.app, 'staff');
  const open = (start: string) => ({ start, deadline: new Date('2099-01-01T00:00:00Z') });
  const m = await createProgramme(t.app.prisma, { intakes: [open('2027-09'), open('2028-03')] });
  const l = await createProgramme(t.app.prisma, {
    title: 'Law (LLB)',
    universitySlug: m.university.slug,
    intakes: [open('2027-09')],
  });
  const e = await createProgramme(t.app.prisma, { title: 'Chinese language', intakes: [open('2027-09')] });
  [medicine, law, elsewhere, university] = [m.slug, l.slug, e.slug, m.university.slug];
  ids.medicineSeptember = await submitApplication(t.app, {
    programmeFirstChoice: medicine,
    intakeFirstChoice: '2027-09',
  });
  ids.medicineMarch = await submitApplication(t.app, { programmeFirstChoice: medicine, intakeFirstChoice: '2028-03' });
  ids.lawSecond = await submitApplication(t.app, {
    programmeFirstChoice: elsewhere,
    intakeFirstChoice: '2027-09',
    programmeSecondChoice: law,
    intakeSecondChoice: '2027-09',
  });
  ids.none = await submitApplication(t.app, {});
});

describe('the queue and the CSV filtered by programme, university and intake', () => {
  it('a programme: either choice', async () => {
    expect(await found({ programme: medicine })).toEqual(idsOf('medicineSeptember', 'medicineMarch'));
    expect(await found({ programme: law })).toEqual(idsOf('lawSecond'));
    expect(await exported({ programme: medicine })).toEqual(idsOf('medicineSeptember', 'medicineMarch'));
  });

  it('an intake month, of the chosen programme when both are given', async () => {
    expect(await found({ intake: '2027-09' })).toEqual(idsOf('medicineSeptember', 'lawSecond'));
    expect(await found({ programme: medicine, intake: '2028-03' })).toEqual(idsOf('medicineMarch'));
    expect(await found({ programme: law, intake: '2028-03' })).toEqual([]);
    expect(await exported({ programme: medicine, intake: '2027-09' })).toEqual(idsOf('medicineSeptember'));
  });

  it('a university: any of its programmes, on either choice', async () => {
    expect(await found({ university })).toEqual(idsOf('medicineSeptember', 'medicineMarch', 'lawSecond'));
    expect(await exported({ university, intake: '2028-03' })).toEqual(idsOf('medicineMarch'));
    expect(await found({ university: 'no-such-university' })).toEqual([]);
  });

  it('refuses an intake that is not a month, naming the field', async () => {
    const res = await get('/applications', { intake: '2027-9' }).expect(422);
    expect(res.body).toMatchObject({ success: false, errors: { intake: ['Use a month like 2027-09.'] } });
  });
});
