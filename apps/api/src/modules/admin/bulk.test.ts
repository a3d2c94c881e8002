import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ASSIGNEE_INVALID_MESSAGE,
  BULK_MAX_IDS,
  STUDENT_STATUS_LABELS,
  assignedToColleagueMessage,
  assignmentChangedMessage,
  bulkResponseSchema,
  illegalTransitionMessage,
} from '@studychina/contracts';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';

// POST /admin/applications/bulk and the take-over warning (docs/product.md#back-office-queue-files-exports-and-audit).
const { t, smtp } = useBackOfficeApp();
let staff: Awaited<ReturnType<typeof createStaff>>;
let colleague: Awaited<ReturnType<typeof createStaff>>;
let apps: Array<Awaited<ReturnType<typeof createSubmittedApplication>>>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  staff = await createStaff(t.app, 'staff', 'Sam');
  colleague = await createStaff(t.app, 'staff', 'Chioma');
  apps = [];
  for (const name of ['Bulk', 'Bola', 'Binta', 'Bisi']) apps.push(await createSubmittedApplication(t.app, name));
});

const bulk = (body: object, authorization = staff.authorization) =>
  request(t.app.server).post(`${ADMIN_API}/applications/bulk`).set('Authorization', authorization).send(body);
const row = (i: number) => t.app.prisma.application.findUniqueOrThrow({ where: { id: apps[i]!.applicationId } });
const idOf = (i: number) => apps[i]!.applicationId;

describe('bulk status change', () => {
  it('moves each application it can, reports the others, and mails and audits each change as a single one', async () => {
    await t.app.prisma.application.update({ where: { id: idOf(2) }, data: { status: 'admitted' } });
    const message = 'Your file is complete; we are reviewing it.';
    const res = await bulk({
      ids: [idOf(0), idOf(1), idOf(2), UNKNOWN, 'not-an-id'],
      status: 'under_review',
      message,
      note: 'batch of Monday',
    }).expect(200);
    const answer = bulkResponseSchema.parse(res.body);
    expect(answer.message).toBe('2 of 5 applications changed.');
    expect(answer.results).toEqual([
      { id: idOf(0), ok: true },
      { id: idOf(1), ok: true },
      {
        id: idOf(2),
        ok: false,
        code: 'ILLEGAL_TRANSITION',
        message: illegalTransitionMessage('admitted', 'under_review'),
      },
      { id: UNKNOWN, ok: false, code: 'NOT_FOUND', message: 'Not found' },
      { id: 'not-an-id', ok: false, code: 'NOT_FOUND', message: 'Not found' },
    ]);
    expect((await row(0)).status).toBe('under_review');
    expect((await row(1)).status).toBe('under_review');
    expect((await row(2)).status).toBe('admitted');
    for (const i of [0, 1]) {
      const mail = await smtp.waitFor((m) => m.to.includes(apps[i]!.user.email) && m.text.includes(message));
      expect(mail.subject).toBe(`Your application: ${STUDENT_STATUS_LABELS.under_review}`);
      const event = await t.app.prisma.applicationEvent.findFirstOrThrow({
        where: { applicationId: idOf(i), message },
      });
      expect(event).toMatchObject({ actorId: staff.user.id, note: 'batch of Monday', toStatus: 'under_review' });
      expect(
        await t.app.prisma.auditLog.count({
          where: { action: 'application.status', targetId: idOf(i), actorId: staff.user.id },
        }),
      ).toBe(1);
    }
    expect(await t.app.prisma.auditLog.count({ where: { action: 'application.status', targetId: idOf(2) } })).toBe(0);
  });

  it('asks for corrections with one deadline for all', async () => {
    const res = await bulk({
      ids: [idOf(0), idOf(1)],
      status: 'action_required',
      message: 'Please send a signed form.',
      deadline: '2999-01-31',
    }).expect(200);
    expect(bulkResponseSchema.parse(res.body).results.every((r) => r.ok)).toBe(true);
    expect((await row(0)).deadline).toEqual(new Date('2999-01-31T23:59:59.999Z'));
    await t.app.prisma.application.updateMany({
      where: { id: { in: [idOf(0), idOf(1)] } },
      data: { status: 'under_review', deadline: null },
    });
  });
});

