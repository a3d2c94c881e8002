import { buffer } from 'node:stream/consumers';
import request from 'supertest';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATIONS_CSV_COLUMNS, auditResponseSchema, staffApplicationResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { requiredFiles } from '../../test/application-payload.js';
import { ADMIN_API, createStaff, createSubmittedApplication } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

// The back office's read side (docs/product.md#back-office-queue-files-exports-and-audit): one
// application, its files, the ZIP, the CSV, the audit trail, and who may read them.
let uploads: UploadDir;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    return { config: { UPLOAD_DIR: uploads.path } };
  },
  () => uploads.remove(),
);

let staff: Awaited<ReturnType<typeof createStaff>>;
let admin: Awaited<ReturnType<typeof createStaff>>;
let applicationId: string;
let otherApplicationId: string;

const get = (path: string, authorization = staff.authorization) =>
  request(t.app.server)
    .get(`${ADMIN_API}${path}`)
    .set('Authorization', authorization)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
const json = (res: { body: Buffer }) => JSON.parse(res.body.toString('utf8'));
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const storedBytes = async (storageKey: string) => buffer(await t.app.storage.read(storageKey));

beforeAll(async () => {
  staff = await createStaff(t.app, 'staff');
  admin = await createStaff(t.app, 'admin');
  ({ applicationId } = await createSubmittedApplication(t.app, 'Chiamaka'));
  ({ applicationId: otherApplicationId } = await createSubmittedApplication(t.app, 'Kwame'));
});

describe('one application', () => {
  it('answers every field, its files, events and notes, and audits the read', async () => {
    const res = await get(`/applications/${applicationId}`).expect(200);
    const { application } = staffApplicationResponseSchema.parse(json(res));
    expect(application.id).toBe(applicationId);
    expect(application.fields.passportNumber).toEqual(expect.any(String));
    expect(application.educationHistory.length).toBeGreaterThan(0);
    expect(application.familyMembers.length).toBeGreaterThan(0);
    const rows = await t.app.prisma.applicationFile.findMany({ where: { applicationId } });
    expect(application.files.map((f) => f.id).sort()).toEqual(rows.map((f) => f.id).sort());
    expect(application.files.every((f) => f.review === null && f.replaces === null)).toBe(true);
    expect(application.assignee).toBeNull();
    expect(application.documentsFromStaff).toEqual([]);

    const audit = await t.app.prisma.auditLog.findMany({ where: { action: 'application.view', applicationId } });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: staff.user.id,
        targetType: 'application',
        targetId: applicationId,
        requestId: res.headers['x-request-id'],
        ip: expect.any(String),
      }),
    ]);
  });

  it('an unknown or malformed id is 404', async () => {
    await get('/applications/00000000-0000-4000-8000-000000000000').expect(404);
    await get('/applications/not-an-id').expect(404);
  });
});

