import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_PAGE_SIZE, queueResponseSchema, type QueueResponse } from '@studychina/contracts';
import { requiredFiles, submitApplication } from '../../test/application-payload.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { seedDemoApplications } from '../../cli/demo-data.js';

// The queue (docs/product.md#back-office-queue-files-exports-and-audit): filters, search, counts, paging.
let uploads: UploadDir;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    return { config: { UPLOAD_DIR: uploads.path } };
  },
  () => uploads.remove(),
);

let staff: Awaited<ReturnType<typeof createStaff>>;
const ids: Record<string, string> = {};

async function submit(key: string, fields: Record<string, string>) {
  ids[key] = await submitApplication(t.app, fields);
}

async function queue(query: Record<string, string> = {}, authorization = staff.authorization): Promise<QueueResponse> {
  const res = await request(t.app.server)
    .get(`${ADMIN_API}/applications`)
    .query(query)
    .set('Authorization', authorization);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return queueResponseSchema.parse(res.body);
}
const found = async (query: Record<string, string>) => (await queue(query)).data.map((row) => row.id).sort();

beforeAll(async () => {
  staff = await createStaff(t.app, 'staff');
  await submit('chiamaka', {
    firstName: 'Chiamaka',
    surName: 'Ọ̀kọ́',
    middleName: '',
    email: 'chiamaka.oko@example.ng',
    passportNumber: 'B98765432',
    majorFirstChoice: 'Clinical Medicine (MBBS)',
  });
  await submit('emile', {
    firstName: 'Émile',
    surName: 'Ngono',
    middleName: '',
    email: 'emile@example.cm',
    nationality: 'Cameroonian',
    passportNumber: 'C11112222',
  });
  await submit('kwame', {
    firstName: 'Kwame',
    surName: 'Mensah',
    middleName: '',
    email: 'kwame@example.gh',
    nationality: 'Ghanaian',
    passportNumber: 'G55556666',
  });
  await t.app.prisma.application.update({ where: { id: ids.emile! }, data: { status: 'under_review' } });
  await t.app.prisma.application.update({ where: { id: ids.kwame! }, data: { assigneeId: staff.user.id } });
});

