import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff, signInAgain } from '../../test/back-office.js';
import { pdf } from '../../test/fixture-files.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { closedApplication, movableClock, retentionPreview, runRetention } from '../../test/retention-kit.js';
import { monthsBefore } from './retention.service.js';

// docs/decisions/0144-retention-of-closed-applications.md, on the local disk (retention-s3.test.ts: on S3).
const smtp = new TestSmtpServer();
const clock = movableClock();
let uploads: UploadDir;
const t = useTestApp(
  async () => {
    await smtp.start();
    uploads = await makeUploadDir();
    return { config: { ...smtp.config, UPLOAD_DIR: uploads.path, RETENTION_MONTHS: '24' }, now: clock.now };
  },
  async () => {
    await smtp.stop();
    await uploads?.remove();
  },
);

const onDisk = (key: string) => existsSync(join(uploads.path, 'files', key.slice(0, 2), key));
const filesOf = (applicationId: string) =>
  t.app.prisma.applicationFile.findMany({ where: { applicationId }, orderBy: { id: 'asc' } });

describe('retention of closed applications (RETENTION_MONTHS=24)', () => {
  it('the preview lists what the nightly run then erases; the rows stay, the bytes go, downloads answer 410', async () => {
    const admin = await createStaff(t.app, 'admin', 'Ade');
    const staff = await createStaff(t.app, 'staff', 'Sam');
    const now = clock.now();
    const months = (n: number) => monthsBefore(now, n);
    const rejected = await closedApplication(t.app, staff.authorization, 'rejected', months(25), 'Rita');
    const admitted = await closedApplication(t.app, staff.authorization, 'admitted', months(36), 'Amaka');
    const withdrawnYoung = await closedApplication(t.app, staff.authorization, 'withdrawn', months(23), 'Wale');
    // Open for years: never erased, however old.
    const open = await closedApplication(t.app, staff.authorization, 'submitted', months(40), 'Olu');
    await t.app.prisma.application.update({ where: { id: open.applicationId }, data: { createdAt: months(40) } });

    // The admission letter staff gave: stamped (a file of the application) and registered, its original kept beside.
    const letter = await request(t.app.server)
      .post(`${ADMIN_API}/applications/${admitted.applicationId}/documents`)
      .set('Authorization', staff.authorization)
      .field('kind', 'admission_letter')
      .attach('file', pdf(), { filename: 'Admission letter.pdf', contentType: 'application/pdf' })
      .expect(201);
    const { code } = (letter.body as { document: { verification: { code: string } } }).document.verification;
    const issued = await t.app.prisma.issuedDocument.findUniqueOrThrow({ where: { code } });
    expect(onDisk(issued.originalKey!)).toBe(true);

    const preview = await retentionPreview(t.app, admin.authorization);
    const due = [admitted, rejected];
    const dueFiles = await Promise.all(due.map((a) => filesOf(a.applicationId)));
    expect(preview.retentionMonths).toBe(24);
    expect(preview.closedBefore).toBe(monthsBefore(new Date(preview.nextRunAt), 24).toISOString());
    expect(preview.applications.map((a) => [a.id, a.status, a.files, a.bytes])).toEqual(
      due.map((a, i) => [
        a.applicationId,
        i === 0 ? 'admitted' : 'rejected',
        dueFiles[i]!.length,
        dueFiles[i]!.reduce((sum, f) => sum + f.size, 0),
      ]),
    );
    expect(preview.totals).toEqual({
      applications: 2,
      files: dueFiles.flat().length,
      bytes: dueFiles.flat().reduce((sum, f) => sum + f.size, 0),
      originals: 1,
    });
    expect(preview.applications[0]!.originals).toBe(1);
    const kept = [withdrawnYoung, open];
    const keptFiles = (await Promise.all(kept.map((a) => filesOf(a.applicationId)))).flat();
    expect([...dueFiles.flat(), ...keptFiles].every((f) => onDisk(f.storageKey))).toBe(true);

    // The night comes: the job runs at the slot the preview named.
    const runAt = new Date(new Date(preview.nextRunAt).getTime() + 3_000);
    clock.set(runAt);
    await runRetention(t.app);

    for (const [i, application] of due.entries()) {
      const after = await filesOf(application.applicationId);
      // The record that they existed: same rows, names, types, sizes and hashes, with the time of the erasure.
      expect(after.map((f) => ({ ...f, erasedAt: null }))).toEqual(dueFiles[i]);
      expect(after.every((f) => f.erasedAt?.getTime() === runAt.getTime())).toBe(true);
      expect(after.some((f) => onDisk(f.storageKey))).toBe(false);
      expect(await t.app.prisma.application.count({ where: { id: application.applicationId } })).toBe(1);
    }
    for (const file of keptFiles) {
      expect(onDisk(file.storageKey)).toBe(true);
      const row = await t.app.prisma.applicationFile.findUniqueOrThrow({ where: { id: file.id } });
      expect(row.erasedAt).toBeNull();
    }

    // The register keeps the letter (masked name, hashes): it still verifies; its original is gone.
    const register = await t.app.prisma.issuedDocument.findUniqueOrThrow({ where: { code } });
    expect(register).toMatchObject({ ...issued, originalKey: null });
    expect(onDisk(issued.originalKey!)).toBe(false);
    const verified = await request(t.app.server).get(`/api/v1/user/documents/verify/${code}`).expect(200);
    expect(verified.body).toMatchObject({ document: { code, status: 'valid' } });

    // The student's list no longer calls them to download it.
    const list = await request(t.app.server)
      .get('/api/v1/user/applications')
      .set('Authorization', admitted.authorization)
      .expect(200);
    expect((list.body as { applications: unknown[] }).applications).toEqual([
      expect.objectContaining({ id: admitted.applicationId, documentsFromStaff: 0 }),
    ]);

    // One audit row per application, by the system, with ids and counts only.
    const audit = await t.app.prisma.auditLog.findMany({
      where: { action: 'files.retention_erase' },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((row) => [row.actorId, row.targetType, row.targetId, row.applicationId])).toEqual(
      due.map((a) => [null, 'application', a.applicationId, a.applicationId]),
    );
    expect(audit[1]!.meta).toEqual({
      status: 'rejected',
      closedAt: months(25).toISOString(),
      files: dueFiles[1]!.length,
      bytes: dueFiles[1]!.reduce((sum, f) => sum + f.size, 0),
      originals: 0,
    });
    const written = JSON.stringify(audit.map((row) => ({ ...row, id: String(row.id) })));
    for (const word of ['Rita', 'Amaka', rejected.user.email, admitted.user.email]) expect(written).not.toContain(word);

    // An erased file answers 410 FILE_ERASED in the error shape, to staff and to its student alike.
    const file = dueFiles[1]![0]!;
    const staffNow = await signInAgain(t.app, staff.user);
    const backOffice = await request(t.app.server)
      .get(`${ADMIN_API}/applications/${rejected.applicationId}/files/${file.id}`)
      .set('Authorization', staffNow)
      .expect(410);
    expect(errorResponseSchema.parse(backOffice.body)).toMatchObject({ success: false, code: 'FILE_ERASED' });
    const own = await request(t.app.server)
      .get(`/api/v1/user/applications/${rejected.applicationId}/files/${file.id}?download=1`)
      .set('Authorization', rejected.authorization)
      .set('Accept-Language', 'fr')
      .expect(410);
    expect(own.body).toMatchObject({ success: false, code: 'FILE_ERASED' });
    expect((own.body as { message: string }).message).toMatch(/^Ce document a été effacé/);
    // The ZIP of every document leaves the erased ones out.
    const zip = await request(t.app.server)
      .get(`${ADMIN_API}/applications/${rejected.applicationId}/files.zip`)
      .set('Authorization', staffNow)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.body as Buffer)))).toEqual([]);
    // Both see every erased file listed, with when it was erased.
    const staffView = await request(t.app.server)
      .get(`${ADMIN_API}/applications/${rejected.applicationId}`)
      .set('Authorization', staffNow)
      .expect(200);
    const studentView = await request(t.app.server)
      .get(`/api/v1/user/applications/${rejected.applicationId}`)
      .set('Authorization', rejected.authorization)
      .expect(200);
    for (const view of [staffView, studentView]) {
      const listed = (view.body as { application: { files: Array<{ id: string; erasedAt: string | null }> } })
        .application.files;
      expect(listed.map((f) => [f.id, f.erasedAt]).sort()).toEqual(
        dueFiles[1]!.map((f) => [f.id, runAt.toISOString()]).sort(),
      );
    }
    // A younger application's file is served as before.
    const young = keptFiles[0]!;
    await request(t.app.server)
      .get(`${ADMIN_API}/applications/${withdrawnYoung.applicationId}/files/${young.id}`)
      .set('Authorization', staffNow)
      .expect(200);

    // Nothing is left for the next night; a second run changes nothing.
    const adminNow = await signInAgain(t.app, admin.user);
    expect((await retentionPreview(t.app, adminNow)).totals).toEqual({
      applications: 0,
      files: 0,
      bytes: 0,
      originals: 0,
    });
    await runRetention(t.app);
    expect(await t.app.prisma.auditLog.count({ where: { action: 'files.retention_erase' } })).toBe(2);
  }, 120_000);

  it('the preview is for admins: staff and students are refused, nobody signed in is asked to', async () => {
    const staff = await createStaff(t.app, 'staff', 'Sue');
    const manager = await createStaff(t.app, 'staff', 'Mia');
    await t.app.prisma.user.update({ where: { id: manager.user.id }, data: { permissions: ['manager'] } });
    const student = await createApplicant(t.app);
    const admin = await createStaff(t.app, 'admin', 'Ann');
    const table: Array<[string, string | undefined, number]> = [
      ['admin', admin.authorization, 200],
      ['staff', staff.authorization, 403],
      ['manager', manager.authorization, 403],
      ['student', student.authorization, 403],
      ['nobody', undefined, 401],
    ];
    for (const [who, authorization, status] of table) {
      const call = request(t.app.server).get(`${ADMIN_API}/retention`);
      const res = await (authorization ? call.set('Authorization', authorization) : call);
      expect(res.status, who).toBe(status);
      if (status !== 200) expect(errorResponseSchema.safeParse(res.body).success, who).toBe(true);
    }
  });
});
