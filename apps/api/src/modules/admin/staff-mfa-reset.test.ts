import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STAFF_MFA_RESET_MAIL_SUBJECT } from '@studychina/contracts';
import { useMailedApp } from '../../test/accounts-kit.js';
import { ADMIN_API, createStaff, mailTo } from '../../test/back-office.js';
import { bearer, enrol, login, mfaCall, staffWithPassword } from '../../test/staff-mfa.js';

// An admin resets a member's second factor (docs/decisions/0134-staff-second-factor.md).
const { smtp, clock, t } = useMailedApp();
const reset = (authorization: string, id: string) =>
  request(t.app.server).post(`${ADMIN_API}/staff/${id}/mfa/reset`).set('authorization', authorization);

describe("an admin resets a member's second factor", () => {
  it('every token of the member dies, the reset is audited and the member mailed; the next sign-in enrols again', async () => {
    const admin = await createStaff(t.app, 'admin');
    const member = await staffWithPassword(t.app);
    const { token, recoveryCodes } = await enrol(t.app, member.email, clock.now());
    const pendingBefore = (await login(t.app, member.email).expect(200)).body.token as string;
    await request(t.app.server).get(`${ADMIN_API}/applications`).set('authorization', bearer(token)).expect(200);

    const answer = await reset(admin.authorization, member.id).expect(200);
    expect(answer.body.success).toBe(true);

    // Tokens issued before the reset stop working, the full one and the one between password and code.
    const dead = await request(t.app.server).get(`${ADMIN_API}/applications`).set('authorization', bearer(token));
    expect(dead.status).toBe(401);
    expect(dead.body.code).toBe('UNAUTHENTICATED');
    expect((await mfaCall(t.app, 'verify', pendingBefore, { recoveryCode: recoveryCodes[0] })).status).toBe(401);

    const audit = await t.app.prisma.auditLog.findMany({ where: { targetId: member.id, action: 'staff.mfa_reset' } });
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.user.id, targetType: 'user' })]);
    const mail = await mailTo(smtp, member.email, STAFF_MFA_RESET_MAIL_SUBJECT);
    expect(mail.text).toContain('reset the second factor');

    const again = await login(t.app, member.email).expect(200);
    expect(again.body.mfa).toBe('setup_required');
    expect(await t.app.prisma.recoveryCode.count({ where: { userId: member.id } })).toBe(0);
  });

  it('is for admins only, and a student or an unknown id is not found', async () => {
    const staff = await createStaff(t.app, 'staff');
    const admin = await createStaff(t.app, 'admin');
    const member = await staffWithPassword(t.app);
    expect((await reset(staff.authorization, member.id).expect(403)).body.code).toBe('FORBIDDEN');
    const student = await staffWithPassword(t.app, 'student');
    await reset(admin.authorization, student.id).expect(404);
    await reset(admin.authorization, '00000000-0000-4000-8000-000000000000').expect(404);
  });
});
