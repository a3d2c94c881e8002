import { describe, expect, it } from 'vitest';
import { createStaff } from '../../test/back-office.js';
import { closedApplication, movableClock, retentionPreview, runRetention } from '../../test/retention-kit.js';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { useTestApp } from '../../test/test-app.js';
import { monthsBefore } from './retention.service.js';

// docs/decisions/0144-retention-of-closed-applications.md with STORAGE_DRIVER=s3: the erased objects leave the bucket
// (a real S3-compatible server, s3rver, as apply-s3.test.ts uses).
const smtp = new TestSmtpServer();
const clock = movableClock();
let s3: TestS3;
const t = useTestApp(
  async () => {
    await smtp.start();
    s3 = await startS3('studychina-retention', 47010);
    return { config: { ...smtp.config, ...s3.env, RETENTION_MONTHS: '12' }, now: clock.now };
  },
  async () => {
    await smtp.stop();
    await s3?.close();
  },
);

describe('retention on S3 storage (RETENTION_MONTHS=12)', () => {
  it('removes the objects of applications closed longer than 12 months and keeps the others and every row', async () => {
    const staff = await createStaff(t.app, 'staff');
    const admin = await createStaff(t.app, 'admin', 'Ade');
    const now = clock.now();
    const old = await closedApplication(t.app, staff.authorization, 'withdrawn', monthsBefore(now, 13), 'Wale');
    const young = await closedApplication(t.app, staff.authorization, 'rejected', monthsBefore(now, 11), 'Rita');
    const oldFiles = await t.app.prisma.applicationFile.findMany({ where: { applicationId: old.applicationId } });
    const youngFiles = await t.app.prisma.applicationFile.findMany({ where: { applicationId: young.applicationId } });
    const object = (key: string) => `files/${key}`;
    expect(await s3.objects()).toEqual([...oldFiles, ...youngFiles].map((f) => object(f.storageKey)).sort());

    const preview = await retentionPreview(t.app, admin.authorization);
    expect(preview.applications.map((a) => a.id)).toEqual([old.applicationId]);
    expect(preview.totals.files).toBe(oldFiles.length);

    clock.set(new Date(new Date(preview.nextRunAt).getTime() + 1_000));
    await runRetention(t.app);

    expect(await s3.objects()).toEqual(youngFiles.map((f) => object(f.storageKey)).sort());
    const after = await t.app.prisma.applicationFile.findMany({ where: { applicationId: old.applicationId } });
    expect(after).toHaveLength(oldFiles.length);
    expect(after.every((f) => f.erasedAt !== null)).toBe(true);
    expect(
      await t.app.prisma.applicationFile.count({ where: { applicationId: young.applicationId, erasedAt: null } }),
    ).toBe(youngFiles.length);
    expect(await t.app.prisma.auditLog.count({ where: { action: 'files.retention_erase' } })).toBe(1);
  }, 120_000);
});
