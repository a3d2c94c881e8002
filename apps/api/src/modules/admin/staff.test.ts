import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  CANNOT_DISABLE_SELF_MESSAGE,
  INVITATION_DISABLED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_NOT_PENDING_MESSAGE,
  PASSWORD_SET_MESSAGE,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  STAFF_EMAIL_TAKEN_MESSAGE,
  STAFF_PERMISSIONS_SAVED_MESSAGE,
  staffAccountResponseSchema,
  staffListResponseSchema,
} from '@studychina/contracts';
import { useMailedApp } from '../../test/accounts-kit.js';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';

// Staff accounts (docs/product.md#back-office-staff-accounts): invitation, set-password, list, disable.
const { smtp, clock, t } = useMailedApp();
const PASSWORD = 'staff-pass-1234';
let counter = 0;
const email = (name: string) => `${name}.${(counter += 1)}.${Date.now().toString(36)}@example.com`.toLowerCase();

/** The token of the newest invitation link mailed to `to`, checked present in both parts. */
async function invitationToken(to: string, count = 1): Promise<string> {
  await smtp.waitFor(() => smtp.to(to).length >= count, 20_000);
  const mail = smtp.to(to).at(-1)!;
  const link = /http:\/\/localhost:3000\/set-password\?token=([A-Za-z0-9._%-]+)/.exec(mail.text);
  expect(link, 'a set-password link in the text part').not.toBeNull();
  expect(mail.html).toContain(link![0]);
  return decodeURIComponent(link![1]!);
}

const invite = (authorization: string, body: Record<string, unknown>) =>
  request(t.app.server).post(`${ADMIN_API}/staff`).set('Authorization', authorization).send(body);
const setPassword = (token: string, password = PASSWORD, confirmation = password) =>
  request(t.app.server)
    .post('/api/v1/user/set-password')
    .send({ token, password, password_confirmation: confirmation });
const login = (address: string, password = PASSWORD) =>
  request(t.app.server).post('/api/v1/user/login').send({ email: address, password });

