import { createHash } from 'node:crypto';
import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  NOTHING_TO_REPLACE_MESSAGE,
  RESUBMITTED_EVENT_MESSAGE,
  SUBMITTED_EVENT_MESSAGE,
  applicationsListResponseSchema,
  filesReplacedResponseSchema,
  studentApplicationResponseSchema,
} from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';
import { jpeg, pdf, png } from '../../test/fixture-files.js';

// The student's side after submitting (docs/product.md#the-students-application-after-submitting).
const { t, smtp } = useBackOfficeApp();
const USER_API = '/api/v1/user';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const get = (path: string, authorization: string) =>
  request(t.app.server).get(`${USER_API}${path}`).set('Authorization', authorization);
const post = (path: string, authorization: string) =>
  request(t.app.server).post(`${USER_API}${path}`).set('Authorization', authorization);
const staffPost = (path: string, authorization: string, body: object) =>
  request(t.app.server).post(`${ADMIN_API}${path}`).set('Authorization', authorization).send(body);
const detailOf = (res: Response) => studentApplicationResponseSchema.strict().parse(res.body).application;

describe('the correction cycle, end to end over HTTP', () => {
  it('reject the photo → action_required → the student replaces it and resubmits → accepted → forwarded → admitted with a letter', async () => {
    const student = await createSubmittedApplication(t.app, 'Cycle');
    const staff = await createStaff(t.app);
    const id = student.applicationId;
    const before = detailOf(await get(`/applications/${id}`, student.authorization).expect(200));
    const photo = before.files.find((f) => f.listName === 'passportphoto')!;

    // Staff: review every file (photo rejected), take it up, ask for corrections with a deadline.
    for (const file of before.files) {
      const rejected = file.id === photo.id;
      await staffPost(`/applications/${id}/files/${file.id}/review`, staff.authorization, {
        decision: rejected ? 'rejected' : 'accepted',
        ...(rejected && { reason: 'The photo is blurred: please send a sharp one.' }),
      }).expect(200);
    }
    await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'under_review',
      message: 'We are reviewing your application.',
    }).expect(200);
    await staffPost(`/applications/${id}/notes`, staff.authorization, { text: 'SECRET internal remark' }).expect(201);
    await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'action_required',
      message: 'Please replace your passport photo.',
      note: 'SECRET event note',
      deadline: '2999-01-31',
    }).expect(200);
    const mail = await smtp.waitFor((m) => m.to.includes(student.user.email) && m.subject.includes('Action required'));
    expect(mail.text).toContain('The photo is blurred: please send a sharp one.');

    // The student reads the reason, the status and the deadline; never the notes.
    const waiting = await get(`/applications/${id}`, student.authorization).expect(200);
    expect(JSON.stringify(waiting.body)).not.toContain('SECRET');
    const asked = detailOf(waiting);
    expect(asked.status).toBe('action_required');
    expect(asked.deadline).toBe('2999-01-31T23:59:59.999Z');
    expect(asked.files.find((f) => f.id === photo.id)!.review).toMatchObject({
      decision: 'rejected',
      reason: 'The photo is blurred: please send a sharp one.',
    });
    // Our text of the student's own action comes with its key, for the page to show by key; staff's words without.
    expect(asked.events.map((e) => [e.toStatus, e.messageKey, e.message])).toEqual([
      ['submitted', 'studentPages.events.SUBMITTED', SUBMITTED_EVENT_MESSAGE],
      ['under_review', null, 'We are reviewing your application.'],
      ['action_required', null, 'Please replace your passport photo.'],
    ]);
    // The dashboard's card needs no second request: the list carries the message, the deadline and what to do.
    const listed = applicationsListResponseSchema
      .strict()
      .parse((await get('/applications', student.authorization).expect(200)).body);
    expect(listed.applications.find((a) => a.id === id)).toMatchObject({
      status: 'action_required',
      deadline: '2999-01-31T23:59:59.999Z',
      lastMessage: 'Please replace your passport photo.',
      lastMessageKey: null,
      documentsToReplace: 1,
      documentsFromStaff: 0,
      statusChanges: [
        { fromStatus: null, toStatus: 'submitted' },
        { fromStatus: 'submitted', toStatus: 'under_review' },
        { fromStatus: 'under_review', toStatus: 'action_required' },
      ],
    });
    expect(JSON.stringify(listed)).not.toContain('SECRET');

    // Resubmitting before replacing is refused.
    const early = await post(`/applications/${id}/resubmit`, student.authorization).expect(409);
    expect(early.body).toEqual({
      success: false,
      code: 'DOCUMENTS_OUTSTANDING',
      message: `Documents still outstanding: Passport Photo "${photo.originalName}" (rejected, not replaced yet).`,
      errors: { passportphoto: [`Passport Photo "${photo.originalName}" (rejected, not replaced yet)`] },
    });

    // The replacement: same list, same position, the old file kept and marked replaced.
    const sharp = png([10, 200, 10]);
    const replaced = await post(`/applications/${id}/files`, student.authorization)
      .attach('passportphoto[0]', sharp, { filename: 'sharp.png', contentType: 'image/png' })
      .expect(201);
    const [newPhoto] = filesReplacedResponseSchema.parse(replaced.body).files;
    expect(newPhoto).toMatchObject({ listName: 'passportphoto', position: 0, replaces: photo.id, review: null });
    const old = await t.app.prisma.applicationFile.findUniqueOrThrow({ where: { id: photo.id } });
    expect(old.replacedAt).not.toBeNull();
    const newBytes = await binary(get(`/applications/${id}/files/${newPhoto!.id}`, student.authorization)).expect(200);
    expect(sha256(newBytes.body as Buffer)).toBe(sha256(sharp));

    // Nothing rejected is left in the list: a second replacement is refused.
    const again = await post(`/applications/${id}/files`, student.authorization)
      .attach('passportphoto[0]', jpeg(), { filename: 'again.jpg', contentType: 'image/jpeg' })
      .expect(409);
    expect(again.body.message).toBe(NOTHING_TO_REPLACE_MESSAGE);

    const resubmitted = await post(`/applications/${id}/resubmit`, student.authorization).expect(200);
    expect(resubmitted.body.application.status).toBe('under_review');
    const listedAfter = applicationsListResponseSchema.parse((await get('/applications', student.authorization)).body);
    expect(listedAfter.applications.find((a) => a.id === id)).toMatchObject({
      lastMessage: RESUBMITTED_EVENT_MESSAGE,
      lastMessageKey: 'studentPages.events.RESUBMITTED',
    });
    // Nobody is assigned: the inbox hears of it.
    await smtp.waitFor((m) => m.to.includes(t.config.CONTACT_INBOX) && m.text.includes(id));

    // Staff accept the new photo, forward, admit, and attach the admission letter.
    await staffPost(`/applications/${id}/files/${newPhoto!.id}/review`, staff.authorization, {
      decision: 'accepted',
    }).expect(200);
    await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'forwarded_to_university',
      message: 'Sent to the university.',
    }).expect(200);
    await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'admitted',
      message: 'Congratulations!',
    }).expect(200);
    const letter = pdf();
    const added = await request(t.app.server)
      .post(`${ADMIN_API}/applications/${id}/documents`)
      .set('Authorization', staff.authorization)
      .attach('file', letter, { filename: 'Admission letter.pdf', contentType: 'application/pdf' })
      .expect(201);
    await smtp.waitFor((m) => m.to.includes(student.user.email) && /new document is waiting/i.test(m.subject));

    // The student sees the outcome and downloads the letter, byte for byte, locked down.
    const done = detailOf(await get(`/applications/${id}`, student.authorization).expect(200));
    expect(done.status).toBe('admitted');
    expect(done.events.map((e) => e.toStatus)).toEqual([
      'submitted',
      'under_review',
      'action_required',
      'under_review',
      'forwarded_to_university',
      'admitted',
    ]);
    expect(done.documentsFromStaff).toEqual([expect.objectContaining({ id: added.body.document.id })]);
    const download = await binary(
      get(`/applications/${id}/files/${added.body.document.id}?download=1`, student.authorization),
    ).expect(200);
    expect(sha256(download.body as Buffer)).toBe(sha256(letter));
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Admission letter.pdf"; filename*=UTF-8''Admission%20letter.pdf`,
    );
    const inline = await binary(get(`/applications/${id}/files/${added.body.document.id}`, student.authorization));
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);

    // The list of applications shows the new status.
    const list = applicationsListResponseSchema.parse((await get('/applications', student.authorization)).body);
    expect(list.applications.find((a) => a.id === id)).toMatchObject({
      status: 'admitted',
      deadline: null,
      lastMessage: 'Congratulations!',
      documentsToReplace: 0,
      documentsFromStaff: 1,
    });
  }, 120_000);
});