describe('bulk assignment', () => {
  it("assigns to me, and takes a colleague's application only when told to", async () => {
    await t.app.prisma.application.update({ where: { id: idOf(1) }, data: { assigneeId: colleague.user.id } });
    await t.app.prisma.application.update({ where: { id: idOf(3) }, data: { assigneeId: staff.user.id } });
    const ids = [idOf(0), idOf(1), idOf(3)];
    const refused = bulkResponseSchema.parse((await bulk({ ids, assign: 'me' }).expect(200)).body);
    expect(refused.results).toEqual([
      { id: idOf(0), ok: true },
      {
        id: idOf(1),
        ok: false,
        code: 'ASSIGNED_TO_COLLEAGUE',
        message: assignedToColleagueMessage(colleague.user),
      },
      { id: idOf(3), ok: true },
    ]);
    expect(refused.results[1]!.message).toContain('Chioma Staff');
    expect((await row(0)).assigneeId).toBe(staff.user.id);
    expect((await row(1)).assigneeId).toBe(colleague.user.id);

    const taken = bulkResponseSchema.parse((await bulk({ ids, assign: 'me', takeOver: true }).expect(200)).body);
    expect(taken.results.every((r) => r.ok)).toBe(true);
    expect((await row(1)).assigneeId).toBe(staff.user.id);
    expect(
      await t.app.prisma.auditLog.count({
        where: { action: 'application.assign', targetId: idOf(1), actorId: staff.user.id },
      }),
    ).toBe(1);

    // Releasing one's own needs no confirmation; giving them to a colleague neither.
    const given = bulkResponseSchema.parse((await bulk({ ids, assign: colleague.user.id }).expect(200)).body);
    expect(given.results.every((r) => r.ok)).toBe(true);
    const freed = bulkResponseSchema.parse(
      (await bulk({ ids: [idOf(0)], assign: null }, colleague.authorization)).body,
    );
    expect(freed.results).toEqual([{ id: idOf(0), ok: true }]);
    expect((await row(0)).assigneeId).toBeNull();
  });

  it('refuses what is wrong for all before changing anything (422)', async () => {
    const before = await t.app.prisma.auditLog.count();
    const tooMany = Array.from({ length: BULK_MAX_IDS + 1 }, () => idOf(0));
    for (const body of [
      { ids: [], assign: 'me' },
      { ids: tooMany, assign: 'me' },
      { ids: [idOf(0)] },
      { ids: [idOf(0)], status: 'under_review' },
      { ids: [idOf(0)], status: 'action_required', message: 'Fix it.' },
      { ids: [idOf(0)], status: 'action_required', message: 'Fix it.', deadline: '2000-01-01' },
      { ids: [idOf(0)], assign: UNKNOWN },
    ]) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await bulk({ ids: [idOf(0)], assign: 'someone' })).body.message).toBe(ASSIGNEE_INVALID_MESSAGE);
    expect(await t.app.prisma.auditLog.count()).toBe(before);
  });

  it('needs a staff token', async () => {
    await request(t.app.server)
      .post(`${ADMIN_API}/applications/bulk`)
      .send({ ids: [idOf(0)], assign: null })
      .expect(401);
    await bulk({ ids: [idOf(0)], assign: null }, apps[0]!.authorization).expect(403);
  });
});

describe('the take-over warning of a single assignment', () => {
  it('refuses with 409 naming the assignee when it is not the one the client showed', async () => {
    await t.app.prisma.application.update({ where: { id: idOf(3) }, data: { assigneeId: colleague.user.id } });
    const assign = (body: object) =>
      request(t.app.server)
        .post(`${ADMIN_API}/applications/${idOf(3)}/assign`)
        .set('Authorization', staff.authorization)
        .send(body);
    const stale = await assign({ staffId: staff.user.id, expectedAssigneeId: null }).expect(409);
    expect(stale.body).toEqual({
      success: false,
      code: 'CONFLICT',
      message: assignmentChangedMessage(colleague.user),
    });
    expect((await row(3)).assigneeId).toBe(colleague.user.id);
    await assign({ staffId: staff.user.id, expectedAssigneeId: colleague.user.id }).expect(200);
    expect((await row(3)).assigneeId).toBe(staff.user.id);
    // Without expectedAssigneeId, as before (clients that do not know of it).
    await assign({ staffId: null }).expect(200);
    expect((await row(3)).assigneeId).toBeNull();
  });
});