describe('files', () => {
  it('streams a file inline with its detected type, nosniff and a sandbox; ?download=1 as attachment; both audited', async () => {
    const file = await t.app.prisma.applicationFile.findFirstOrThrow({ where: { applicationId } });
    const inline = await get(`/applications/${applicationId}/files/${file.id}`).expect(200);
    expect(inline.headers['content-type']).toBe(file.mimeType);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-security-policy']).toContain('sandbox');
    expect(inline.body.equals(await storedBytes(file.storageKey))).toBe(true);

    const download = await get(`/applications/${applicationId}/files/${file.id}?download=1`).expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);

    const actions = await t.app.prisma.auditLog.findMany({
      where: { targetId: file.id },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((a) => [a.action, a.actorId, a.applicationId])).toEqual([
      ['file.view', staff.user.id, applicationId],
      ['file.download', staff.user.id, applicationId],
    ]);
  });

  it("another application's file id under this application is 404, and nothing is audited", async () => {
    const other = await t.app.prisma.applicationFile.findFirstOrThrow({ where: { applicationId: otherApplicationId } });
    await get(`/applications/${applicationId}/files/${other.id}`).expect(404);
    await get(`/applications/${applicationId}/files/not-an-id`).expect(404);
    expect(await t.app.prisma.auditLog.count({ where: { targetId: other.id } })).toBe(0);
  });

  it('the ZIP holds every file with exactly the stored bytes, is named after the applicant, and is audited', async () => {
    const res = await get(`/applications/${applicationId}/files.zip`).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const application = await t.app.prisma.application.findUniqueOrThrow({ where: { id: applicationId } });
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="${application.surName}_${application.firstName}-documents.zip"`,
    );
    const entries = unzipSync(new Uint8Array(res.body));
    const files = await t.app.prisma.applicationFile.findMany({ where: { applicationId } });
    expect(Object.keys(entries)).toHaveLength(files.length);
    for (const file of files) {
      const name = `${file.listName}/${file.position + 1}-${file.originalName}`;
      expect(entries[name], name).toBeDefined();
      expect(Buffer.from(entries[name]!).equals(await storedBytes(file.storageKey)), name).toBe(true);
    }
    expect(await t.app.prisma.auditLog.count({ where: { action: 'files.zip', applicationId } })).toBe(1);
  });
});

describe('the CSV export', () => {
  it('starts with a BOM and the columns, one row per application, and defuses formulas in names', async () => {
    const names = ['=HYPERLINK("http://evil")', '+cmd', '-2+3', '@SUM(A1)'];
    const made: string[] = [];
    for (const name of names) {
      const { applicationId: id } = await createSubmittedApplication(t.app, 'Formula');
      await t.app.prisma.application.update({ where: { id }, data: { surName: name, firstName: 'Tèmítọ́pẹ́' } });
      made.push(id);
    }
    const res = await get('/applications.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applications.csv"/);
    expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines: string[] = res.body.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(APPLICATIONS_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines).toHaveLength(1 + 2 + names.length);
    for (const [i, id] of made.entries()) {
      const line = lines.find((l) => l.startsWith(`"${id}"`))!;
      const surname = `"'${names[i]!.replace(/"/g, '""')}"`;
      expect(line, names[i]).toContain(`,${surname},"Tèmítọ́pẹ́",`);
    }
    const first = lines.find((l) => l.startsWith(`"${applicationId}"`))!;
    expect(first).toMatch(/,"submitted",/);
    const count = requiredFiles().length; // files, pending review, rejected
    // Then the triage columns, appended: nationality code, status since, deadline, days waiting, overdue; then
    // the programmes applied to (none here).
    expect(first).toMatch(new RegExp(`,"${count}","${count}","0","NG","[^"]+Z","","0","no","","","",""$`));
    expect(await t.app.prisma.auditLog.count({ where: { action: 'applications.export' } })).toBe(1);

    const filtered = await get(`/applications.csv?q=${encodeURIComponent('temitope')}`).expect(200);
    expect(filtered.body.toString('utf8').trimEnd().split('\r\n')).toHaveLength(1 + names.length);
  });

  it('an application with every column filled: as many cells as headers, each holding its value', async () => {
    const { applicationId: id } = await createSubmittedApplication(t.app, 'Complete');
    // Assigned, one file rejected, waiting three days for corrections already late: no column stays empty.
    const changedAt = new Date(Date.now() - 3 * DAY - HOUR);
    await t.app.prisma.application.update({
      where: { id },
      data: {
        assigneeId: staff.user.id,
        status: 'action_required',
        statusChangedAt: changedAt,
        deadline: new Date(Date.now() - DAY),
        programmeFirstChoice: 'medicine-peking-university',
        intakeFirstChoice: '2027-09',
        programmeSecondChoice: 'medicine-wuhan-university',
        intakeSecondChoice: '2028-03',
      },
    });
    const files = await t.app.prisma.applicationFile.findMany({ where: { applicationId: id } });
    await t.app.prisma.applicationFile.update({
      where: { id: files[0]!.id },
      data: { reviewDecision: 'rejected', reviewReason: 'Blurred', reviewedAt: new Date() },
    });
    const row = await t.app.prisma.application.findUniqueOrThrow({ where: { id } });

    const lines: string[] = (await get('/applications.csv').expect(200)).body
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n');
    const line = lines.find((l) => l.startsWith(`"${id}"`))!;
    // Every cell quoted, quotes doubled: read back, the cells make the line again exactly.
    const cellsOf = (text: string) => [...text.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!);
    expect(
      cellsOf(lines[0]!)
        .map((cell) => `"${cell}"`)
        .join(','),
    ).toBe(lines[0]);
    expect(
      cellsOf(line)
        .map((cell) => `"${cell}"`)
        .join(','),
    ).toBe(line);
    expect(cellsOf(lines[0]!)).toHaveLength(APPLICATIONS_CSV_COLUMNS.length);
    expect(cellsOf(line)).toHaveLength(APPLICATIONS_CSV_COLUMNS.length);
    expect(cellsOf(line).filter((cell) => cell === '')).toEqual([]);

    const expected = {
      id,
      submitted_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      status: 'action_required',
      surname: 'Obi',
      first_name: 'Ada',
      middle_name: 'Ngozi',
      email: 'ada@example.com',
      phone: "'+234 (803) 123-4567",
      nationality: 'Nigerian',
      passport_number: row.passportNumber,
      major_first_choice: 'Computer Science',
      major_second_choice: 'Civil Engineering',
      assignee: 'Sam Staff',
      files: String(files.length),
      files_pending_review: String(files.length - 1),
      files_rejected: '1',
      nationality_code: 'NG',
      status_changed_at: changedAt.toISOString(),
      deadline: row.deadline!.toISOString(),
      waiting_days: '3',
      overdue: 'yes',
      programme_first_choice: 'medicine-peking-university',
      intake_first_choice: '2027-09',
      programme_second_choice: 'medicine-wuhan-university',
      intake_second_choice: '2028-03',
    };
    expect(Object.keys(expected)).toEqual([...APPLICATIONS_CSV_COLUMNS]);
    expect(line).toBe(
      Object.values(expected)
        .map((cell) => `"${cell}"`)
        .join(','),
    );
  });
});