describe('IDOR: another user gets 404, never 403', () => {
  it("student B cannot read A's application, files (even with a guessed file id), replace, resubmit or withdraw", async () => {
    const a = await createSubmittedApplication(t.app, 'Owner');
    const b = await createApplicant(t.app, 'Other');
    const bOwn = await createSubmittedApplication(t.app, 'OtherOwn');
    const aFile = await t.app.prisma.applicationFile.findFirstOrThrow({ where: { applicationId: a.applicationId } });
    const notFound = { success: false, code: 'NOT_FOUND', message: 'Not found' };
    for (const who of [b.authorization, bOwn.authorization]) {
      expect((await get(`/applications/${a.applicationId}`, who).expect(404)).body).toEqual(notFound);
      expect((await get(`/applications/${a.applicationId}/files/${aFile.id}`, who).expect(404)).body).toEqual(notFound);
      await post(`/applications/${a.applicationId}/resubmit`, who).expect(404);
      await post(`/applications/${a.applicationId}/withdraw`, who).expect(404);
      await post(`/applications/${a.applicationId}/files`, who)
        .attach('passportphoto[0]', jpeg(), { filename: 'x.jpg', contentType: 'image/jpeg' })
        .expect(404);
    }
    // A's file id under B's own application: still 404 (the file must belong to that application).
    await get(`/applications/${bOwn.applicationId}/files/${aFile.id}`, bOwn.authorization).expect(404);
    // Malformed and unknown ids alike.
    await get('/applications/not-a-uuid', b.authorization).expect(404);
    await get(`/applications/${a.applicationId}/files/not-a-uuid`, a.authorization).expect(404);
    await get(`/applications/${a.applicationId}/files/00000000-0000-4000-8000-000000000000`, a.authorization).expect(
      404,
    );
    expect(await t.app.prisma.application.findUniqueOrThrow({ where: { id: a.applicationId } })).toMatchObject({
      status: 'submitted',
    });
  });

  it('no token → 401 on every route of the student side', async () => {
    const a = await createSubmittedApplication(t.app, 'Anon');
    for (const res of [
      await request(t.app.server).get(`${USER_API}/applications/${a.applicationId}`),
      await request(t.app.server).get(`${USER_API}/applications/${a.applicationId}/files/x`),
      await request(t.app.server).post(`${USER_API}/applications/${a.applicationId}/files`),
      await request(t.app.server).post(`${USER_API}/applications/${a.applicationId}/resubmit`),
      await request(t.app.server).post(`${USER_API}/applications/${a.applicationId}/withdraw`),
    ])
      expect(res.status).toBe(401);
  });
});

