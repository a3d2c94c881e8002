import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '@studychina/contracts';
import {
  USER_API,
  codeMailedTo,
  mailCountAfterSettling,
  registerWithCode,
  setCookie,
  useMailedApp,
} from '../../test/accounts-kit.js';

const { smtp, clock, t } = useMailedApp();

const register = (email?: string) => registerWithCode(t.app, smtp, email);

describe('POST /verify-email', () => {
  it('takes the code as multipart FormData (as the browser sends it) and signs the person in', async () => {
    const { a, email, code } = await register();
    const res = await a.post(`${USER_API}/verify-email`).field('otp', code).expect(200);
    const body = authResponseSchema.strict().parse(res.body);
    expect(body.message).toBe('Your email has been verified. You can now log in.');
    expect(body.user).toMatchObject({ email, emailVerified: true });
    await request(t.app.server).get(`${USER_API}/me`).auth(body.token, { type: 'bearer' }).expect(200);
    // The step is over: its cookie is cleared and the code cannot be used again.
    expect(setCookie(res, 'sc_pending_step')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('takes urlencoded form data too', async () => {
    const { a, code } = await register();
    await a.post(`${USER_API}/verify-email`).type('form').send({ otp: code }).expect(200);
  });

  it('refuses a reused code, even with the step cookie replayed', async () => {
    const { a, res, code } = await register();
    const stepCookie = setCookie(res, 'sc_pending_step')!.split(';')[0]!;
    await a.post(`${USER_API}/verify-email`).field('otp', code).expect(200);
    const again = await request(t.app.server)
      .post(`${USER_API}/verify-email`)
      .set('cookie', stepCookie)
      .field('otp', code)
      .expect(422);
    expect(again.body.message).toBe('The code is invalid or has expired.');
  });

  it('refuses an expired code (10 minutes, injected clock)', async () => {
    const { a, code } = await register();
    clock.advance(10 * 60_000 + 1000);
    const res = await a.post(`${USER_API}/verify-email`).field('otp', code).expect(422);
    expect(res.body).toEqual({
      success: false,
      code: 'CODE_INVALID',
      message: 'The code is invalid or has expired.',
      errors: { otp: ['The code is invalid or has expired.'] },
    });
  });

  it('locks the code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const { a, code } = await register();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const res = await a.post(`${USER_API}/verify-email`).field('otp', wrong).expect(422);
      expect(res.body.message).toBe('The code is invalid or has expired.');
    }
    const fifth = await a.post(`${USER_API}/verify-email`).field('otp', wrong).expect(422);
    expect(fifth.body.message).toBe('Too many wrong attempts: this code is locked. Please request a new one.');
    const sixth = await a.post(`${USER_API}/verify-email`).field('otp', code).expect(422);
    expect(sixth.body.message).toBe('Too many wrong attempts: this code is locked. Please request a new one.');
  });

  it('answers an empty code with the product text and a missing step cookie with 401', async () => {
    const { a } = await register();
    const empty = await a.post(`${USER_API}/verify-email`).field('otp', '').expect(422);
    expect(empty.body.message).toBe('OTP field is Required!');
    await request(t.app.server).post(`${USER_API}/verify-email`).field('otp', '123456').expect(401);
  });
});

describe('POST /resend-otp', () => {
  it('refuses within 30 s with 429, the seconds left and Retry-After, and sends no mail', async () => {
    const { a, email } = await register();
    const res = await a.post(`${USER_API}/resend-otp`).set('content-type', 'application/json').expect(429);
    expect(res.body).toEqual({
      success: false,
      code: 'RESEND_TOO_SOON',
      message: expect.stringMatching(/^Please wait (30|29) seconds before requesting a new code\.$/),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(await mailCountAfterSettling(smtp, email)).toBe(1);
  });

  it('after 30 s sends a new code and the old one dies', async () => {
    const { a, email, code: first } = await register();
    clock.advance(31_000);
    const res = await a.post(`${USER_API}/resend-otp`).set('content-type', 'application/json').expect(200);
    expect(res.body).toEqual({ success: true, message: 'A new 6-digit code has been sent to your email.' });
    const second = await codeMailedTo(smtp, email, 2);
    if (first !== second) await a.post(`${USER_API}/verify-email`).field('otp', first).expect(422);
    await a.post(`${USER_API}/verify-email`).field('otp', second).expect(200);
  });
});
