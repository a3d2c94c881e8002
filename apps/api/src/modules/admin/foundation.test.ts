import bcrypt from 'bcrypt';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, authResponseSchema, meResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { createStaff, createSubmittedApplication } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

// The back office's foundation: roles on the public user, disabled accounts, the first event, the audit table.
let uploads: UploadDir | undefined;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    return { config: { UPLOAD_DIR: uploads.path } };
  },
  async () => {
    await uploads?.remove();
  },
);
const USER_API = '/api/v1/user';

describe('roles and disabled accounts', () => {
  it.each(['staff', 'admin'] as const)('GET /me tells a %s account its role', async (role) => {
    const { authorization } = await createStaff(t.app, role);
    const res = await request(t.app.server).get(`${USER_API}/me`).set('Authorization', authorization).expect(200);
    expect(meResponseSchema.parse(res.body).user.role).toBe(role);
  });

  it('GET /me tells a student their role', async () => {
    const { authorization } = await createApplicant(t.app);
    const res = await request(t.app.server).get(`${USER_API}/me`).set('Authorization', authorization).expect(200);
    expect(res.body.user.role).toBe('student');
  });

  it('the login answer carries the role', async () => {
    const { user } = await createStaff(t.app, 'admin');
    await t.app.prisma.user.update({
      where: { id: user.id },
      data: { passwordHash: await bcrypt.hash('correct-horse-8', 4) },
    });
    const res = await request(t.app.server)
      .post(`${USER_API}/login`)
      .send({ email: user.email, password: 'correct-horse-8' })
      .expect(200);
    expect(authResponseSchema.parse(res.body).user.role).toBe('admin');
  });

  it("a disabled account's existing token answers 401 at once", async () => {
    const { user, authorization } = await createStaff(t.app);
    await request(t.app.server).get(`${USER_API}/me`).set('Authorization', authorization).expect(200);
    await t.app.prisma.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    const res = await request(t.app.server).get(`${USER_API}/me`).set('Authorization', authorization).expect(401);
    expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
  });

  it('login to a disabled account with the right password answers 403 ACCOUNT_DISABLED, a wrong one 401', async () => {
    const { user } = await createStaff(t.app);
    await t.app.prisma.user.update({
      where: { id: user.id },
      data: { disabledAt: new Date(), passwordHash: await bcrypt.hash('correct-horse-8', 4) },
    });
    const right = await request(t.app.server)
      .post(`${USER_API}/login`)
      .send({ email: user.email, password: 'correct-horse-8' })
      .expect(403);
    expect(right.body).toEqual({ success: false, code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE });
    const wrong = await request(t.app.server)
      .post(`${USER_API}/login`)
      .send({ email: user.email, password: 'wrong-horse-8' })
      .expect(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('the submission is the first event', () => {
  it('POST /apply writes an event to submitted, by nobody on staff', async () => {
    const { applicationId } = await createSubmittedApplication(t.app);
    const events = await t.app.prisma.applicationEvent.findMany({ where: { applicationId } });
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'submitted', actorId: null, note: null }]);
  });
});

describe('the audit table is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, and keeps the row', async () => {
    const row = await t.app.prisma.auditLog.create({
      data: { action: 'test.append', targetType: 'test', targetId: '1', ip: '127.0.0.1', requestId: 'r1' },
    });
    await expect(
      t.app.prisma.auditLog.update({ where: { id: row.id }, data: { action: 'test.rewritten' } }),
    ).rejects.toThrow(/append-only/);
    await expect(t.app.prisma.auditLog.delete({ where: { id: row.id } })).rejects.toThrow(/append-only/);
    await expect(t.app.prisma.$executeRawUnsafe('DELETE FROM "AuditLog"')).rejects.toThrow(/append-only/);
    await expect(t.app.prisma.$executeRawUnsafe('TRUNCATE "AuditLog"')).rejects.toThrow(/append-only/);
    expect(await t.app.prisma.auditLog.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      action: 'test.append',
    });
  });
});
