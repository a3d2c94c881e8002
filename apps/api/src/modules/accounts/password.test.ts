import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '@studychina/contracts';
import {
  USER_API,
  codeMailedTo,
  cookieNames,
  mailCountAfterSettling,
  registerBody,
  setCookie,
  uniqueEmail,
  useMailedApp,
} from '../../test/accounts-kit.js';

const { smtp, clock, t } = useMailedApp();
const api = () => request(t.app.server);
const OLD = 'correct-horse-8';
const NEW = 'brand-new-pass-9';

/** A verified account plus a token from logging in. */
async function account() {
  const email = uniqueEmail();
  const a = request.agent(t.app.server);
  await a.post(`${USER_API}/register`).send(registerBody(email)).expect(201);
  await a
    .post(`${USER_API}/verify-email`)
    .field('otp', await codeMailedTo(smtp, email))
    .expect(200);
  const login = await api().post(`${USER_API}/login`).send({ email, password: OLD }).expect(200);
  return { email, token: login.body.token as string };
}

/** forgot-password → the reset code from the mail, on an agent holding the step cookie. */
async function forgot(email: string, mailsBefore = smtp.to(email).length) {
  const a = request.agent(t.app.server);
  await a.post(`${USER_API}/forgot-password`).send({ email }).expect(200);
  return { a, code: await codeMailedTo(smtp, email, mailsBefore + 1) };
}

