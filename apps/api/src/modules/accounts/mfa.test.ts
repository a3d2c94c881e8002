import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useMailedApp } from '../../test/accounts-kit.js';
import { bearer, enrol, login, mfaCall, STAFF_PASSWORD, staffWithPassword, totpAt } from '../../test/staff-mfa.js';

// docs/decisions/0134-staff-second-factor.md: staff sign in with a password, then an authenticator app's code.
const { t, clock } = useMailedApp();
const QUEUE = '/api/v1/admin/applications';
const queue = (token: string) => request(t.app.server).get(QUEUE).set('authorization', bearer(token));

describe('staff enrol an authenticator app', () => {
  it('login says setup_required; the token reaches only /mfa; setup gives the key, QR and URL; confirm gives ten codes and a full token', async () => {
    const staff = await staffWithPassword(t.app);
    const signedIn = await login(t.app, staff.email).expect(200);
    expect(signedIn.body).toMatchObject({ success: true, mfa: 'setup_required', user: { role: 'staff' } });
    const pending = signedIn.body.token as string;

    // Nothing of the back office, nor the student's side, before the second factor.
    expect((await queue(pending).expect(401)).body).toMatchObject({ success: false, code: 'MFA_REQUIRED' });
    const me = await request(t.app.server).get('/api/v1/user/me').set('authorization', bearer(pending)).expect(401);
    expect(me.body.code).toBe('MFA_REQUIRED');

    const setup = await mfaCall(t.app, 'setup', pending).expect(200);
    const { secret, otpauthUrl, qr } = setup.body as { secret: string; otpauthUrl: string; qr: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    // Sealed at rest: the key is not in the row.
    const row = await t.app.prisma.user.findUniqueOrThrow({ where: { id: staff.id } });
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(secret);

    const wrong = await mfaCall(t.app, 'confirm', pending, { code: '000000' }).expect(422);
    expect(wrong.body.code).toBe('CODE_INVALID');
    const confirmed = await mfaCall(t.app, 'confirm', pending, { code: await totpAt(secret, clock.now()) }).expect(200);
    const recoveryCodes = confirmed.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Only hashes are kept.
    const stored = await t.app.prisma.recoveryCode.findMany({ where: { userId: staff.id } });
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.some((s) => s.codeHash.includes(code))).toBe(false);

    await queue(confirmed.body.token as string).expect(200);
    // Once set up, setup is refused (an admin's reset or turning it off comes first).
    expect((await mfaCall(t.app, 'setup', confirmed.body.token as string).expect(409)).body.code).toBe('CONFLICT');
  });
});

describe('staff sign in with a code', () => {
  it('login says required; verify takes the current code once (a replay is refused) and the next step’s code', async () => {
    const staff = await staffWithPassword(t.app);
    const { secret } = await enrol(t.app, staff.email, clock.now());
    clock.advance(30_000);

    const first = await login(t.app, staff.email).expect(200);
    expect(first.body.mfa).toBe('required');
    const code = await totpAt(secret, clock.now());
    const verified = await mfaCall(t.app, 'verify', first.body.token as string, { code }).expect(200);
    await queue(verified.body.token as string).expect(200);

    // The same code again, even from a new sign-in within its 30 seconds: refused.
    const second = (await login(t.app, staff.email).expect(200)).body.token as string;
    const replay = await mfaCall(t.app, 'verify', second, { code }).expect(422);
    expect(replay.body.code).toBe('CODE_INVALID');
    // One step of drift is accepted: the code of the next step, while this one is still current.
    await mfaCall(t.app, 'verify', second, {
      code: await totpAt(secret, new Date(clock.now().getTime() + 30_000)),
    }).expect(200);
    // Two steps away is not.
    clock.advance(60_000);
    const third = (await login(t.app, staff.email).expect(200)).body.token as string;
    const far = await totpAt(secret, new Date(clock.now().getTime() + 90_000));
    await mfaCall(t.app, 'verify', third, { code: far }).expect(422);
  });

  it('a recovery code signs in once', async () => {
    const staff = await staffWithPassword(t.app);
    const { recoveryCodes } = await enrol(t.app, staff.email, clock.now());
    const pending = (await login(t.app, staff.email).expect(200)).body.token as string;
    // Typed in capitals with spaces instead of dashes: still the code.
    const typed = recoveryCodes[3]!.toUpperCase().replaceAll('-', ' ');
    const used = await mfaCall(t.app, 'verify', pending, { recoveryCode: typed }).expect(200);
    await queue(used.body.token as string).expect(200);
    const again = (await login(t.app, staff.email).expect(200)).body.token as string;
    const refused = await mfaCall(t.app, 'verify', again, { recoveryCode: recoveryCodes[3] }).expect(422);
    expect(refused.body.code).toBe('CODE_INVALID');
    await mfaCall(t.app, 'verify', again, { recoveryCode: recoveryCodes[4] }).expect(200);
  });

  it('five wrong codes lock the account like wrong passwords: even the right code waits', async () => {
    const staff = await staffWithPassword(t.app);
    const { secret } = await enrol(t.app, staff.email, clock.now());
    clock.advance(30_000);
    const pending = (await login(t.app, staff.email).expect(200)).body.token as string;
    for (let i = 0; i < 5; i += 1) await mfaCall(t.app, 'verify', pending, { code: '123456' }).expect(422);
    const locked = await mfaCall(t.app, 'verify', pending, { code: await totpAt(secret, clock.now()) }).expect(429);
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The lock ends as a password lock does.
    clock.advance(61_000);
    await mfaCall(t.app, 'verify', pending, { code: await totpAt(secret, clock.now()) }).expect(200);
  });

  it('students sign in as before: no mfa in the answer, their token works, and /mfa is not theirs', async () => {
    const student = await staffWithPassword(t.app, 'student');
    const signedIn = await login(t.app, student.email).expect(200);
    expect(signedIn.body).not.toHaveProperty('mfa');
    const token = signedIn.body.token as string;
    await request(t.app.server).get('/api/v1/user/me').set('authorization', bearer(token)).expect(200);
    expect((await mfaCall(t.app, 'setup', token).expect(403)).body.code).toBe('FORBIDDEN');
  });
});

describe('turning the second factor off or renewing the codes asks for the password again', () => {
  it('renews recovery codes with the password (the old die); turning off ends every session', async () => {
    const staff = await staffWithPassword(t.app);
    const { recoveryCodes, token } = await enrol(t.app, staff.email, clock.now());
    const wrong = await mfaCall(t.app, 'recovery-codes', token, { password: 'not-it-at-all' }).expect(422);
    expect(wrong.body.errors).toHaveProperty('password');
    const renewed = await mfaCall(t.app, 'recovery-codes', token, { password: STAFF_PASSWORD }).expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const pending = (await login(t.app, staff.email).expect(200)).body.token as string;
    await mfaCall(t.app, 'verify', pending, { recoveryCode: recoveryCodes[0] }).expect(422);

    await mfaCall(t.app, 'disable', token, { password: 'not-it-at-all' }).expect(422);
    await mfaCall(t.app, 'disable', token, { password: STAFF_PASSWORD }).expect(200);
    expect((await queue(token).expect(401)).body.code).toBe('UNAUTHENTICATED');
    expect((await login(t.app, staff.email).expect(200)).body.mfa).toBe('setup_required');
  });
});
