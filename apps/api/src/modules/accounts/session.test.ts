import { createHmac } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema, meResponseSchema } from '@studychina/contracts';
import { USER_API, codeMailedTo, registerBody, setCookie, uniqueEmail, useMailedApp } from '../../test/accounts-kit.js';

const { smtp, clock, t } = useMailedApp();
const api = () => request(t.app.server);
const PASSWORD = 'correct-horse-8';

/** A registered and verified account. */
async function verifiedAccount(email = uniqueEmail()) {
  const a = request.agent(t.app.server);
  await a.post(`${USER_API}/register`).send(registerBody(email)).expect(201);
  await a
    .post(`${USER_API}/verify-email`)
    .field('otp', await codeMailedTo(smtp, email))
    .expect(200);
  return email;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT made by hand, the way an attacker would, signed with `secret` (or unsigned). */
function forge(header: object, payload: object, secret?: string) {
  const head = `${b64url(header)}.${b64url(payload)}`;
  return secret ? `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}` : `${head}.`;
}

describe('POST /login', () => {
  it('signs a verified user in with token and user', async () => {
    const email = await verifiedAccount();
    const res = await api()
      .post(`${USER_API}/login`)
      .send({ email: email.toUpperCase(), password: PASSWORD })
      .expect(200);
    const body = authResponseSchema.strict().parse(res.body);
    expect(body).toMatchObject({ success: true, message: 'Login successful.', user: { email, emailVerified: true } });
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await api().get(`${USER_API}/me`).auth(body.token, { type: 'bearer' }).expect(200);
    expect(meResponseSchema.strict().parse(me.body).user.email).toBe(email);
  });

  it('gives an unknown e-mail and a wrong password the same status and body', async () => {
    const email = await verifiedAccount();
    const unknown = await api()
      .post(`${USER_API}/login`)
      .send({ email: uniqueEmail('nobody'), password: PASSWORD });
    const wrong = await api().post(`${USER_API}/login`).send({ email, password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'These credentials do not match our records.',
    });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('sends an unverified account a fresh code and the step cookie, and verifying then works', async () => {
    const email = uniqueEmail();
    await api().post(`${USER_API}/register`).send(registerBody(email)).expect(201);
    await codeMailedTo(smtp, email);
    // Within the 30-second countdown: no second mail, and the answer says the last code is still valid.
    clock.advance(10_000);
    const early = await api().post(`${USER_API}/login`).send({ email, password: PASSWORD }).expect(403);
    expect(early.body).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    // The clock runs on from the real time: some seconds may pass while the test works.
    expect(early.body.message).toMatch(
      /^Your email is not verified yet\. The 6-digit code we sent you a moment ago is still valid: enter it, or ask for a new one in (1\d|20) seconds\.$/,
    );
    expect(smtp.to(email)).toHaveLength(1);

    clock.advance(21_000);
    const a = request.agent(t.app.server);
    const res = await a.post(`${USER_API}/login`).send({ email, password: PASSWORD }).expect(403);
    // Past it: a new code went out, and the answer says so.
    expect(res.body.message).toBe('Your email is not verified yet. We sent you a new 6-digit code.');
    expect(setCookie(res, 'sc_pending_step')).toMatch(/HttpOnly/);
    const code = await codeMailedTo(smtp, email, 2);
    await a.post(`${USER_API}/verify-email`).field('otp', code).expect(200);
    await api().post(`${USER_API}/login`).send({ email, password: PASSWORD }).expect(200);
  });

  it('refuses a 73-byte password without comparing it', async () => {
    const email = await verifiedAccount();
    const res = await api()
      .post(`${USER_API}/login`)
      .send({ email, password: PASSWORD + 'x'.repeat(73 - PASSWORD.length) })
      .expect(422);
    expect(res.body.errors.password[0]).toMatch(/at most 72 bytes/);
  });

  it('throttles after 5 failures a minute per e-mail and IP, with 429 and Retry-After', async () => {
    const email = await verifiedAccount();
    for (let i = 0; i < 5; i += 1)
      await api().post(`${USER_API}/login`).send({ email, password: 'wrong-password' }).expect(401);
    const blocked = await api().post(`${USER_API}/login`).send({ email, password: PASSWORD }).expect(429);
    expect(blocked.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same client is not affected.
    await api()
      .post(`${USER_API}/login`)
      .send({ email: await verifiedAccount(), password: PASSWORD })
      .expect(200);
  });

  it('does not let a Google-only account (no password) in with any password', async () => {
    const email = uniqueEmail('google');
    await t.app.prisma.user.create({
      data: { firstname: 'G', lastname: 'O', email, googleId: `g-${email}`, emailVerifiedAt: new Date() },
    });
    await api().post(`${USER_API}/login`).send({ email, password: PASSWORD }).expect(401);
  });
});

describe('GET /me and the bearer token', () => {
  let token: string;
  let sub: string;
  beforeAll(async () => {
    const res = await api()
      .post(`${USER_API}/login`)
      .send({ email: await verifiedAccount(), password: PASSWORD })
      .expect(200);
    token = res.body.token;
    sub = res.body.user.id;
  });
  const unauthenticated = { success: false, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' };
  const me = (bearer?: string) =>
    bearer ? api().get(`${USER_API}/me`).auth(bearer, { type: 'bearer' }) : api().get(`${USER_API}/me`);

  it('answers a missing token with 401 Unauthenticated.', async () => {
    expect((await me().expect(401)).body).toEqual(unauthenticated);
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await me(forge({ alg: 'none', typ: 'JWT' }, { sub, ver: 0, iat: now, exp: now + 600 })).expect(401);
    expect(res.body).toEqual(unauthenticated);
  });

  it('refuses a tampered token and one signed with another secret', async () => {
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    await me(`${head}.${b64url({ ...claims, ver: claims.ver + 1 })}.${signature}`).expect(401);
    await me(forge({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-that-is-long-enough-0123456789')).expect(401);
  });

  it('refuses an expired token even when correctly signed', async () => {
    const now = Math.floor(Date.now() / 1000);
    await me(
      forge({ alg: 'HS256', typ: 'JWT' }, { sub, ver: 0, iat: now - 7200, exp: now - 3600 }, t.config.JWT_SECRET),
    ).expect(401);
    // The same forgery, unexpired, is accepted: the 401 above is the expiry's doing.
    await me(
      forge({ alg: 'HS256', typ: 'JWT' }, { sub, ver: 0, iat: now, exp: now + 600 }, t.config.JWT_SECRET),
    ).expect(200);
  });
});
