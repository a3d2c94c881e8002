import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useMailedApp } from '../../test/accounts-kit.js';
import { bearer, enrol, login, mfaCall, staffWithPassword, totpAt } from '../../test/staff-mfa.js';

// docs/decisions/0134-staff-second-factor.md: a staff session ends after 30 minutes idle or 12 hours in all; the
// clock is the app's (moved by the test), the session's row is shared by every instance.
const { t, clock } = useMailedApp();
const QUEUE = '/api/v1/admin/applications';
const queue = (token: string) => request(t.app.server).get(QUEUE).set('authorization', bearer(token));
const MINUTE = 60_000;

describe('staff sessions', () => {
  it('end after 30 minutes without a request; each request keeps them alive', async () => {
    const staff = await staffWithPassword(t.app);
    const { token } = await enrol(t.app, staff.email, clock.now());
    clock.advance(29 * MINUTE);
    await queue(token).expect(200);
    clock.advance(29 * MINUTE);
    await queue(token).expect(200);
    clock.advance(31 * MINUTE);
    expect((await queue(token).expect(401)).body.code).toBe('UNAUTHENTICATED');
  });

  it('end 12 hours after the password was given, however busy', async () => {
    const staff = await staffWithPassword(t.app);
    const { secret } = await enrol(t.app, staff.email, clock.now());
    clock.advance(MINUTE);
    const pending = (await login(t.app, staff.email).expect(200)).body.token as string;
    clock.advance(MINUTE);
    const { token } = (await mfaCall(t.app, 'verify', pending, { code: await totpAt(secret, clock.now()) }).expect(200))
      .body as { token: string };
    // A request every 20 minutes for 11 h 40 min (the 12 hours count from the password, a minute before the code).
    for (let i = 0; i < 35; i += 1) {
      clock.advance(20 * MINUTE);
      await queue(token).expect(200);
    }
    clock.advance(20 * MINUTE);
    expect((await queue(token).expect(401)).body.code).toBe('UNAUTHENTICATED');
  });

  it("students' tokens are not timed by the staff's rules", async () => {
    const student = await staffWithPassword(t.app, 'student');
    const token = (await login(t.app, student.email).expect(200)).body.token as string;
    clock.advance(13 * 60 * MINUTE);
    await request(t.app.server).get('/api/v1/user/me').set('authorization', bearer(token)).expect(200);
  });
});
