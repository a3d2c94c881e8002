import bcrypt from 'bcrypt';
import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '@studychina/contracts';
import { TestClock, USER_API, uniqueEmail } from '../../test/accounts-kit.js';
import { useTestApp } from '../../test/test-app.js';
import { LOGIN_LIMITS } from './login-guard.js';

// Sign-in limits that hold under concurrency and across addresses (docs/product.md#api-login).
const clock = new TestClock();
const t = useTestApp(() => ({ config: { TRUST_PROXY: 'true', BCRYPT_ROUNDS: '10' }, now: clock.now }));
const PASSWORD = 'correct-horse-8';
let address = 0;
/** A new client address for every call (X-Forwarded-For is trusted here). */
const nextAddress = () => `198.51.${Math.floor((address += 1) / 250)}.${(address % 250) + 1}`;

async function verifiedAccount(): Promise<string> {
  const email = uniqueEmail('limits');
  await t.app.prisma.user.create({
    data: {
      firstname: 'Ada',
      lastname: 'Obi',
      email,
      phoneNumber: '8613800138000',
      passwordHash: await bcrypt.hash(PASSWORD, 10),
      emailVerifiedAt: new Date(),
    },
  });
  return email;
}

const login = (email: string, password: string, from = nextAddress()) =>
  request(t.app.server).post(`${USER_API}/login`).set('x-forwarded-for', from).send({ email, password });

/** Wrong passwords from a new address each time until the first 429; returns the failures before it. */
async function failuresUntilLocked(email: string): Promise<{ failures: number; locked: Response }> {
  for (let failures = 0; failures <= 40; failures += 1) {
    const res = await login(email, `wrong-${failures}`);
    if (res.status === 429) return { failures, locked: res };
    expect(res.status).toBe(401);
  }
  throw new Error('no 429 within 40 failures');
}

describe('login limits', () => {
  it('evaluates at most the allowed guesses of 150 sent at once from one address; the right one among them fails', async () => {
    const email = await verifiedAccount();
    const passwords = Array.from({ length: 150 }, (_, i) => (i === 120 ? PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(passwords.map((p) => login(email, p, '203.0.113.7')));
    const evaluated = answers.filter((r) => r.status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(LOGIN_LIMITS.perClientFailures);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(150 - evaluated.length);
    expect(answers[120]!.status).toBe(429);
  });

  it('evaluates at most the per-account ceiling of 150 sent at once from 150 addresses', async () => {
    const email = await verifiedAccount();
    const passwords = Array.from({ length: 150 }, (_, i) => (i === 120 ? PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(passwords.map((p) => login(email, p)));
    const evaluated = answers.filter((r) => r.status !== 429);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAttempts);
    expect(evaluated.every((r) => r.status === 401)).toBe(true);
    expect(answers.filter((r) => r.body.code === 'ACCOUNT_LOCKED')).toHaveLength(150 - evaluated.length);
    expect(answers[120]!.status).not.toBe(200);
  });

  it('locks an account guessed from a new address every time, unknown e-mails alike, with Retry-After', async () => {
    for (const email of [await verifiedAccount(), uniqueEmail('nobody')]) {
      const { failures, locked } = await failuresUntilLocked(email);
      expect(failures).toBe(LOGIN_LIMITS.perAccountAttempts);
      expect(locked.body).toMatchObject({ success: false, code: 'ACCOUNT_LOCKED' });
      expect(Number(locked.headers['retry-after'])).toBe(LOGIN_LIMITS.firstLockMs / 1000);
    }
  });

  it('lets the owner in once the lock is over, and doubles the next lock after a wrong try', async () => {
    const owner = await verifiedAccount();
    await failuresUntilLocked(owner);
    expect((await login(owner, PASSWORD)).status).toBe(429);
    clock.advance(LOGIN_LIMITS.firstLockMs + 1000);
    expect((await login(owner, PASSWORD)).status).toBe(200);
    // The owner's success starts the count over.
    expect((await failuresUntilLocked(owner)).failures).toBe(LOGIN_LIMITS.perAccountAttempts);

    const other = await verifiedAccount();
    await failuresUntilLocked(other);
    clock.advance(LOGIN_LIMITS.firstLockMs + 1000);
    expect((await login(other, 'still-wrong')).body.message).toBe(INVALID_CREDENTIALS);
    const again = await login(other, PASSWORD);
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBe((2 * LOGIN_LIMITS.firstLockMs) / 1000);
  });

  it('answers an unknown e-mail like a wrong password, in comparable time (median of 20 within 25%)', async () => {
    const accounts = [await verifiedAccount(), await verifiedAccount(), await verifiedAccount()];
    const times = { known: [] as number[], unknown: [] as number[] };
    // Interleaved, so a busy machine slows both alike.
    for (let i = 0; i < 20; i += 1) {
      for (const [kind, email] of [
        ['known', accounts[i % 3]!],
        ['unknown', uniqueEmail('nobody')],
      ] as const) {
        const started = performance.now();
        const res = await login(email, 'wrong-password');
        times[kind].push(performance.now() - started);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(INVALID_CREDENTIALS);
      }
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[10]!;
    const known = median(times.known);
    expect(Math.abs(median(times.unknown) - known) / known).toBeLessThan(0.25);
  }, 120_000);
});