describe('password reset flow (docs/product.md#password-reset-flow)', () => {
  it('forgot → verify-otp (FormData) → reset-password; old tokens die; the new password works', async () => {
    const { email, token } = await account();
    const { a, code } = await forgot(email);
    const mail = smtp.to(email).at(-1)!;
    expect(mail.subject).toBe('Reset your password: your 6-digit code');

    const verified = await a.post(`${USER_API}/verify-otp`).field('otp', code).expect(200);
    const body = authResponseSchema.strict().parse(verified.body);
    expect(body.message).toBe('Code verified. You can now set a new password.');
    const grant = setCookie(verified, 'sc_reset_grant')!;
    expect(grant).toMatch(/HttpOnly/);
    expect(grant).toMatch(/SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(grant)?.[1])).toBeLessThanOrEqual(15 * 60);

    const reset = await a.post(`${USER_API}/reset-password`).send({ password: NEW }).expect(200);
    expect(reset.body).toEqual({ success: true, message: 'Your password has been reset. You can now log in.' });

    // Every token issued before the reset is revoked: the login one and the verify-otp one.
    await api().get(`${USER_API}/me`).auth(token, { type: 'bearer' }).expect(401);
    await api().get(`${USER_API}/me`).auth(body.token, { type: 'bearer' }).expect(401);
    await api().post(`${USER_API}/login`).send({ email, password: OLD }).expect(401);
    const login = await api().post(`${USER_API}/login`).send({ email, password: NEW }).expect(200);
    await api().get(`${USER_API}/me`).auth(login.body.token, { type: 'bearer' }).expect(200);

    // The grant was single use.
    const again = await a.post(`${USER_API}/reset-password`).send({ password: 'yet-another-pass' }).expect(401);
    expect(again.body.message).toBe(
      'Your password reset session is missing or has expired. Please request a new code.',
    );
  });

  it('answers an unknown and an existing e-mail with the same status, body and cookies', async () => {
    const { email } = await account();
    const existing = await api().post(`${USER_API}/forgot-password`).send({ email });
    const unknown = await api()
      .post(`${USER_API}/forgot-password`)
      .send({ email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(200);
    expect(existing.status).toBe(200);
    expect(unknown.body).toEqual({
      success: true,
      message: 'If an account exists for this email, we sent it a 6-digit code to reset the password.',
    });
    expect(existing.body).toEqual(unknown.body);
    expect(cookieNames(existing)).toEqual(cookieNames(unknown));
  });

  it('gives the unknown e-mail a step that behaves like a real one: countdown, then wrong codes', async () => {
    const a = request.agent(t.app.server);
    await a
      .post(`${USER_API}/forgot-password`)
      .send({ email: uniqueEmail('nobody') })
      .expect(200);
    await a.post(`${USER_API}/resend-otp`).set('content-type', 'application/json').expect(429);
    clock.advance(31_000);
    await a.post(`${USER_API}/resend-otp`).set('content-type', 'application/json').expect(200);
    const res = await a.post(`${USER_API}/verify-otp`).field('otp', '123456').expect(422);
    expect(res.body.message).toBe('The code is invalid or has expired.');
  });

  it('an account deleted after its code was sent: verify-otp and verify-email give the one same answer', async () => {
    const { email } = await account();
    const reset = await forgot(email);
    const other = uniqueEmail();
    const verify = request.agent(t.app.server);
    await verify.post(`${USER_API}/register`).send(registerBody(other)).expect(201);
    const verifyCode = await codeMailedTo(smtp, other);
    await t.app.prisma.user.deleteMany({ where: { email: { in: [email, other] } } });

    const refused = { success: false, code: 'CODE_INVALID', message: 'The code is invalid or has expired.' };
    const byReset = await reset.a.post(`${USER_API}/verify-otp`).field('otp', reset.code).expect(422);
    const byVerify = await verify.post(`${USER_API}/verify-email`).field('otp', verifyCode).expect(422);
    expect(byReset.body).toMatchObject(refused);
    expect(byVerify.body).toEqual(byReset.body);
  });

  it('does not accept an e-mail verification code as a reset code', async () => {
    const email = uniqueEmail();
    const reg = request.agent(t.app.server);
    await reg.post(`${USER_API}/register`).send(registerBody(email)).expect(201);
    const verifyCode = await codeMailedTo(smtp, email);
    const a = request.agent(t.app.server);
    await a.post(`${USER_API}/forgot-password`).send({ email }).expect(200);
    await codeMailedTo(smtp, email, 2);
    const res = await a.post(`${USER_API}/verify-otp`).field('otp', verifyCode).expect(422);
    expect(res.body.message).toBe('The code is invalid or has expired.');
    // Nor the other way round: the reset step cookie is no verify step.
    await a.post(`${USER_API}/verify-email`).field('otp', verifyCode).expect(401);
  });

  it('sends no second reset mail inside the 30-second countdown, and still answers the same', async () => {
    const { email } = await account();
    const { a } = await forgot(email);
    const count = smtp.to(email).length;
    await api().post(`${USER_API}/forgot-password`).send({ email }).expect(200);
    const resend = await a.post(`${USER_API}/resend-otp`).set('content-type', 'application/json').expect(429);
    expect(resend.headers['retry-after']).toBeDefined();
    expect(await mailCountAfterSettling(smtp, email)).toBe(count);
  });

  it('lets the reset grant expire after 15 minutes', async () => {
    const { email } = await account();
    const { a, code } = await forgot(email);
    await a.post(`${USER_API}/verify-otp`).field('otp', code).expect(200);
    clock.advance(15 * 60_000 + 1000);
    await a.post(`${USER_API}/reset-password`).send({ password: NEW }).expect(401);
  });

  it('refuses reset-password without a grant, and passwords that are too short or 73 bytes', async () => {
    await api().post(`${USER_API}/reset-password`).send({ password: NEW }).expect(401);
    const { email } = await account();
    const { a, code } = await forgot(email);
    await a.post(`${USER_API}/verify-otp`).field('otp', code).expect(200);
    const short = await a.post(`${USER_API}/reset-password`).send({ password: 'short' }).expect(422);
    expect(short.body.message).toBe('Password must be at least 8 characters.');
    const long = await a
      .post(`${USER_API}/reset-password`)
      .send({ password: 'b'.repeat(73) })
      .expect(422);
    expect(long.body.errors.password[0]).toMatch(/at most 72 bytes/);
    // A refused body does not use up the grant.
    await a.post(`${USER_API}/reset-password`).send({ password: NEW }).expect(200);
  });
});