describe('inviting staff', () => {
  it('invitation → mail → set-password → login, with an audit row', async () => {
    const admin = await createStaff(t.app, 'admin');
    const address = email('Grace.Eze');
    const res = await invite(admin.authorization, {
      email: address.toUpperCase(),
      firstname: 'Grace',
      lastname: 'Eze',
      role: 'staff',
    }).expect(201);
    const { staff } = staffAccountResponseSchema.parse(res.body);
    expect(staff).toMatchObject({ email: address, role: 'staff', state: 'invited', disabledAt: null });
    await login(address).expect(401); // no password yet

    const token = await invitationToken(address);
    const stored = await t.app.prisma.oneTimeCode.findFirstOrThrow({
      where: { userId: staff.id, purpose: 'staff_invite' },
    });
    expect(stored.codeHash).not.toContain(token.split('.')[1]); // only a keyed hash at rest
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(72 * 3_600_000);

    await setPassword(token).expect(200, { success: true, message: PASSWORD_SET_MESSAGE });
    const signedIn = await login(address).expect(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    const user = await t.app.prisma.user.findUniqueOrThrow({ where: { id: staff.id } });
    expect(user.emailVerifiedAt).not.toBeNull();

    const audit = await t.app.prisma.auditLog.findMany({ where: { targetId: staff.id } });
    expect(audit).toEqual([
      expect.objectContaining({ action: 'staff.invite', actorId: admin.user.id, targetType: 'user' }),
    ]);
    expect(audit[0]!.requestId).toEqual(res.headers['x-request-id']);

    // The link works once.
    const again = await setPassword(token, 'another-pass-99').expect(400);
    expect(again.body).toEqual({ success: false, code: 'INVITATION_INVALID', message: INVITATION_INVALID_MESSAGE });
    await login(address, 'another-pass-99').expect(401);
  });

  it('refuses an expired link, a forged one, and a superseded one', async () => {
    const admin = await createStaff(t.app, 'admin');
    const address = email('Li.Na');
    const body = { email: address, firstname: 'Li', lastname: 'Na', role: 'admin' };
    await invite(admin.authorization, body).expect(201);
    const first = await invitationToken(address);
    // Inviting again someone who never set a password sends a fresh link; the old one dies.
    await invite(admin.authorization, body).expect(201);
    const second = await invitationToken(address, 2);
    expect((await setPassword(first).expect(400)).body.code).toBe('INVITATION_INVALID');
    const [id, secret] = second.split('.');
    expect((await setPassword(`${id}.${secret}x`).expect(400)).body.code).toBe('INVITATION_INVALID');
    expect((await setPassword('not-a-token').expect(400)).body.code).toBe('INVITATION_INVALID');

    clock.advance(72 * 3_600_000 + 1000);
    expect((await setPassword(second).expect(400)).body.code).toBe('INVITATION_INVALID');
  });

  it('resending an invitation mails a new link that works; the old one is dead; audited as staff.invite', async () => {
    const admin = await createStaff(t.app, 'admin');
    const address = email('Femi.Ade');
    const { staff } = (
      await invite(admin.authorization, { email: address, firstname: 'Femi', lastname: 'Ade', role: 'staff' }).expect(
        201,
      )
    ).body as { staff: { id: string } };
    const first = await invitationToken(address);
    const resend = () =>
      request(t.app.server).post(`${ADMIN_API}/staff/${staff.id}/invitation`).set('Authorization', admin.authorization);
    const res = await resend().expect(200);
    expect(staffAccountResponseSchema.parse(res.body)).toMatchObject({
      message: `A new invitation was sent to ${address}. The previous link no longer works.`,
      staff: { id: staff.id, state: 'invited' },
    });
    const second = await invitationToken(address, 2);
    expect(second).not.toBe(first);
    expect((await setPassword(first).expect(400)).body.code).toBe('INVITATION_INVALID');
    await setPassword(second).expect(200);
    await login(address).expect(200);
    const audit = await t.app.prisma.auditLog.findMany({ where: { targetId: staff.id }, orderBy: { id: 'asc' } });
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['staff.invite', admin.user.id],
      ['staff.invite', admin.user.id],
    ]);

    // Active now: nothing to resend, and no mail goes out.
    expect((await resend().expect(409)).body).toEqual({
      success: false,
      code: 'CONFLICT',
      message: INVITATION_NOT_PENDING_MESSAGE,
    });
    const invited = await createStaff(t.app, 'staff');
    await t.app.prisma.user.update({ where: { id: invited.user.id }, data: { disabledAt: new Date() } });
    const disabled = await request(t.app.server)
      .post(`${ADMIN_API}/staff/${invited.user.id}/invitation`)
      .set('Authorization', admin.authorization)
      .expect(409);
    expect(disabled.body.message).toBe(INVITATION_DISABLED_MESSAGE);
    await t.app.mailer.settled();
    expect(smtp.to(address)).toHaveLength(2);
    expect(smtp.to(invited.user.email)).toHaveLength(0);
    const student = await createApplicant(t.app);
    await request(t.app.server)
      .post(`${ADMIN_API}/staff/${student.user.id}/invitation`)
      .set('Authorization', admin.authorization)
      .expect(404);
  });

  it('with the mail server down: 201 at once, and only the newest link arrives, once, when it is back', async () => {
    const admin = await createStaff(t.app, 'admin');
    const address = email('Ada.Obi');
    const body = { email: address, firstname: 'Ada', lastname: 'Obi', role: 'staff' };
    await smtp.stop();
    let staffId: string;
    try {
      const res = await invite(admin.authorization, body).expect(201);
      staffId = staffAccountResponseSchema.parse(res.body).staff.id;
      // Invited again while the first mail still waits: the first link dies, so its mail must never go.
      await invite(admin.authorization, body).expect(201);
      await t.app.mailer.settled(); // both had their first attempt, and failed
      expect(smtp.to(address)).toHaveLength(0);
    } finally {
      await smtp.start(smtp.port);
    }
    const listed = await request(t.app.server).get(`${ADMIN_API}/staff`).set('Authorization', admin.authorization);
    expect(staffListResponseSchema.parse(listed.body).data).toContainEqual(
      expect.objectContaining({ id: staffId, state: 'invited' }),
    );
    // graphile-worker retries after e^1 ≈ 3 s, then e^2 ≈ 7 s: within 20 s.
    const token = await invitationToken(address);
    await new Promise((r) => setTimeout(r, 4_000)); // the dropped first mail's retry has come and gone
    expect(smtp.to(address)).toHaveLength(1);
    await setPassword(token).expect(200);
    await login(address).expect(200);
  }, 40_000);

  it('checks the password with the registration rules and texts', async () => {
    const admin = await createStaff(t.app, 'admin');
    const address = email('Mei.Chen');
    await invite(admin.authorization, { email: address, firstname: 'Mei', lastname: 'Chen', role: 'staff' }).expect(
      201,
    );
    const token = await invitationToken(address);
    const short = await setPassword(token, 'short').expect(422);
    expect(short.body.errors.password).toEqual([PASSWORD_TOO_SHORT]);
    const mismatch = await setPassword(token, PASSWORD, `${PASSWORD}x`).expect(422);
    expect(mismatch.body.errors.password_confirmation).toEqual([PASSWORDS_DO_NOT_MATCH]);
    await setPassword(token).expect(200); // refused attempts did not use the link up
  });

  it('refuses an e-mail that has an account, and a bad body', async () => {
    const admin = await createStaff(t.app, 'admin');
    const student = await createApplicant(t.app);
    const res = await invite(admin.authorization, {
      email: student.user.email,
      firstname: 'A',
      lastname: 'B',
      role: 'staff',
    }).expect(422);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', message: STAFF_EMAIL_TAKEN_MESSAGE });
    expect((await t.app.prisma.user.findUniqueOrThrow({ where: { id: student.user.id } })).role).toBe('student');
    const bad = await invite(admin.authorization, {
      email: email('x'),
      firstname: 'A',
      lastname: 'B',
      role: 'student',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.role).toBeDefined();
  });
});

