import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  STAFF_UPLOAD_CLOSED_MESSAGE,
  STORED_FILE_LISTS,
  staffFilesAddedResponseSchema,
  studentApplicationResponseSchema,
} from '@studychina/contracts';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';
import { docx, jpeg, pdf } from '../../test/fixture-files.js';

// Staff upload a document on the student's behalf (docs/product.md#document-requests).
const { t } = useBackOfficeApp();

const upload = (id: string, authorization: string) =>
  request(t.app.server).post(`${ADMIN_API}/applications/${id}/files`).set('Authorization', authorization);
const staffPost = (path: string, authorization: string, body: object) =>
  request(t.app.server).post(`${ADMIN_API}${path}`).set('Authorization', authorization).send(body);
const studentView = async (id: string, authorization: string) =>
  studentApplicationResponseSchema.parse(
    (await request(t.app.server).get(`/api/v1/user/applications/${id}`).set('Authorization', authorization)).body,
  ).application;

describe('POST /admin/applications/:id/files', () => {
  it('answers an open request for the student: marked with who uploaded it, audited, shown to the student', async () => {
    const student = await createSubmittedApplication(t.app, 'Behalf');
    const staff = await createStaff(t.app, 'staff', 'Chen');
    const id = student.applicationId;
    await staffPost(`/applications/${id}/status`, staff.authorization, { status: 'under_review', message: 'x' });
    await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'action_required',
      message: 'Please send your passport data page.',
      deadline: '2999-01-01',
      requests: [{ listName: 'passportScan' }],
    }).expect(200);

    const res = await upload(id, staff.authorization)
      .attach('passportScan[0]', pdf(), { filename: 'sent-by-whatsapp.pdf', contentType: 'application/pdf' })
      .expect(201);
    const [file] = staffFilesAddedResponseSchema.strict().parse(res.body).files;
    expect(file).toMatchObject({
      listName: 'passportScan',
      originalName: 'sent-by-whatsapp.pdf',
      uploadedBy: { id: staff.user.id, firstname: 'Chen' },
      review: null,
    });
    const audit = await t.app.prisma.auditLog.findFirstOrThrow({
      where: { action: 'file.upload', targetId: file!.id },
    });
    expect(audit).toMatchObject({ actorId: staff.user.id, targetType: 'file', applicationId: id });
    expect(audit.meta).toMatchObject({ listName: 'passportScan', originalName: 'sent-by-whatsapp.pdf' });

    // The student sees it as added by our team (never who), and the request answered: corrections can go.
    const seen = await studentView(id, student.authorization);
    expect(seen.files.find((f) => f.id === file!.id)).toMatchObject({ uploadedByStaff: true });
    expect(JSON.stringify(seen)).not.toContain(staff.user.id);
    expect(seen.requests).toEqual([expect.objectContaining({ state: 'fulfilled' })]);
    const request_ = await t.app.prisma.documentRequest.findFirstOrThrow({ where: { applicationId: id } });
    expect(request_.fulfilledById).toBe(staff.user.id);
    await request(t.app.server)
      .post(`/api/v1/user/applications/${id}/resubmit`)
      .set('Authorization', student.authorization)
      .expect(200);
  });

  it('replaces a rejected file, adds to a list without any request, and refuses what the student would be refused', async () => {
    const student = await createSubmittedApplication(t.app, 'Helped');
    const staff = await createStaff(t.app);
    const id = student.applicationId;
    const photo = await t.app.prisma.applicationFile.findFirstOrThrow({
      where: { applicationId: id, listName: 'passportphoto' },
    });
    await staffPost(`/applications/${id}/files/${photo.id}/review`, staff.authorization, {
      decision: 'rejected',
      reason: 'Blurred',
    }).expect(200);

    const replaced = await upload(id, staff.authorization)
      .attach('passportphoto[0]', jpeg(), { filename: 'sharp.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect(staffFilesAddedResponseSchema.parse(replaced.body).files[0]).toMatchObject({
      replaces: photo.id,
      position: photo.position,
    });
    const added = await upload(id, staff.authorization)
      .attach('bankStatement[0]', pdf(), { filename: 'bank.pdf', contentType: 'application/pdf' })
      .attach('bankStatement[1]', pdf(), { filename: 'bank-2.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(staffFilesAddedResponseSchema.parse(added.body).files.map((f) => [f.listName, f.position])).toEqual([
      ['bankStatement', 0],
      ['bankStatement', 1],
    ]);

    // The bytes decide, as for the student; two lists at once, nothing at all, a closed application: refused.
    const word = await upload(id, staff.authorization)
      .attach('transcripts[0]', docx(), { filename: 'marks.docx', contentType: 'application/msword' })
      .expect(422);
    expect(word.body.code).toBe('FILE_TYPE_REFUSED');
    await upload(id, staff.authorization)
      .attach('transcripts[0]', pdf(), { filename: 'a.pdf', contentType: 'application/pdf' })
      .attach('certificates[0]', pdf(), { filename: 'b.pdf', contentType: 'application/pdf' })
      .expect(422);
    await upload(id, staff.authorization).field('requestId', 'x').expect(422);
    await t.app.prisma.application.update({ where: { id }, data: { status: 'admitted' } });
    const closed = await upload(id, staff.authorization)
      .attach('transcripts[0]', pdf(), { filename: 'late.pdf', contentType: 'application/pdf' })
      .expect(409);
    expect(closed.body.message).toBe(STAFF_UPLOAD_CLOSED_MESSAGE);
    expect(await t.app.prisma.auditLog.count({ where: { action: 'file.upload', applicationId: id } })).toBe(3);

    // Staff only; an unknown application is 404.
    await upload(id, student.authorization)
      .attach('transcripts[0]', pdf(), { filename: 'a.pdf', contentType: 'application/pdf' })
      .expect(403);
    await upload('00000000-0000-4000-8000-000000000000', staff.authorization)
      .attach('transcripts[0]', pdf(), { filename: 'a.pdf', contentType: 'application/pdf' })
      .expect(404);
  });
});

describe('a document in a list the viewer does not know cannot exist', () => {
  it('the database refuses any list but the known ones, and a request naming both or neither', async () => {
    const student = await createSubmittedApplication(t.app, 'Lists');
    const applicationId = student.applicationId;
    const row = (listName: string, i: number) => ({
      applicationId,
      listName,
      position: 10 + i,
      originalName: 'x.pdf',
      storageKey: `check-${applicationId}-${listName}-${i}`,
      size: 1,
      mimeType: 'application/pdf',
      sha256: '0'.repeat(64),
    });
    // Every list the contracts name is accepted (a list added without its migration fails here).
    for (const [i, list] of STORED_FILE_LISTS.entries())
      await t.app.prisma.applicationFile.create({ data: row(list, i) });
    await expect(t.app.prisma.applicationFile.create({ data: row('passport', 99) })).rejects.toThrow(
      /ApplicationFile_listName_known/,
    );

    const event = await t.app.prisma.applicationEvent.findFirstOrThrow({ where: { applicationId } });
    const ask = (data: { listName?: string; name?: string }) =>
      t.app.prisma.documentRequest.create({ data: { applicationId, eventId: event.id, ...data } });
    await expect(ask({ listName: 'passportScan', name: 'Both' })).rejects.toThrow(/DocumentRequest_list_or_name/);
    await expect(ask({})).rejects.toThrow(/DocumentRequest_list_or_name/);
    await expect(ask({ listName: 'staffDocuments' })).rejects.toThrow(/DocumentRequest_listName_known/);
  });
});