describe('the audit trail', () => {
  it('lists entries newest first, by application and by actor (admins only)', async () => {
    // views=1: the reads above are automatic views, left out by default (audit-trail.test.ts).
    const res = await get(`/audit?application=${applicationId}&views=1`, admin.authorization).expect(200);
    const answer = auditResponseSchema.parse(json(res));
    expect(answer.total).toBeGreaterThanOrEqual(5);
    expect(answer.data.every((row) => row.target.applicationId === applicationId)).toBe(true);
    expect(answer.data.at(-1)).toMatchObject({ action: 'application.submit', actorRole: 'student' });
    expect(answer.data.findLast((row) => row.action === 'application.view')).toMatchObject({
      actor: { id: staff.user.id },
    });
    const times = answer.data.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);

    const byActor = auditResponseSchema.parse(json(await get(`/audit?actor=${admin.user.id}`, admin.authorization)));
    expect(byActor.data.every((row) => row.actor?.id === admin.user.id)).toBe(true);
    await get('/audit?page=99', admin.authorization).expect(404);
  });
});

describe('who may read', () => {
  it('no token or a dead token: 401; a student: 403; staff and admins read; only admins see the audit', async () => {
    const file = await t.app.prisma.applicationFile.findFirstOrThrow({ where: { applicationId } });
    const student = await createApplicant(t.app);
    const dead = await createStaff(t.app, 'staff');
    await t.app.prisma.user.update({ where: { id: dead.user.id }, data: { disabledAt: new Date() } });
    const routes: Array<[string, { staff: number; admin: number }]> = [
      ['/applications', { staff: 200, admin: 200 }],
      ['/applications.csv', { staff: 200, admin: 200 }],
      [`/applications/${applicationId}`, { staff: 200, admin: 200 }],
      [`/applications/${applicationId}/files/${file.id}`, { staff: 200, admin: 200 }],
      [`/applications/${applicationId}/files.zip`, { staff: 200, admin: 200 }],
      ['/audit', { staff: 403, admin: 200 }],
    ];
    for (const [path, allowed] of routes) {
      const anonymous = await request(t.app.server).get(`${ADMIN_API}${path}`);
      expect(anonymous.status, `${path} without token`).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      expect((await get(path, dead.authorization)).status, `${path} disabled`).toBe(401);
      const asStudent = await get(path, student.authorization);
      expect(asStudent.status, `${path} student`).toBe(403);
      expect(json(asStudent).code).toBe('FORBIDDEN');
      expect((await get(path, staff.authorization)).status, `${path} staff`).toBe(allowed.staff);
      expect((await get(path, admin.authorization)).status, `${path} admin`).toBe(allowed.admin);
    }
  });
});