describe('withdraw and resubmit by status', () => {
  it.each([
    ['submitted', true],
    ['under_review', true],
    ['action_required', true],
    ['forwarded_to_university', true],
    ['admitted', false],
    ['rejected', false],
    ['withdrawn', false],
  ] as const)('withdraw from %s: %s', async (from, allowed) => {
    const a = await createSubmittedApplication(t.app, 'Quit');
    await t.app.prisma.application.update({ where: { id: a.applicationId }, data: { status: from } });
    const res = await post(`/applications/${a.applicationId}/withdraw`, a.authorization);
    if (!allowed) return expect(res.body.code).toBe('ILLEGAL_TRANSITION');
    expect(res.status).toBe(200);
    expect(res.body.application.status).toBe('withdrawn');
    const mail = await smtp.waitFor((m) => m.to.includes(a.user.email) && m.subject.includes('Withdrawn'));
    expect(mail.text).toContain('You withdrew your application.');
  });

  it('resubmit mails the assigned staff member rather than the inbox', async () => {
    const a = await createSubmittedApplication(t.app, 'Assigned');
    const staff = await createStaff(t.app, 'staff', 'Owner');
    await t.app.prisma.application.update({
      where: { id: a.applicationId },
      data: { status: 'action_required', assigneeId: staff.user.id },
    });
    await post(`/applications/${a.applicationId}/resubmit`, a.authorization).expect(200);
    const mail = await smtp.waitFor((m) => m.to.includes(staff.user.email));
    expect(mail.subject).toBe('Corrections received: Ada Obi');
    expect(mail.text).toContain(a.applicationId);
    expect(smtp.to(t.config.CONTACT_INBOX).some((m) => m.text.includes(a.applicationId))).toBe(false);
  });

  it('resubmit is refused outside action_required', async () => {
    const a = await createSubmittedApplication(t.app, 'Early');
    for (const from of ['submitted', 'under_review', 'admitted'] as const) {
      await t.app.prisma.application.update({ where: { id: a.applicationId }, data: { status: from } });
      const res = await post(`/applications/${a.applicationId}/resubmit`, a.authorization).expect(409);
      expect(res.body.code).toBe('ILLEGAL_TRANSITION');
    }
  });
});

