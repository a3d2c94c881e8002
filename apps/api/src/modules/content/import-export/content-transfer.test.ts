import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_IMPORT_MAX_BYTES,
  contentImportRefusedSchema,
  contentImportResultSchema,
  programmeResponseSchema,
  universityResponseSchema,
} from '@studychina/contracts';
import { ADMIN_API } from '../../../test/back-office.js';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../../test/catalogue-fixture.js';
import { useTestApp } from '../../../test/test-app.js';
import { contentPeople } from '../../../test/content-editors.js';

// Bulk import and export of content through the API (issue 29): dry run, all or nothing, round trips, refusals.
const t = useTestApp(() => ({ seed: true, now: () => FIXTURE_NOW }));
let editor: string;
let staff: string;
let student: string;

beforeAll(async () => {
  await loadCatalogueFixture(t.app.prisma);
  const people = await contentPeople(t.app);
  editor = people.editor;
  staff = people.staff;
  student = people.student;
});

const api = () => request(t.app.server);
const IMPORT = `${ADMIN_API}/content/import`;
const EXPORT = `${ADMIN_API}/content/export`;

/** The answer's body as bytes, whatever its type (supertest parses only text by default). */
const bytes = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

async function exported(format: 'csv' | 'xlsx', authorization = staff, kind = 'programmes'): Promise<Buffer> {
  const res = await bytes(api().get(`${EXPORT}?kind=${kind}&format=${format}`).set('authorization', authorization));
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

const send = (
  file: Buffer,
  { dryRun = false, name = 'programmes.csv', authorization = editor, kind = 'programmes' } = {},
) =>
  api()
    .post(`${IMPORT}?kind=${kind}${dryRun ? '&dryRun=1' : ''}`)
    .set('authorization', authorization)
    .attach('file', file, { filename: name, contentType: 'application/octet-stream' });

/** A CSV's records as objects by header, and back: the test edits cells as an editor would. */
function records(csv: Buffer): Record<string, string>[] {
  return parse(csv, { bom: true, columns: true }) as Record<string, string>[];
}
const csvOf = (rows: Record<string, string>[]) => Buffer.from(stringify(rows, { header: true }), 'utf8');

const publicProgramme = async (slug: string) =>
  programmeResponseSchema.parse((await api().get(`/api/v1/user/programmes/${slug}`).expect(200)).body).data;
const versionsOf = (slug: string) =>
  t.app.prisma.contentVersion.count({
    where: { item: { kind: 'programmes', draft: { path: ['slug'], equals: slug } } },
  });

describe('GET /admin/content/export', () => {
  it('gives staff the live programmes as CSV: content columns only, money in two columns, documents as JSON', async () => {
    const csv = await exported('csv');
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = records(csv);
    const header = Object.keys(rows[0]!);
    expect(header.slice(0, 3)).toEqual(['slug', 'universitySlug', 'majorId']);
    expect(header).toEqual(expect.arrayContaining(['tuitionPerYear.amount', 'tuitionPerYear.currency', 'documents']));
    expect(header.filter((h) => /^(id|version|status|createdAt|updatedAt|figuresCheckedAt)$/.test(h))).toEqual([]);
    // Six published of the fixture's seven, in slug order.
    expect(rows.map((r) => r.slug)).toEqual([...rows.map((r) => r.slug)].sort());
    expect(rows).toHaveLength(6);
    const medicine = rows.find((r) => r.slug === 'pku-medicine')!;
    expect(medicine).toMatchObject({
      universitySlug: 'peking-university',
      'tuitionPerYear.amount': '4500000',
      'tuitionPerYear.currency': 'CNY',
      ieltsMin: '6.5',
      minPreviousDegree: 'secondary',
    });
    expect(JSON.parse(medicine.documents!)).toEqual([
      { document: 'passportScan', note: '', noteFr: '' },
      { document: 'medicalReport', note: 'Within six months', noteFr: 'De moins de six mois' },
    ]);
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const refused = await api().get(`${EXPORT}?kind=programmes&format=csv`).set('authorization', student).expect(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    await api().get(`${EXPORT}?kind=programmes`).expect(401);
  });
});

describe('POST /admin/content/import', () => {
  it('imports an export back unchanged, and exporting again gives the same CSV, byte for byte', async () => {
    const first = await exported('csv');
    const answer = contentImportResultSchema.parse((await send(first).expect(200)).body);
    expect(answer).toEqual({ rows: 6, errors: [], dryRun: false, created: 0, updated: 0, unchanged: 6 });
    expect((await exported('csv')).equals(first)).toBe(true);
    expect(await versionsOf('pku-medicine')).toBe(1);
  });

  it('does the same with XLSX: the export imports back unchanged and exports again cell for cell', async () => {
    const first = await exported('xlsx');
    expect(first.subarray(0, 2).toString()).toBe('PK');
    const cells = await readSheet(first);
    expect(cells[0]).toContain('tuitionPerYear.amount');
    // Numbers stay numbers in the workbook, so a spreadsheet can sum them.
    const medicine = cells.find((row) => row[0] === 'pku-medicine')!;
    expect(medicine[cells[0]!.indexOf('tuitionPerYear.amount')]).toBe(4_500_000);
    const answer = contentImportResultSchema.parse((await send(first, { name: 'export.xlsx' }).expect(200)).body);
    expect(answer).toMatchObject({ rows: 6, errors: [], unchanged: 6 });
    expect(await readSheet(await exported('xlsx'))).toEqual(cells);
  });

  it('lists every row problem in a dry run (row, column, message) and writes nothing', async () => {
    const rows = records(await exported('csv'));
    const edited = rows.map((r) => {
      if (r.slug === 'pku-medicine') return { ...r, 'tuitionPerYear.amount': '4800000' };
      if (r.slug === 'pku-economics') return { ...r, 'tuitionPerYear.amount': 'about 30000' };
      if (r.slug === 'whu-civil') return { ...r, universitySlug: 'no-such-university', degree: 'bachelors' };
      return r;
    });
    const file = csvOf(edited);
    const row = (slug: string) => edited.findIndex((r) => r.slug === slug) + 2;
    const answer = contentImportResultSchema.parse((await send(file, { dryRun: true }).expect(200)).body);
    expect(answer).toMatchObject({ rows: 6, dryRun: true, created: 0, updated: 1 });
    expect(answer.errors.map(({ row, column }) => ({ row, column }))).toEqual([
      { row: row('pku-economics'), column: 'tuitionPerYear.amount' },
      { row: row('whu-civil'), column: 'degree' },
    ]);
    expect(answer.errors.every((e) => e.message.length > 0)).toBe(true);
    // With the degree right, the adapter's check names the university that does not exist.
    const second = csvOf(edited.map((r) => (r.slug === 'whu-civil' ? { ...r, degree: 'bachelor' } : r)));
    const checked = contentImportResultSchema.parse((await send(second, { dryRun: true }).expect(200)).body);
    expect(checked.errors).toContainEqual({
      row: row('whu-civil'),
      column: 'universitySlug',
      message: 'No university has this value.',
    });
    expect((await publicProgramme('pku-medicine')).tuition.amount).toBe(4_500_000);
    expect(await versionsOf('pku-medicine')).toBe(1);
  });

  it('imports nothing when one row of many is bad (422 with the same list), and everything once it is corrected', async () => {
    const rows = records(await exported('csv'));
    const newRow = {
      ...rows.find((r) => r.slug === 'pku-medicine')!,
      slug: 'pku-medicine-french',
      title: 'Clinical Medicine in French',
      titleFr: 'Médecine clinique en français',
    };
    const good = rows.map((r) => (r.slug === 'pku-medicine' ? { ...r, 'tuitionPerYear.amount': '4800000' } : r));
    const bad = [...good, newRow, { ...newRow, slug: 'pku-dentistry', ageMin: '30', ageMax: '20' }];

    const imports = () => t.app.prisma.auditLog.count({ where: { action: 'content.import', targetId: 'programmes' } });
    const importsBefore = await imports();
    const refused = await send(csvOf(bad)).expect(422);
    const body = contentImportRefusedSchema.parse(refused.body);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', rows: 8 });
    expect(body.message).toBe('1 row has problems: nothing was imported. Correct them and import the file again.');
    expect(body.problems).toEqual([
      { row: 9, column: 'ageMax', message: 'The highest age must not be below the lowest.' },
    ]);
    expect(body.errors).toEqual({ '9.ageMax': ['The highest age must not be below the lowest.'] });
    expect((await publicProgramme('pku-medicine')).tuition.amount).toBe(4_500_000);
    await api().get('/api/v1/user/programmes/pku-medicine-french').expect(404);
    expect(await imports()).toBe(importsBefore);

    const imported = contentImportResultSchema.parse((await send(csvOf([...good, newRow])).expect(200)).body);
    expect(imported).toEqual({ rows: 7, errors: [], dryRun: false, created: 1, updated: 1, unchanged: 5 });
    expect((await publicProgramme('pku-medicine')).tuition.amount).toBe(4_800_000);
    const created = await publicProgramme('pku-medicine-french');
    expect(created.title).toBe('Clinical Medicine in French');
    expect(await versionsOf('pku-medicine')).toBe(2);
    const audit = await t.app.prisma.auditLog.findFirst({
      where: { action: 'content.import' },
      orderBy: { at: 'desc' },
    });
    expect(audit?.meta).toMatchObject({ kind: 'programmes', rows: 7, created: 1, updated: 1, unchanged: 5 });
    // The new programme is in the next export; importing that export changes nothing.
    const again = await exported('csv');
    expect(records(again).map((r) => r.slug)).toContain('pku-medicine-french');
    expect((await send(again).expect(200)).body).toMatchObject({ created: 0, updated: 0, unchanged: 7 });
    expect((await exported('csv')).equals(again)).toBe(true);
  });

  it('reads a CSV with semicolons (Excel in French) and an XLSX written by another program', async () => {
    const rows = records(await exported('csv'));
    const semicolons = Buffer.from(stringify(rows, { header: true, delimiter: ';' }), 'utf8');
    expect((await send(semicolons, { dryRun: true }).expect(200)).body).toMatchObject({ errors: [], rows: 7 });
    const header = Object.keys(rows[0]!);
    const sheet = [header, ...rows.map((r) => header.map((h) => r[h] || null))];
    const workbook = await writeXlsxFile(sheet).toBuffer();
    expect((await send(workbook, { dryRun: true, name: 'mine.xlsx' }).expect(200)).body).toMatchObject({
      errors: [],
      unchanged: 7,
    });
  });

  it('names header problems on row 1: an unknown column and a missing one', async () => {
    const rows = records(await exported('csv')).map(({ 'serviceFee.amount': _gone, ...r }) => ({
      ...r,
      colour: 'red',
    }));
    const answer = contentImportResultSchema.parse((await send(csvOf(rows), { dryRun: true }).expect(200)).body);
    expect(answer.errors.map(({ row, column }) => `${row} ${column}`)).toEqual(
      expect.arrayContaining(['1 colour', '1 serviceFee.amount']),
    );
    await send(csvOf(rows)).expect(422);
  });

  it('lets only editors import: other staff 403, students 403', async () => {
    const file = await exported('csv');
    const refused = await send(file, { authorization: staff }).expect(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    await send(file, { authorization: student }).expect(403);
  });

  it('refuses files that are not spreadsheets (415), unreadable workbooks and empty files (422), large files (413)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const notCsv = await send(png, { name: 'programmes.csv' }).expect(415);
    expect(notCsv.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const json = await api()
      .post(`${IMPORT}?kind=programmes`)
      .set('authorization', editor)
      .send({ file: 'slug,title' })
      .expect(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const brokenZip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 7)]);
    const broken = await send(brokenZip, { name: 'programmes.xlsx' }).expect(422);
    expect(broken.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { file: [expect.any(String)] } });
    await send(Buffer.from(''), { dryRun: true }).expect(422);
    const huge = Buffer.alloc(CONTENT_IMPORT_MAX_BYTES + 1, 'a');
    const tooLarge = await send(huge, { dryRun: true }).expect(413);
    expect(tooLarge.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(tooLarge.body.message).toContain('5 MiB');
    const noFile = await api()
      .post(`${IMPORT}?kind=programmes`)
      .set('authorization', editor)
      .field('note', 'no file')
      .expect(422);
    expect(noFile.body.errors).toHaveProperty('file');
  });
});

describe('intakes', () => {
  const offered = async (slug: string) => (await publicProgramme(slug)).intakes.map((i) => [i.start, i.open] as const);

  it('export as CSV and XLSX, one row per programme and start, and import back unchanged', async () => {
    const csv = await exported('csv', staff, 'intakes');
    const rows = records(csv);
    expect(Object.keys(rows[0]!)).toEqual(['programmeSlug', 'start', 'deadline', 'closed']);
    expect(rows.find((r) => r.programmeSlug === 'pku-medicine' && r.start === '2027-09')).toEqual({
      programmeSlug: 'pku-medicine',
      start: '2027-09',
      deadline: '2027-06-30T15:59:59.000Z',
      closed: 'false',
    });
    const unchanged = { errors: [], created: 0, updated: 0, unchanged: rows.length };
    expect((await send(csv, { kind: 'intakes' }).expect(200)).body).toMatchObject(unchanged);
    expect((await exported('csv', staff, 'intakes')).equals(csv)).toBe(true);
    const xlsx = await exported('xlsx', staff, 'intakes');
    const cells = await readSheet(xlsx);
    expect(cells[1]![3]).toBe(false);
    expect((await send(xlsx, { kind: 'intakes', name: 'i.xlsx' }).expect(200)).body).toMatchObject(unchanged);
    expect(await readSheet(await exported('xlsx', staff, 'intakes'))).toEqual(cells);
  });

  it('import all or nothing: an unknown programme refuses the file; corrected, the new intake is offered', async () => {
    const rows = records(await exported('csv', staff, 'intakes'));
    const added = {
      programmeSlug: 'whu-civil',
      start: '2028-03',
      deadline: '2028-01-15T15:59:59.000Z',
      closed: 'false',
    };
    const closed = rows.map((r) =>
      r.programmeSlug === 'pku-medicine' && r.start === '2027-09' ? { ...r, closed: 'true' } : r,
    );
    const refused = await send(csvOf([...closed, added, { ...added, programmeSlug: 'nowhere' }]), {
      kind: 'intakes',
    }).expect(422);
    expect(refused.body.problems).toEqual([
      { row: rows.length + 3, column: 'programmeSlug', message: 'No programme has this value.' },
    ]);
    expect(await offered('whu-civil')).toEqual([['2027-09', true]]);
    const repeated = await send(csvOf([...closed, added, added]), { kind: 'intakes', dryRun: true }).expect(200);
    expect(repeated.body.errors).toEqual([
      { row: rows.length + 3, column: 'programmeSlug', message: `The same item is already in row ${rows.length + 2}.` },
    ]);

    const imported = await send(csvOf([...closed, added]), { kind: 'intakes' }).expect(200);
    expect(imported.body).toMatchObject({ errors: [], created: 1, updated: 1 });
    expect(await offered('whu-civil')).toEqual([
      ['2027-09', true],
      ['2028-03', true],
    ]);
    expect(await offered('pku-medicine')).toEqual([
      ['2027-09', false],
      ['2028-09', true],
    ]);
  });
});

describe('universities', () => {
  const publicUniversity = async (slug: string) =>
    universityResponseSchema.parse((await api().get(`/api/v1/user/universities/${slug}`).expect(200)).body).data;

  it('export tags as one ;-joined cell and rooms as JSON, and import back unchanged in both formats', async () => {
    const csv = await exported('csv', staff, 'universities');
    const rows = records(csv);
    expect(rows.map((r) => r.slug)).toEqual(['fudan-university', 'peking-university', 'wuhan-university']);
    const pku = rows.find((r) => r.slug === 'peking-university')!;
    expect(pku).toMatchObject({ name: 'Peking University', citySlug: 'beijing', tags: 'project_985', website: '' });
    expect(JSON.parse(pku.accommodation!)).toEqual([
      {
        roomType: 'Double room',
        roomTypeFr: 'Chambre double',
        priceMin: { amount: 80000, currency: 'CNY' },
        priceMax: { amount: 120000, currency: 'CNY' },
        period: 'month',
      },
    ]);
    const unchanged = { errors: [], created: 0, updated: 0, unchanged: 3 };
    expect((await send(csv, { kind: 'universities' }).expect(200)).body).toMatchObject(unchanged);
    expect((await exported('csv', staff, 'universities')).equals(csv)).toBe(true);
    const xlsx = await exported('xlsx', staff, 'universities');
    const cells = await readSheet(xlsx);
    expect((await send(xlsx, { kind: 'universities', name: 'u.xlsx' }).expect(200)).body).toMatchObject(unchanged);
    expect(await readSheet(await exported('xlsx', staff, 'universities'))).toEqual(cells);
  });

  it('import all or nothing: an unknown city refuses the file; corrected, the changes are on the public page', async () => {
    const rows = records(await exported('csv', staff, 'universities'));
    const tagged = rows.map((r) =>
      r.slug === 'wuhan-university' ? { ...r, tags: 'project_985; double_first_class', founded: '1893' } : r,
    );
    const added = { ...rows[0]!, slug: 'tongji-university', name: 'Tongji University', nameZh: '同济大学' };
    const refused = await send(csvOf([...tagged, added, { ...added, slug: 'nowhere', citySlug: 'atlantis' }]), {
      kind: 'universities',
    }).expect(422);
    expect(refused.body.problems).toEqual([{ row: 6, column: 'citySlug', message: expect.any(String) }]);
    expect((await publicUniversity('wuhan-university')).founded).toBeNull();

    const imported = await send(csvOf([...tagged, added]), { kind: 'universities' }).expect(200);
    expect(imported.body).toMatchObject({ errors: [], created: 1, updated: 1, unchanged: 2 });
    expect(await publicUniversity('wuhan-university')).toMatchObject({
      founded: 1893,
      tags: ['project_985', 'double_first_class'],
    });
    expect((await publicUniversity('tongji-university')).nameZh).toBe('同济大学');
  });
});