describe('listing, disabling and enabling staff', () => {
  it('a disabled account answers 401 at once, its links die, and it comes back when enabled', async () => {
    const admin = await createStaff(t.app, 'admin');
    const member = await createStaff(t.app, 'staff');
    const me = () => request(t.app.server).get('/api/v1/user/me').set('Authorization', member.authorization);
    await me().expect(200);

    const res = await request(t.app.server)
      .post(`${ADMIN_API}/staff/${member.user.id}/disable`)
      .set('Authorization', admin.authorization)
      .expect(200);
    expect(staffAccountResponseSchema.parse(res.body).staff.state).toBe('disabled');
    await me().expect(401);
    await request(t.app.server).get(`${ADMIN_API}/applications`).set('Authorization', member.authorization).expect(401);

    const list = staffListResponseSchema.parse(
      (await request(t.app.server).get(`${ADMIN_API}/staff`).set('Authorization', admin.authorization).expect(200))
        .body,
    );
    expect(list.data.find((s) => s.id === member.user.id)?.state).toBe('disabled');
    expect(list.data.every((s) => s.role !== 'student')).toBe(true);

    await request(t.app.server)
      .post(`${ADMIN_API}/staff/${member.user.id}/enable`)
      .set('Authorization', admin.authorization)
      .expect(200);
    const actions = await t.app.prisma.auditLog.findMany({
      where: { targetId: member.user.id },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((a) => a.action)).toEqual(['staff.disable', 'staff.enable']);
  });

  it('an admin cannot disable themselves; a student id or unknown id is 404', async () => {
    const admin = await createStaff(t.app, 'admin');
    const self = await request(t.app.server)
      .post(`${ADMIN_API}/staff/${admin.user.id}/disable`)
      .set('Authorization', admin.authorization)
      .expect(403);
    expect(self.body).toMatchObject({ code: 'FORBIDDEN', message: CANNOT_DISABLE_SELF_MESSAGE });
    const student = await createApplicant(t.app);
    for (const id of [student.user.id, '00000000-0000-4000-8000-000000000000', 'nope'])
      await request(t.app.server)
        .post(`${ADMIN_API}/staff/${id}/disable`)
        .set('Authorization', admin.authorization)
        .expect(404);
  });

  it('disabling an invited account kills its link', async () => {
    const admin = await createStaff(t.app, 'admin');
    const address = email('Tunde.Bakare');
    const res = await invite(admin.authorization, {
      email: address,
      firstname: 'Tunde',
      lastname: 'Bakare',
      role: 'staff',
    }).expect(201);
    const token = await invitationToken(address);
    await request(t.app.server)
      .post(`${ADMIN_API}/staff/${res.body.staff.id}/disable`)
      .set('Authorization', admin.authorization)
      .expect(200);
    expect((await setPassword(token).expect(400)).body.code).toBe('INVITATION_INVALID');
  });
});

describe('permissions', () => {
  const put = (authorization: string, id: string, body: unknown) =>
    request(t.app.server)
      .put(`${ADMIN_API}/staff/${id}/permissions`)
      .set('Authorization', authorization)
      .send(body as object);
  const listed = async (authorization: string, id: string) =>
    staffListResponseSchema
      .parse((await request(t.app.server).get(`${ADMIN_API}/staff`).set('Authorization', authorization)).body)
      .data.find((s) => s.id === id);

  it('an admin makes a member an editor and takes it back; the list shows it; each change is audited', async () => {
    const admin = await createStaff(t.app, 'admin');
    const member = await createStaff(t.app, 'staff');
    expect((await listed(admin.authorization, member.user.id))?.permissions).toEqual([]);

    const given = await put(admin.authorization, member.user.id, { permissions: ['editor'] }).expect(200);
    expect(given.body).toMatchObject({ success: true, message: STAFF_PERMISSIONS_SAVED_MESSAGE });
    expect(staffAccountResponseSchema.parse(given.body).staff.permissions).toEqual(['editor']);
    expect((await listed(admin.authorization, member.user.id))?.permissions).toEqual(['editor']);

    // The member's own session learns it on the next request (read from the account, not the token); a student's
    // answer carries no permissions at all.
    const me = async (authorization: string) =>
      (await request(t.app.server).get('/api/v1/user/me').set('Authorization', authorization).expect(200)).body.user;
    expect((await me(member.authorization)).permissions).toEqual(['editor']);
    expect(await me((await createApplicant(t.app)).authorization)).not.toHaveProperty('permissions');

    await put(admin.authorization, member.user.id, { permissions: [] }).expect(200);
    expect((await listed(admin.authorization, member.user.id))?.permissions).toEqual([]);

    const rows = await t.app.prisma.auditLog.findMany({ where: { targetId: member.user.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.action, r.actorId, r.meta])).toEqual([
      ['staff.permissions', admin.user.id, { before: [], after: ['editor'] }],
      ['staff.permissions', admin.user.id, { before: ['editor'], after: [] }],
    ]);
    const trail = await request(t.app.server)
      .get(`${ADMIN_API}/audit?action=staff.permissions`)
      .set('Authorization', admin.authorization)
      .expect(200);
    const summaries = (trail.body.data as { summary: string }[]).map((row) => row.summary);
    expect(summaries).toContain(
      `Changed the permissions of ${member.user.firstname} ${member.user.lastname}: none → editor`,
    );
  });

  it('an invitation may carry permissions', async () => {
    const admin = await createStaff(t.app, 'admin');
    const res = await invite(admin.authorization, {
      email: email('Ada.Obi'),
      firstname: 'Ada',
      lastname: 'Obi',
      role: 'staff',
      permissions: ['editor'],
    }).expect(201);
    expect(staffAccountResponseSchema.parse(res.body).staff.permissions).toEqual(['editor']);
    const bad = await invite(admin.authorization, {
      email: email('Ada.Obi'),
      firstname: 'Ada',
      lastname: 'Obi',
      role: 'staff',
      permissions: ['owner'],
    }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['permissions.0']);
  });

  it('refuses an unknown or repeated permission and a missing list with 422, changing nothing; a student is 404', async () => {
    const admin = await createStaff(t.app, 'admin');
    const member = await createStaff(t.app, 'staff');
    for (const body of [
      { permissions: ['owner'] },
      { permissions: ['editor', 'editor'] },
      {},
      { permissions: 'editor' },
    ]) {
      const res = await put(admin.authorization, member.user.id, body).expect(422);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.body.errors)).toEqual([expect.stringMatching(/^permissions(\.0)?$/)]);
    }
    expect((await t.app.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })).permissions).toEqual([]);
    const student = await createApplicant(t.app);
    await put(admin.authorization, student.user.id, { permissions: ['editor'] }).expect(404);
    expect((await t.app.prisma.user.findUniqueOrThrow({ where: { id: student.user.id } })).permissions).toEqual([]);
  });
});

