import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ASSIGNEE_INVALID_MESSAGE,
  FILE_ALREADY_REPLACED_MESSAGE,
  REVIEW_REASON_REQUIRED_MESSAGE,
  assignedResponseSchema,
  fileReviewedResponseSchema,
  noteAddedResponseSchema,
  staffDocumentAddedResponseSchema,
} from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';
import { docx, jpeg, pdf } from '../../test/fixture-files.js';

// Reviews, notes, assignment and documents from staff, each with its audit row (docs/product.md#back-office-statuses-and-workflow).
const { t, smtp } = useBackOfficeApp();
let staff: Awaited<ReturnType<typeof createStaff>>;
let app: Awaited<ReturnType<typeof createSubmittedApplication>>;
beforeAll(async () => {
  staff = await createStaff(t.app, 'staff', 'Rita');
  app = await createSubmittedApplication(t.app, 'Acted');
});
const staffPost = (path: string, body: object, authorization = staff.authorization) =>
  request(t.app.server)
    .post(`${ADMIN_API}/applications/${app.applicationId}${path}`)
    .set('Authorization', authorization)
    .send(body);
const auditOf = (action: string, targetId: string) => t.app.prisma.auditLog.findMany({ where: { action, targetId } });

describe('POST /files/:fileId/review', () => {
  it('accepts or rejects (reason required), without changing the status, and audits it', async () => {
    const file = await t.app.prisma.applicationFile.findFirstOrThrow({ where: { applicationId: app.applicationId } });
    const missing = await staffPost(`/files/${file.id}/review`, { decision: 'rejected' }).expect(422);
    expect(missing.body.errors.reason).toEqual([REVIEW_REASON_REQUIRED_MESSAGE]);

    const res = await staffPost(`/files/${file.id}/review`, { decision: 'rejected', reason: 'Cut off' }).expect(200);
    const body = fileReviewedResponseSchema.parse(res.body);
    expect(body.file.review).toMatchObject({ decision: 'rejected', reason: 'Cut off', by: { id: staff.user.id } });
    expect(await t.app.prisma.application.findUniqueOrThrow({ where: { id: app.applicationId } })).toMatchObject({
      status: 'submitted',
    });
    const [audit] = await auditOf('file.review', file.id);
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      applicationId: app.applicationId,
      meta: { decision: 'rejected' },
    });
    expect(audit!.ip).not.toBe('');

    await staffPost(`/files/${file.id}/review`, { decision: 'accepted' }).expect(200);
    expect(await auditOf('file.review', file.id)).toHaveLength(2);
  });

  it('a replaced file is not reviewed again (409); a file of another application or a guessed id is 404', async () => {
    const file = await t.app.prisma.applicationFile.findFirstOrThrow({
      where: { applicationId: app.applicationId, listName: 'sponsorSignature' },
    });
    await t.app.prisma.applicationFile.update({ where: { id: file.id }, data: { replacedAt: new Date() } });
    const res = await staffPost(`/files/${file.id}/review`, { decision: 'accepted' }).expect(409);
    expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: FILE_ALREADY_REPLACED_MESSAGE });
    const other = await createSubmittedApplication(t.app, 'Elsewhere');
    const foreign = await t.app.prisma.applicationFile.findFirstOrThrow({
      where: { applicationId: other.applicationId },
    });
    await staffPost(`/files/${foreign.id}/review`, { decision: 'accepted' }).expect(404);
    await staffPost('/files/00000000-0000-4000-8000-000000000000/review', { decision: 'accepted' }).expect(404);
  });
});

describe('POST /notes', () => {
  it('stores an internal note with its author and audits it', async () => {
    const res = await staffPost('/notes', { text: 'Called the sponsor.' }).expect(201);
    const { note } = noteAddedResponseSchema.parse(res.body);
    expect(note).toMatchObject({ text: 'Called the sponsor.', author: { id: staff.user.id, firstname: 'Rita' } });
    expect(await auditOf('application.note', note.id)).toHaveLength(1);
    await staffPost('/notes', { text: '   ' }).expect(422);
  });
});

