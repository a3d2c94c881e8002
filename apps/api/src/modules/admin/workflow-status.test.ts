import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  DEADLINE_REQUIRED_MESSAGE,
  STUDENT_STATUS_LABELS,
  canTransition,
  illegalTransitionMessage,
  statusChangedResponseSchema,
  type ApplicationStatus,
} from '@studychina/contracts';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';

// POST /admin/applications/:id/status over the whole graph (docs/product.md#back-office-statuses-and-workflow).
const { t, smtp } = useBackOfficeApp();
let staff: Awaited<ReturnType<typeof createStaff>>;
let app: Awaited<ReturnType<typeof createSubmittedApplication>>;
beforeAll(async () => {
  staff = await createStaff(t.app);
  app = await createSubmittedApplication(t.app, 'Graph');
});

const FUTURE_DAY = '2999-12-31';
let counter = 0;
const postStatus = (id: string, body: Record<string, unknown>, authorization = staff.authorization) =>
  request(t.app.server).post(`${ADMIN_API}/applications/${id}/status`).set('Authorization', authorization).send(body);
const setStatus = (id: string, status: ApplicationStatus) =>
  t.app.prisma.application.update({ where: { id }, data: { status } });

const pairs = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));

describe('the whole graph, as staff', () => {
  it.each(pairs)('%s -> %s', async (from, to) => {
    await setStatus(app.applicationId, from);
    const message = `Message ${(counter += 1)} for <b>you</b> & yours`;
    const note = `internal ${counter}`;
    const res = await postStatus(app.applicationId, { status: to, message, note, deadline: FUTURE_DAY });
    if (!canTransition(from, to, 'staff')) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        code: 'ILLEGAL_TRANSITION',
        message: illegalTransitionMessage(from, to),
      });
      expect(await t.app.prisma.application.findUniqueOrThrow({ where: { id: app.applicationId } })).toMatchObject({
        status: from,
      });
      expect(await t.app.prisma.applicationEvent.count({ where: { message } })).toBe(0);
      return;
    }
    expect(res.status).toBe(200);
    expect(statusChangedResponseSchema.parse(res.body).application).toMatchObject({
      id: app.applicationId,
      status: to,
    });
    const event = await t.app.prisma.applicationEvent.findFirstOrThrow({ where: { message } });
    expect(event).toMatchObject({ fromStatus: from, toStatus: to, actorId: staff.user.id, note });
    expect(event.deadline).toEqual(to === 'action_required' ? new Date(`${FUTURE_DAY}T23:59:59.999Z`) : null);
    const audit = await t.app.prisma.auditLog.findFirstOrThrow({
      where: {
        action: 'application.status',
        targetId: app.applicationId,
        meta: { path: ['eventId'], equals: event.id },
      },
    });
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      targetType: 'application',
      applicationId: app.applicationId,
    });
    expect(audit.requestId).not.toBe('');
    // The student's mail: the new status and the message, escaped in HTML; never the internal note.
    const mail = await smtp.waitFor((m) => m.to.includes(app.user.email) && m.text.includes(message));
    expect(mail.subject).toBe(`Your application: ${STUDENT_STATUS_LABELS[to]}`);
    expect(mail.text).toContain(STUDENT_STATUS_LABELS[to]);
    expect(mail.html).toContain('Message ' + counter + ' for &lt;b&gt;you&lt;/b&gt; &amp; yours');
    expect(mail.text + mail.html).not.toContain(note);
    if (to === 'action_required') expect(mail.text).toContain('by 31 December 2999.');
  });

  it("withdrawn is the student's: staff are refused from every status", async () => {
    for (const from of APPLICATION_STATUSES) {
      await setStatus(app.applicationId, from);
      const res = await postStatus(app.applicationId, { status: 'withdrawn', message: 'x' }).expect(409);
      expect(res.body.code).toBe('ILLEGAL_TRANSITION');
    }
  });
});

describe('the request body', () => {
  it('action_required needs a deadline (422 on deadline), in the future', async () => {
    await setStatus(app.applicationId, 'under_review');
    const res = await postStatus(app.applicationId, { status: 'action_required', message: 'Fix it' }).expect(422);
    expect(res.body.errors.deadline).toEqual([DEADLINE_REQUIRED_MESSAGE]);
    const past = await postStatus(app.applicationId, {
      status: 'action_required',
      message: 'Fix it',
      deadline: '2000-01-01',
    }).expect(422);
    expect(past.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(past.body.errors)).toEqual(['deadline']);
  });

  it('a message for the student is required; an unknown status is a 422', async () => {
    await setStatus(app.applicationId, 'submitted');
    await postStatus(app.applicationId, { status: 'under_review', message: '  ' }).expect(422);
    await postStatus(app.applicationId, { status: 'lost', message: 'x' }).expect(422);
  });

  it('an unknown or malformed application id is a 404', async () => {
    await postStatus('00000000-0000-4000-8000-000000000000', { status: 'under_review', message: 'x' }).expect(404);
    await postStatus('not-an-id', { status: 'under_review', message: 'x' }).expect(404);
  });
});

