import request, { type Agent, type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { TestClock, USER_API, codeMailedTo, registerBody, uniqueEmail } from '../../test/accounts-kit.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { useTestApp } from '../../test/test-app.js';

// Per-account ceilings of e-mailed codes (docs/product.md#limits, docs/decisions/0030-code-ceilings.md):
// every request comes from a new client address (X-Forwarded-For is trusted here), so only the
// per-account ceilings stand in the way.
const smtp = new TestSmtpServer();
const clock = new TestClock();
const t = useTestApp(
  async () => {
    await smtp.start();
    return { config: { ...smtp.config, BCRYPT_ROUNDS: '10', TRUST_PROXY: 'true' }, now: clock.now };
  },
  () => smtp.stop(),
);
const PASSWORD = 'correct-horse-8';
const NEW_PASSWORD = 'brand-new-pass-9';
const HOUR = 60 * 60_000;
let address = 0;
const nextAddress = () => `198.18.${Math.floor((address += 1) / 250)}.${(address % 250) + 1}`;
const LOCK_SUBJECT = {
  reset: 'Your password reset codes are paused',
  verify: 'Your e-mail verification codes are paused',
};

/** A request of `a` from a fresh client address. */
const post = (a: Agent, path: string) => a.post(`${USER_API}${path}`).set('x-forwarded-for', nextAddress());
const resend = (a: Agent) => post(a, '/resend-otp').set('content-type', 'application/json');
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const resetMails = (email: string) => smtp.to(email).filter((m) => /^Reset your password/.test(m.subject));
const lockNotices = (email: string, purpose: 'reset' | 'verify') =>
  smtp.to(email).filter((m) => m.subject === LOCK_SUBJECT[purpose]);

async function verifiedAccount(): Promise<string> {
  const email = uniqueEmail('ceiling');
  const a = request.agent(t.app.server);
  await post(a, '/register').send(registerBody(email)).expect(201);
  await post(a, '/verify-email')
    .field('otp', await codeMailedTo(smtp, email))
    .expect(200);
  return email;
}

/**
 * The attack of issue 11: the code check of `path`, 5 wrong guesses per code, a resend 31 s later, again,
 * until a 429 ACCOUNT_LOCKED. `mails`: the mails `email` has once the first code arrived. Returns how many
 * codes were mailed and wrong guesses answered before the lock.
 */
async function cycleUntilLocked(a: Agent, email: string, path: string, mails: number) {
  let guesses = 0;
  for (let codes = 1; codes <= 20; codes += 1) {
    const code = await codeMailedTo(smtp, email, mails + codes - 1);
    for (let i = 0; i < 5; i += 1) {
      const res = await post(a, path).field('otp', wrongCode(code));
      if (res.status === 429) return { codes, guesses, locked: res };
      expect(res.status).toBe(422);
      guesses += 1;
    }
    clock.advance(31_000);
    const next = await resend(a);
    if (next.status === 429) return { codes, guesses, locked: next };
    expect(next.status).toBe(200);
  }
  throw new Error('the cycle never locked');
}

function expectLocked(res: Response) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    success: false,
    code: 'ACCOUNT_LOCKED',
    message: expect.stringMatching(/codes are paused/),
  });
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(24 * 3600);
  return seconds;
}