describe('replacing files: the same checks as /apply', () => {
  const setUp = async () => {
    const a = await createSubmittedApplication(t.app, 'Fix');
    await t.app.prisma.application.update({ where: { id: a.applicationId }, data: { status: 'action_required' } });
    await t.app.prisma.applicationFile.updateMany({
      where: { applicationId: a.applicationId, listName: { in: ['passportphoto', 'applicantSignature'] } },
      data: { reviewDecision: 'rejected', reviewReason: 'Redo', reviewedAt: new Date() },
    });
    return a;
  };

  it('refuses a file whose bytes are not of its list, two lists at once, an unknown field, and no file', async () => {
    const a = await setUp();
    const url = `/applications/${a.applicationId}/files`;
    const typed = await post(url, a.authorization)
      .attach('passportphoto[0]', pdf(), { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(422);
    expect(typed.body.code).toBe('FILE_TYPE_REFUSED');
    const two = await post(url, a.authorization)
      .attach('passportphoto[0]', jpeg(), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .attach('applicantSignature[0]', png(), { filename: 'b.png', contentType: 'image/png' })
      .expect(422);
    expect(two.body.code).toBe('VALIDATION_FAILED');
    await post(url, a.authorization)
      .attach('nonsense[0]', jpeg(), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(422);
    await post(url, a.authorization).field('note', 'no file').expect(422);
    await post(url, a.authorization).send({ json: true }).expect(415);
    // Two files for the one rejected photo: too many.
    await post(url, a.authorization)
      .attach('passportphoto[0]', jpeg(), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .attach('passportphoto[1]', jpeg(), { filename: 'b.jpg', contentType: 'image/jpeg' })
      .expect(422);
    // A list without a rejected file.
    await post(url, a.authorization)
      .attach('sponsorSignature[0]', png(), { filename: 's.png', contentType: 'image/png' })
      .expect(409);
    // Nothing was stored by any of these.
    expect(await t.app.prisma.applicationFile.count({ where: { applicationId: a.applicationId } })).toBe(3);
  });

  it('is only possible while the application waits for corrections', async () => {
    const a = await setUp();
    await t.app.prisma.application.update({ where: { id: a.applicationId }, data: { status: 'under_review' } });
    await post(`/applications/${a.applicationId}/files`, a.authorization)
      .attach('passportphoto[0]', jpeg(), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(409);
  });

  it('over the per-file limit → 413, nothing stored', async () => {
    const a = await setUp();
    const big = Buffer.concat([jpeg(), Buffer.alloc(t.app.uploadLimits.fileBytes + 1)]);
    const res = await post(`/applications/${a.applicationId}/files`, a.authorization)
      .attach('passportphoto[0]', big, { filename: 'huge.jpg', contentType: 'image/jpeg' })
      .catch((error: { response?: Response }) => error.response!);
    expect(res.status).toBe(413);
    expect(await t.app.prisma.applicationFile.count({ where: { applicationId: a.applicationId } })).toBe(3);
  });
});
