import bcrypt from 'bcrypt';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApplicant } from '../../test/applicant.js';
import { allListFiles, postApplication, validFields } from '../../test/application-payload.js';
import { createStaff } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { ERASED_PAYER } from '../payments/receipts/receipt-row.js';

// "Delete my account" (issue 31, docs/decisions/0143-account-erasure.md).
let uploads: UploadDir;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    return { config: { UPLOAD_DIR: uploads.path } };
  },
  async () => {
    await uploads?.remove();
  },
);

const ACCOUNT = '/api/v1/user/account';
const PASSWORD = 'correct horse battery';
let invoiceNumber = 0;

/** A student with a password, a submitted application with every file, a draft, a paid-by-transfer invoice, a letter. */
async function studentWithEverything(firstname: string, code: string) {
  const student = await createApplicant(t.app, firstname);
  await t.app.prisma.user.update({
    where: { id: student.user.id },
    data: { passwordHash: await bcrypt.hash(PASSWORD, 4) },
  });
  const submitted = await postApplication(t.app, student.authorization, validFields(), allListFiles()).expect(201);
  const applicationId = submitted.body.application.id as string;
  await t.app.prisma.applicationDraft.create({ data: { userId: student.user.id, values: { surName: firstname } } });
  invoiceNumber += 1;
  const invoice = await t.app.prisma.invoice.create({
    data: {
      number: 900_000 + invoiceNumber,
      userId: student.user.id,
      applicationId,
      status: 'paid',
      total: 1_500_000,
      currency: 'NGN',
      ratePerCny: '215.5',
      rateDate: new Date('2026-11-26T00:00:00Z'),
    },
  });
  const payment = await t.app.prisma.payment.create({
    data: {
      invoiceId: invoice.id,
      method: 'bank_transfer',
      status: 'succeeded',
      amount: invoice.total,
      currency: invoice.currency,
      reference: `ref-${code}`,
      payerName: `${firstname} Obi`,
      declaredById: student.user.id,
      paidAt: new Date(),
    },
  });
  await t.app.prisma.receipt.create({
    data: { number: 900_000 + invoiceNumber, paymentId: payment.id, payerName: `${firstname} Obi` },
  });
  await t.app.prisma.contactMessage.create({
    data: { name: `${firstname} Obi`, email: student.user.email, subject: 'Hi', message: 'Hello' },
  });
  await t.app.prisma.issuedDocument.create({
    data: {
      code,
      kind: 'admission_letter',
      applicationId,
      holderMasked: `${firstname[0]}. O.`,
      issuer: 'StudyChina',
      issuedAt: new Date(),
      sha256: 'a'.repeat(64),
      originalSha256: 'b'.repeat(64),
      keyId: 'k1',
      signature: 'x.y.z',
    },
  });
  return { ...student, applicationId, invoiceId: invoice.id };
}

const erase = (authorization: string, password: string) =>
  request(t.app.server).delete(ACCOUNT).set('Authorization', authorization).send({ password });

/** Every row naming the student, by id or e-mail, in the tables the erasure touches. */
async function rowsOf(userId: string, email: string) {
  const p = t.app.prisma;
  const counts = await Promise.all([
    p.user.count({ where: { OR: [{ id: userId }, { email }] } }),
    p.application.count({ where: { OR: [{ userId }, { email }] } }),
    p.applicationDraft.count({ where: { userId } }),
    p.draftUpload.count({ where: { userId } }),
    p.shortlistEntry.count({ where: { userId } }),
    p.oneTimeCode.count({ where: { userId } }),
    p.dataExport.count({ where: { userId } }),
    p.contactMessage.count({ where: { OR: [{ userId }, { email }] } }),
    p.loginThrottle.count({ where: { email } }),
    p.invoice.count({ where: { userId } }),
    p.payment.count({ where: { declaredById: userId } }),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

describe('delete my account', () => {
  it('erases the student and their files; the invoice stays without a name, the letter still verifies', async () => {
    const student = await studentWithEverything('Chioma', 'SC-2345-6789');
    const other = await studentWithEverything('Emeka', 'SC-3456-789A');
    const filesBefore = await uploads.files();
    expect(filesBefore.length).toBeGreaterThan(0);
    const othersFiles = await t.app.prisma.applicationFile.findMany({ where: { applicationId: other.applicationId } });

    const res = await erase(student.authorization, PASSWORD).expect(200);
    expect(res.body).toMatchObject({ success: true, message: expect.stringMatching(/erased/) });

    expect(await rowsOf(student.user.id, student.user.email)).toBe(0);
    expect(await t.app.prisma.applicationFile.count({ where: { applicationId: student.applicationId } })).toBe(0);
    // Only the other student's files are left in the upload dir.
    const left = await uploads.files();
    expect(left.length).toBe(othersFiles.length);
    for (const file of othersFiles) expect(left.some((name) => name.endsWith(file.storageKey))).toBe(true);

    const invoice = await t.app.prisma.invoice.findUniqueOrThrow({
      where: { id: student.invoiceId },
      include: { payments: true },
    });
    expect(invoice).toMatchObject({ userId: null, applicationId: null, total: expect.any(Number) });
    expect(invoice.payments).toEqual([
      expect.objectContaining({ amount: invoice.total, payerName: null, declaredById: null, proofKey: null }),
    ]);
    const receipts = await t.app.prisma.receipt.findMany({ where: { paymentId: invoice.payments[0]!.id } });
    expect(receipts).toEqual([expect.objectContaining({ payerName: ERASED_PAYER, sponsorEmail: null })]);

    const verified = await request(t.app.server).get('/api/v1/user/documents/verify/SC-2345-6789').expect(200);
    expect(JSON.stringify(verified.body)).toContain('C. O.');

    const tombstones = await t.app.prisma.auditLog.findMany({ where: { action: 'account.delete' } });
    expect(tombstones).toEqual([expect.objectContaining({ targetType: 'user', targetId: student.user.id })]);
    expect(JSON.stringify(tombstones, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toMatch(
      /Chioma|example\.com/,
    );

    // The other student is untouched, and the erased token no longer works.
    expect(await t.app.prisma.user.count({ where: { id: other.user.id } })).toBe(1);
    expect(await t.app.prisma.applicationDraft.count({ where: { userId: other.user.id } })).toBe(1);
    expect(await t.app.prisma.invoice.count({ where: { userId: other.user.id } })).toBe(1);
    await request(t.app.server).get('/api/v1/user/me').set('Authorization', student.authorization).expect(401);
  });

  it('refuses a wrong password and erases nothing', async () => {
    const student = await studentWithEverything('Ngozi', 'SC-4567-89AB');
    const filesBefore = await uploads.files();
    const res = await erase(student.authorization, 'not the password').expect(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      errors: { password: [expect.any(String)] },
    });
    expect(await t.app.prisma.user.count({ where: { id: student.user.id } })).toBe(1);
    expect(await t.app.prisma.application.count({ where: { id: student.applicationId } })).toBe(1);
    expect(await uploads.files()).toEqual(filesBefore);
  });

  it('refuses a Google-only account without a password, and staff', async () => {
    const google = await createApplicant(t.app, 'Tunde');
    const noPassword = await erase(google.authorization, 'anything').expect(422);
    expect(noPassword.body.errors.password[0]).toMatch(/Google/);
    expect(await t.app.prisma.user.count({ where: { id: google.user.id } })).toBe(1);

    const staff = await createStaff(t.app);
    const refused = await erase(staff.authorization, 'anything').expect(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    await request(t.app.server).delete(ACCOUNT).send({ password: 'x' }).expect(401);
  });
});