describe('who may manage staff', () => {
  const routes = [
    ['get', '/staff'],
    ['post', '/staff'],
    ['post', '/staff/00000000-0000-4000-8000-000000000000/disable'],
    ['post', '/staff/00000000-0000-4000-8000-000000000000/enable'],
    ['post', '/staff/00000000-0000-4000-8000-000000000000/invitation'],
    ['put', '/staff/00000000-0000-4000-8000-000000000000/permissions'],
  ] as const;

  it('no token or a dead token: 401; a student or a staff member: 403 FORBIDDEN', async () => {
    const student = await createApplicant(t.app);
    const member = await createStaff(t.app, 'staff');
    const dead = await createStaff(t.app, 'staff');
    await t.app.prisma.user.update({ where: { id: dead.user.id }, data: { tokenVersion: { increment: 1 } } });
    for (const [method, path] of routes) {
      const call = () => request(t.app.server)[method](`${ADMIN_API}${path}`).send({});
      expect((await call()).status, `${method} ${path} without token`).toBe(401);
      expect((await call().set('Authorization', dead.authorization)).status, `${method} ${path} dead`).toBe(401);
      expect((await call().set('Authorization', 'Bearer not.a.jwt')).status).toBe(401);
      const asStudent = await call().set('Authorization', student.authorization);
      expect(asStudent.status, `${method} ${path} student`).toBe(403);
      expect(asStudent.body.code).toBe('FORBIDDEN');
      const asStaff = await call().set('Authorization', member.authorization);
      expect(asStaff.status, `${method} ${path} staff`).toBe(403);
      expect(asStaff.body.code).toBe('FORBIDDEN');
    }
  });
});