describe('POST /assign', () => {
  it('assigns an active staff or admin account, or nobody; refuses a student or a disabled account', async () => {
    const admin = await createStaff(t.app, 'admin', 'Ada');
    const res = await staffPost('/assign', { staffId: admin.user.id }).expect(200);
    expect(assignedResponseSchema.parse(res.body).assignee).toMatchObject({ id: admin.user.id, role: 'admin' });
    expect(await t.app.prisma.application.findUniqueOrThrow({ where: { id: app.applicationId } })).toMatchObject({
      assigneeId: admin.user.id,
    });
    const student = await createApplicant(t.app);
    const disabled = await createStaff(t.app, 'staff', 'Gone');
    await t.app.prisma.user.update({ where: { id: disabled.user.id }, data: { disabledAt: new Date() } });
    for (const staffId of [student.user.id, disabled.user.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const refused = await staffPost('/assign', { staffId }).expect(422);
      expect(refused.body.errors).toEqual({ staffId: [ASSIGNEE_INVALID_MESSAGE] });
    }
    await staffPost('/assign', { staffId: null }).expect(200);
    expect(await t.app.prisma.application.findUniqueOrThrow({ where: { id: app.applicationId } })).toMatchObject({
      assigneeId: null,
    });
    const audits = await auditOf('application.assign', app.applicationId);
    expect(audits.map((a) => a.meta)).toEqual([
      { assigneeId: admin.user.id, assigneeName: `${admin.user.firstname} ${admin.user.lastname}` },
      { assigneeId: null, assigneeName: null },
    ]);
  });
});

describe('POST /documents', () => {
  it('stores a PDF or image from staff, mails the student, audits it', async () => {
    const res = await request(t.app.server)
      .post(`${ADMIN_API}/applications/${app.applicationId}/documents`)
      .set('Authorization', staff.authorization)
      .attach('file', pdf(), { filename: 'JW202 <form>.pdf', contentType: 'application/pdf' })
      .expect(201);
    const { document } = staffDocumentAddedResponseSchema.parse(res.body);
    expect(document).toMatchObject({ originalName: 'JW202 <form>.pdf', mimeType: 'application/pdf' });
    const row = await t.app.prisma.applicationFile.findUniqueOrThrow({ where: { id: document.id } });
    expect(row).toMatchObject({ source: 'staff', listName: 'staffDocuments', position: 0 });
    const mail = await smtp.waitFor((m) => m.to.includes(app.user.email) && m.text.includes('JW202 <form>.pdf'));
    expect(mail.subject).toBe('A new document is waiting in your dashboard');
    expect(mail.html).toContain('JW202 &lt;form&gt;.pdf');
    expect(await auditOf('application.document', document.id)).toHaveLength(1);

    const second = await request(t.app.server)
      .post(`${ADMIN_API}/applications/${app.applicationId}/documents`)
      .set('Authorization', staff.authorization)
      .attach('file', jpeg(), { filename: 'receipt.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect(
      await t.app.prisma.applicationFile.findUniqueOrThrow({ where: { id: second.body.document.id } }),
    ).toMatchObject({ position: 1, mimeType: 'image/jpeg' });
  });

  it('refuses a DOCX, no file, a file under another name, and JSON; stores nothing', async () => {
    const before = await t.app.prisma.applicationFile.count();
    const post = () =>
      request(t.app.server)
        .post(`${ADMIN_API}/applications/${app.applicationId}/documents`)
        .set('Authorization', staff.authorization);
    const typed = await post()
      .attach('file', docx(), { filename: 'letter.pdf', contentType: 'application/pdf' })
      .expect(422);
    expect(typed.body.code).toBe('FILE_TYPE_REFUSED');
    await post().field('title', 'nothing').expect(422);
    await post().attach('letter', pdf(), { filename: 'a.pdf', contentType: 'application/pdf' }).expect(422);
    await post().send({ file: 'x' }).expect(415);
    expect(await t.app.prisma.applicationFile.count()).toBe(before);
  });
});