describe('per-account code ceilings', () => {
  it('reset: the code cycle locks before the 11th code and within 50 guesses; one notice; the owner resets after the lock', async () => {
    const email = await verifiedAccount();
    const a = request.agent(t.app.server);
    await post(a, '/forgot-password').send({ email }).expect(200);
    const { codes, guesses, locked } = await cycleUntilLocked(a, email, '/verify-otp', 2);
    expect(codes).toBeLessThan(11);
    expect(guesses).toBeLessThanOrEqual(50);
    const seconds = expectLocked(locked);

    // Locked from every side: another cookie, another address, the code check, a new forgot.
    expectLocked(await resend(a));
    expectLocked(await post(a, '/verify-otp').field('otp', '123456'));
    const other = request.agent(t.app.server);
    expectLocked(await post(other, '/forgot-password').send({ email }));
    expectLocked(await post(other, '/forgot-password').send({ email: email.toUpperCase() }));
    await t.app.mailer.settled();
    expect(lockNotices(email, 'reset')).toHaveLength(1);
    const notice = lockNotices(email, 'reset')[0]!;
    expect(notice.text).toMatch(/paused until \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d UTC\./);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);

    // After the documented time the owner's reset works.
    clock.advance(seconds * 1000 + 1000);
    const owner = request.agent(t.app.server);
    const before = smtp.to(email).length;
    await post(owner, '/forgot-password').send({ email }).expect(200);
    const code = await codeMailedTo(smtp, email, before + 1);
    await post(owner, '/verify-otp').field('otp', code).expect(200);
    await post(owner, '/reset-password').send({ password: NEW_PASSWORD }).expect(200);
    await post(owner, '/login').send({ email, password: NEW_PASSWORD }).expect(200);
    await t.app.mailer.settled();
    expect(lockNotices(email, 'reset')).toHaveLength(1);
  });

  it('verify: the same cycle on /verify-email locks, tells the owner once, and verifying works after the lock', async () => {
    const email = uniqueEmail('ceiling');
    const a = request.agent(t.app.server);
    await post(a, '/register').send(registerBody(email)).expect(201);
    const { codes, guesses, locked } = await cycleUntilLocked(a, email, '/verify-email', 1);
    expect(codes).toBeLessThan(11);
    expect(guesses).toBeLessThanOrEqual(50);
    const seconds = expectLocked(locked);
    expectLocked(await resend(a));
    // Signing in with the right password tells the truth about the codes instead of sending one.
    expectLocked(await post(request.agent(t.app.server), '/login').send({ email, password: PASSWORD }));
    await t.app.mailer.settled();
    expect(lockNotices(email, 'verify')).toHaveLength(1);

    clock.advance(seconds * 1000 + 1000);
    // The step cookie is long gone: signing in again sends a code and a new step.
    const owner = request.agent(t.app.server);
    const before = smtp.to(email).length;
    await post(owner, '/login').send({ email, password: PASSWORD }).expect(403);
    const code = await codeMailedTo(smtp, email, before + 1);
    await post(owner, '/verify-email').field('otp', code).expect(200);
    await t.app.mailer.settled();
    expect(lockNotices(email, 'verify')).toHaveLength(1);
  });

  it("a French-speaking owner's codes and notice are in French (issue 17)", async () => {
    const email = uniqueEmail('ceiling-fr');
    const a = request.agent(t.app.server);
    await post(a, '/register').set('accept-language', 'fr-CI,fr;q=0.9').send(registerBody(email)).expect(201);
    const { locked } = await cycleUntilLocked(a, email, '/verify-email', 1);
    expectLocked(locked);
    await t.app.mailer.settled();
    const codes = smtp.to(email).filter((m) => m.subject === 'Vérifiez votre adresse e-mail : votre code à 6 chiffres');
    expect(codes.length).toBeGreaterThan(1);
    const notices = smtp.to(email).filter((m) => /sont suspendus$/.test(m.subject));
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice.subject).toBe("Vos codes de vérification de l'adresse e-mail sont suspendus");
    expect(notice.text).toMatch(/^Bonjour /);
    expect(notice.text).toMatch(/suspendus jusqu'au \d{1,2} \S+ \d{4} à \d\d:\d\d UTC\./u);
    expect(notice.text).toContain("Rien d'autre n'a changé sur votre compte.");
    expect(notice.html).toContain('lang="fr"');
    expect(notice.text).not.toMatch(/paused|account|\b\d{6}\b/);
    expect(lockNotices(email, 'verify')).toHaveLength(0);
  });

  it('at most 5 codes an hour and 10 a day, whatever the cookie or address; an unknown e-mail answers alike', async () => {
    const email = await verifiedAccount();
    const nobody = uniqueEmail('nobody');
    clock.freeze();
    try {
      const answers: Record<string, Response[]> = { [email]: [], [nobody]: [] };
      // Each e-mail from a fresh agent (a fresh cookie) every time; the two sequences at the same instants.
      for (let i = 0; i < 12; i += 1) {
        for (const who of [email, nobody]) {
          answers[who]!.push(await post(request.agent(t.app.server), '/forgot-password').send({ email: who }));
        }
        // The worker sends each code while its time passes: a code mail still queued when the clock jumps
        // past the code's expiry is rightly dropped (mailer's stillWanted), which real time never does here.
        await t.app.mailer.settled();
        clock.advance(i === 5 ? HOUR : 31_000);
      }
      const shape = (r: Response) => ({ status: r.status, body: r.body, retryAfter: r.headers['retry-after'] });
      expect(answers[nobody]!.map(shape)).toEqual(answers[email]!.map(shape));
      const statuses = answers[email]!.map((r) => r.status);
      // 5 codes, the 6th asks past the hour's ceiling (locked for the rest of the hour), then 5 more
      // in the next hour reach the day's ceiling of 10.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 200, 200, 200, 200, 200, 429]);
      expectLocked(answers[email]![5]!);
      await t.app.mailer.settled();
      expect(resetMails(email)).toHaveLength(10);
      // Two locks (the hour's, then the day's): one notice each, never more.
      expect(lockNotices(email, 'reset')).toHaveLength(2);
      expect(smtp.to(nobody)).toHaveLength(0);
    } finally {
      clock.thaw();
    }
  });

  it('forgot → 15 s → forgot → resend at 31 s answers the same for an existing and an unknown e-mail', async () => {
    const email = await verifiedAccount();
    const nobody = uniqueEmail('nobody');
    const agents = { [email]: request.agent(t.app.server), [nobody]: request.agent(t.app.server) };
    const shape = (r: Response) => ({
      status: r.status,
      body: r.body,
      retryAfter: r.headers['retry-after'],
      cookies: ([] as string[]).concat(r.headers['set-cookie'] ?? []).map((c) => c.split('=')[0]),
    });
    const both = async (send: (a: Agent, who: string) => Promise<Response>) =>
      Promise.all([email, nobody].map((who) => send(agents[who]!, who).then(shape)));
    clock.freeze();
    try {
      const steps = [];
      steps.push(await both((a, who) => post(a, '/forgot-password').send({ email: who })));
      clock.advance(15_000);
      steps.push(await both((a, who) => post(a, '/forgot-password').send({ email: who })));
      clock.advance(5_000);
      steps.push(await both((a) => resend(a)));
      clock.advance(11_000);
      steps.push(await both((a) => resend(a)));
      for (const [existing, unknown] of steps) expect(unknown).toEqual(existing);
      expect(steps.map(([existing]) => existing!.status)).toEqual([200, 200, 429, 200]);
      expect(steps[2]![0]!.retryAfter).toBe('10');
    } finally {
      clock.thaw();
    }
  });

  it('30 wrong codes sent at once are counted one by one: 4 wrong, then the code is locked, the rest refused', async () => {
    const email = uniqueEmail('burst');
    const a = request.agent(t.app.server);
    await post(a, '/register').send(registerBody(email)).expect(201);
    const code = await codeMailedTo(smtp, email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post(a, '/verify-email').field('otp', wrongCode(code))),
    );
    const codes = answers.map((r) => r.body.code as string);
    expect(codes.filter((c) => c === 'CODE_INVALID')).toHaveLength(4);
    expect(codes.filter((c) => c === 'CODE_LOCKED')).toHaveLength(26);
    // Only the 5 evaluated guesses count against the day's ceiling: the owner's right code still does
    // nothing on a locked code, and a new code (after the countdown) works.
    await post(a, '/verify-email').field('otp', code).expect(422);
    clock.advance(31_000);
    await resend(a).expect(200);
    await post(a, '/verify-email')
      .field('otp', await codeMailedTo(smtp, email, 2))
      .expect(200);
  });

  it('a password reset lifts a sign-in lock (ACCOUNT_LOCKED)', async () => {
    const email = await verifiedAccount();
    const anon = () => request.agent(t.app.server);
    let res: Response | undefined;
    for (let i = 0; i <= 40 && res?.status !== 429; i += 1)
      res = await post(anon(), '/login').send({ email, password: `wrong-${i}` });
    expect(res!.body.code).toBe('ACCOUNT_LOCKED');
    expect((await post(anon(), '/login').send({ email, password: PASSWORD })).status).toBe(429);

    const owner = anon();
    await post(owner, '/forgot-password').send({ email }).expect(200);
    const code = await codeMailedTo(smtp, email, 2);
    await post(owner, '/verify-otp').field('otp', code).expect(200);
    await post(owner, '/reset-password').send({ password: NEW_PASSWORD }).expect(200);
    // No waiting: the lock is gone.
    await post(anon(), '/login').send({ email, password: NEW_PASSWORD }).expect(200);
  });
});
