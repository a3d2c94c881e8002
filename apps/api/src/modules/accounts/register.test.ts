import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTERED, registerResponseSchema } from '@studychina/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import {
  TestClock,
  USER_API,
  codeMailedTo,
  registerBody,
  registerWithCode,
  setCookie,
  uniqueEmail,
} from '../../test/accounts-kit.js';

const smtp = new TestSmtpServer();
const clock = new TestClock();
let t: TestApp;
const agent = () => request.agent(t.app.server);

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ config: { ...smtp.config, BCRYPT_ROUNDS: '10' }, now: clock.now });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

const register = (email?: string) => registerWithCode(t.app, smtp, email);

describe('POST /register', () => {
  it('creates an unverified user, mails a code and sets the pending-step cookie', async () => {
    const { res, email, code } = await register();
    const body = registerResponseSchema.strict().parse(res.body);
    expect(body).toMatchObject({
      success: true,
      token: null,
      message: 'Registration successful. We sent a 6-digit code to your email: enter it to verify your account.',
    });
    expect(body.user).toMatchObject({
      email,
      firstname: 'Ada',
      emailVerified: false,
      countryInfo: { name: 'China', dialCode: '86', countryCode: 'cn' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2b\$|tokenVersion|googleId/);
    const cookie = setCookie(res, 'sc_pending_step')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/v1\/user/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toContain(code);
    expect(res.headers['cache-control']).toBe('no-store');

    const mail = smtp.to(email).at(-1)!;
    expect(mail.subject).toBe('Verify your email: your 6-digit code');
    expect(mail.text).toContain('Hello Ada');
  });

  it('marks the step cookie Secure when the request came over https (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ config: { ...smtp.config, BCRYPT_ROUNDS: '10', TRUST_PROXY: 'true' } });
    try {
      const res = await request(proxied.app.server)
        .post(`${USER_API}/register`)
        .set('x-forwarded-proto', 'https')
        .send(registerBody(uniqueEmail()))
        .expect(201);
      expect(setCookie(res, 'sc_pending_step')).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a taken e-mail (any case) with 422 and errors.email[0]', async () => {
    const { email } = await register();
    const res = await agent().post(`${USER_API}/register`).send(registerBody(email.toUpperCase())).expect(422);
    expect(res.body).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it.each([
    [
      'a short password before a bad e-mail and a missing name',
      { password: 'short', email: 'nope', firstname: '' },
      'Password must be at least 8 characters.',
    ],
    [
      'a bad e-mail before a missing name',
      { email: 'ada@example', firstname: '' },
      'Please enter a valid email address!',
    ],
    ['a missing field', { phoneNumber: '' }, 'All fields are Required'],
  ])('answers 422 in docs/product.md#register order: %s', async (_name, change, message) => {
    const res = await agent().post(`${USER_API}/register`).send(registerBody(uniqueEmail(), change)).expect(422);
    expect(res.body.message).toBe(message);
    expect(res.body.success).toBe(false);
  });

  it('refuses a 73-byte password (bcrypt would ignore the rest) and accepts 72 bytes', async () => {
    const res = await agent()
      .post(`${USER_API}/register`)
      .send(registerBody(uniqueEmail(), { password: 'a'.repeat(73) }))
      .expect(422);
    expect(res.body.errors.password[0]).toMatch(/at most 72 bytes/);
    await agent()
      .post(`${USER_API}/register`)
      .send(registerBody(uniqueEmail(), { password: 'é'.repeat(36) }))
      .expect(201);
  });
});

describe('rate limits', () => {
  it('allows 5 registers a minute per e-mail and IP, then 429 with Retry-After', async () => {
    const email = uniqueEmail('flood');
    await agent().post(`${USER_API}/register`).send(registerBody(email)).expect(201);
    for (let i = 0; i < 4; i += 1) await agent().post(`${USER_API}/register`).send(registerBody(email)).expect(422);
    const res = await agent().post(`${USER_API}/register`).send(registerBody(email)).expect(429);
    expect(res.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('mail server down during register', () => {
  it('keeps the account, answers as usual (the mail goes after the answer), and resend works once mail is back', async () => {
    const email = uniqueEmail('smtpdown');
    const a = agent();
    await smtp.stop();
    try {
      const res = await a.post(`${USER_API}/register`).send(registerBody(email)).expect(201);
      expect(res.body).toMatchObject({ success: true, token: null, message: REGISTERED });
      await t.app.mailer.settled();
      // Still down: login answers as for any unverified account (the countdown of the failed code stands).
      const login = await agent().post(`${USER_API}/login`).send({ email, password: 'correct-horse-8' }).expect(403);
      expect(login.body.code).toBe('EMAIL_NOT_VERIFIED');
      await t.app.mailer.settled();
    } finally {
      await smtp.start();
    }
    // Back up: after the countdown, Resend OTP brings a code that works.
    clock.advance(31_000);
    await a.post(`${USER_API}/resend-otp`).set('content-type', 'application/json').expect(200);
    const code = await codeMailedTo(smtp, email);
    await a.post(`${USER_API}/verify-email`).field('otp', code).expect(200);
  });
});