describe('the queue', () => {
  it('lists every application, newest first, with its row fields and counts per status', async () => {
    const answer = await queue();
    expect(answer).toMatchObject({ current_page: 1, last_page: 1, total: 3, per_page: QUEUE_PAGE_SIZE });
    expect(answer.data.map((row) => row.id)).toEqual([ids.kwame, ids.emile, ids.chiamaka]);
    expect(answer.counts).toEqual({
      submitted: 2,
      under_review: 1,
      action_required: 0,
      forwarded_to_university: 0,
      admitted: 0,
      rejected: 0,
      withdrawn: 0,
    });
    const chiamaka = answer.data.find((row) => row.id === ids.chiamaka)!;
    expect(chiamaka).toMatchObject({
      applicantName: 'Chiamaka Ọ̀kọ́',
      email: 'chiamaka.oko@example.ng',
      nationality: 'Nigerian',
      majorFirstChoice: 'Clinical Medicine (MBBS)',
      status: 'submitted',
      assignee: null,
      pendingDocuments: requiredFiles().length,
    });
    expect(answer.data.find((row) => row.id === ids.kwame)!.assignee).toMatchObject({ id: staff.user.id });
  });

  it('searches names, e-mail, passport number and id: partial, case- and accent-insensitive', async () => {
    expect(await found({ q: 'oko' })).toEqual([ids.chiamaka]);
    expect(await found({ q: 'ỌKỌ́' })).toEqual([ids.chiamaka]);
    expect(await found({ q: 'chiamaka ok' })).toEqual([ids.chiamaka]);
    expect(await found({ q: 'oko chiam' })).toEqual([ids.chiamaka]);
    expect(await found({ q: 'EMILE' })).toEqual([ids.emile]);
    expect(await found({ q: 'Émile Ngo' })).toEqual([ids.emile]);
    expect(await found({ q: '@example.gh' })).toEqual([ids.kwame]);
    expect(await found({ q: '87654' })).toEqual([ids.chiamaka]);
    expect(await found({ q: 'c1111' })).toEqual([ids.emile]);
    expect(await found({ q: ids.kwame!.slice(0, 13).toUpperCase() })).toEqual([ids.kwame]);
    expect(await found({ q: ids.emile! })).toEqual([ids.emile]);
    expect(await found({ q: 'nobody-has-this' })).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect(await found({ q: '%' })).toEqual([]);
    expect(await found({ q: '_' })).toEqual([]);
  });

  it('a name changed later is found under its new spelling (the search column follows)', async () => {
    await t.app.prisma.application.update({ where: { id: ids.kwame! }, data: { middleName: 'Àjàyí' } });
    expect(await found({ q: 'ajayi' })).toEqual([ids.kwame]);
  });

  it('filters by status, nationality, major, assignee and dates; counts follow every filter but status', async () => {
    expect(await found({ status: 'under_review' })).toEqual([ids.emile]);
    expect(await found({ nationality: 'ghanaian' })).toEqual([ids.kwame]);
    expect(await found({ major: 'Clinical Medicine (MBBS)' })).toEqual([ids.chiamaka]);
    expect(await found({ assignee: 'me' })).toEqual([ids.kwame]);
    expect(await found({ assignee: staff.user.id })).toEqual([ids.kwame]);
    expect(await found({ assignee: 'none' })).toEqual([ids.chiamaka, ids.emile].sort());
    const today = new Date().toISOString().slice(0, 10);
    expect(await found({ from: today, to: today })).toHaveLength(3);
    expect(await found({ from: '2099-01-01' })).toEqual([]);
    expect(await found({ to: '2000-01-01' })).toEqual([]);
    // Empty values (a form's untouched filters) are no filter.
    expect(
      await found({ status: '', q: '', nationality: '', major: '', assignee: '', from: '', to: '', sort: '' }),
    ).toHaveLength(3);

    const filtered = await queue({ status: 'submitted', nationality: 'Cameroonian' });
    expect(filtered.total).toBe(0);
    expect(filtered.counts.under_review).toBe(1);
    expect(filtered.counts.submitted).toBe(0);
  });

  it('sorts by name, oldest and last update', async () => {
    expect((await queue({ sort: 'oldest' })).data.map((r) => r.id)).toEqual([ids.chiamaka, ids.emile, ids.kwame]);
    expect((await queue({ sort: 'name' })).data.map((r) => r.id)).toEqual([ids.kwame, ids.emile, ids.chiamaka]);
    expect((await queue({ sort: 'updated' })).data[0]!.id).toBe(ids.kwame);
  });

  it('refuses a bad filter with 422', async () => {
    for (const query of [
      { status: 'lost' },
      { from: '1 May' },
      { assignee: 'someone' },
      { sort: 'random' },
      { page: '0' },
    ])
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

  it('pages through many applications; a page past the last is 404', async () => {
    await seedDemoApplications(t.app.prisma, null, { applications: 60, files: false });
    const first = await queue({ sort: 'oldest' });
    expect(first.total).toBe(63);
    expect(first.last_page).toBe(3);
    const pages = [first, await queue({ sort: 'oldest', page: '2' }), await queue({ sort: 'oldest', page: '3' })];
    const seen = pages.flatMap((page) => page.data.map((row) => row.id));
    expect(pages.map((page) => page.data.length)).toEqual([25, 25, 13]);
    expect(new Set(seen).size).toBe(63);
    const past = await request(t.app.server)
      .get(`${ADMIN_API}/applications?page=4`)
      .set('Authorization', staff.authorization)
      .expect(404);
    expect(past.body.code).toBe('PAGE_OUT_OF_RANGE');
    // The demo's accented Nigerian names are found without their accents.
    const demo = await queue({ q: 'okafor', nationality: 'nigerian' });
    expect(demo.data.every((row) => row.applicantName.toLowerCase().includes('okafor'))).toBe(true);
  });
});