describe('DOCUMENTS_OUTSTANDING', () => {
  it('refuses forwarded and admitted while a rejected document is unreplaced, or a required list is empty', async () => {
    const other = await createSubmittedApplication(t.app, 'Docs');
    const photo = await t.app.prisma.applicationFile.findFirstOrThrow({
      where: { applicationId: other.applicationId, listName: 'passportphoto' },
    });
    await t.app.prisma.applicationFile.update({
      where: { id: photo.id },
      data: { reviewDecision: 'rejected', reviewReason: 'Blurred', reviewedAt: new Date() },
    });
    for (const [from, to] of [
      ['under_review', 'forwarded_to_university'],
      ['forwarded_to_university', 'admitted'],
    ] as const) {
      await setStatus(other.applicationId, from);
      const res = await postStatus(other.applicationId, { status: to, message: 'Next step' }).expect(409);
      // Each outstanding document is named, in the message and in `errors` under its list.
      expect(res.body).toEqual({
        success: false,
        code: 'DOCUMENTS_OUTSTANDING',
        message: `Documents still outstanding: Passport Photo "${photo.originalName}" (rejected, not replaced yet).`,
        errors: { passportphoto: [`Passport Photo "${photo.originalName}" (rejected, not replaced yet)`] },
      });
    }
    // Rejecting stays possible, and accepting the photo lifts the block.
    await t.app.prisma.applicationFile.update({ where: { id: photo.id }, data: { reviewDecision: 'accepted' } });
    await setStatus(other.applicationId, 'under_review');
    await postStatus(other.applicationId, { status: 'forwarded_to_university', message: 'Sent' }).expect(200);

    // A required list without any current file (the signature marked replaced, nothing in its place).
    await t.app.prisma.applicationFile.updateMany({
      where: { applicationId: other.applicationId, listName: 'applicantSignature' },
      data: { replacedAt: new Date() },
    });
    const res = await postStatus(other.applicationId, { status: 'admitted', message: 'Welcome' }).expect(409);
    expect(res.body).toMatchObject({
      code: 'DOCUMENTS_OUTSTANDING',
      message: 'Documents still outstanding: Applicant Signature (required, no file yet).',
      errors: { applicantSignature: ['Applicant Signature (required, no file yet)'] },
    });
  });
});

describe('mail', () => {
  it('action_required lists every rejected document with its reason, and the deadline', async () => {
    const other = await createSubmittedApplication(t.app, 'Mailed');
    const files = await t.app.prisma.applicationFile.findMany({ where: { applicationId: other.applicationId } });
    const photo = files.find((f) => f.listName === 'passportphoto')!;
    const signature = files.find((f) => f.listName === 'applicantSignature')!;
    for (const [file, reason] of [
      [photo, 'The photo is <blurred>'],
      [signature, 'Unsigned'],
    ] as const) {
      await request(t.app.server)
        .post(`${ADMIN_API}/applications/${other.applicationId}/files/${file.id}/review`)
        .set('Authorization', staff.authorization)
        .send({ decision: 'rejected', reason })
        .expect(200);
    }
    await setStatus(other.applicationId, 'under_review');
    await postStatus(other.applicationId, {
      status: 'action_required',
      message: 'Please fix two documents.',
      deadline: '2999-06-30',
    }).expect(200);
    const mail = await smtp.waitFor((m) => m.to.includes(other.user.email) && m.subject.includes('Action required'));
    expect(mail.text).toContain('Please fix two documents.');
    expect(mail.text).toContain(`Passport Photo (${photo.originalName}): The photo is <blurred>`);
    expect(mail.text).toContain(`(${signature.originalName}): Unsigned`);
    expect(mail.text).toContain('by 30 June 2999.');
    expect(mail.html).toContain('The photo is &lt;blurred&gt;');
    expect(mail.html).not.toContain('<blurred>');
  });

  it('a mail failure never undoes the change', async () => {
    const other = await createSubmittedApplication(t.app, 'Offline');
    await smtp.stop();
    try {
      await postStatus(other.applicationId, { status: 'under_review', message: 'Looking at it' }).expect(200);
    } finally {
      await smtp.start();
    }
    expect(await t.app.prisma.application.findUniqueOrThrow({ where: { id: other.applicationId } })).toMatchObject({
      status: 'under_review',
    });
  });
});
