import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplicant } from '../../test/applicant.js';
import { TestClock, USER_API, registerBody, uniqueEmail } from '../../test/accounts-kit.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { useTestApp } from '../../test/test-app.js';

// No answer waits for the mail server (docs/product.md#security): with the SMTP server stalling each
// greeting for 20 s (past SMTP_GREETING_TIMEOUT_MS and SMTP_CONNECTION_TIMEOUT_MS, which bounds the greeting too: every mail fails), the account and contact answers
// come back as fast as with a healthy one, and the failures are only logged.
const smtp = new TestSmtpServer();
const clock = new TestClock();
const t = useTestApp(
  async () => {
    await smtp.start();
    return {
      config: {
        ...smtp.config,
        BCRYPT_ROUNDS: '10',
        SMTP_GREETING_TIMEOUT_MS: '10000',
        SMTP_CONNECTION_TIMEOUT_MS: '10000',
        CONTACT_INBOX: 'desk@example.com',
      },
      now: clock.now,
    };
  },
  () => smtp.stop(),
);
// Well under the greeting timeout (generous for a busy machine): an answer that waited for the mail server
// would take 10 s at least.
const FAST_MS = 5_000;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; res: T }> {
  const started = performance.now();
  const res = await run();
  return { ms: performance.now() - started, res };
}

describe('mail after the answer', () => {
  // The first requests of a fresh app are slow for reasons of their own (connections, JIT): not measured.
  beforeAll(async () => {
    await request(t.app.server)
      .post(`${USER_API}/register`)
      .send(registerBody(uniqueEmail('warm')))
      .expect(201);
    await t.app.mailer.settled();
  });

  it('answers register, login, forgot, resend and contact fast while the mail server stalls', async () => {
    smtp.greetingDelayMs = 20_000;
    try {
      const email = uniqueEmail('stalled');
      const a = request.agent(t.app.server);
      const registered = await timed(() => a.post(`${USER_API}/register`).send(registerBody(email)));
      expect(registered.res.status).toBe(201);
      expect(registered.ms).toBeLessThan(FAST_MS);

      clock.advance(31_000);
      const login = await timed(() =>
        request(t.app.server).post(`${USER_API}/login`).send({ email, password: 'correct-horse-8' }),
      );
      expect(login.res.status).toBe(403);
      expect(login.ms).toBeLessThan(FAST_MS);

      clock.advance(31_000);
      const resend = await timed(() => a.post(`${USER_API}/resend-otp`).set('content-type', 'application/json'));
      expect(resend.res.status).toBe(200);
      expect(resend.ms).toBeLessThan(FAST_MS);

      const forgot = await timed(() => request(t.app.server).post(`${USER_API}/forgot-password`).send({ email }));
      expect(forgot.res.status).toBe(200);
      expect(forgot.ms).toBeLessThan(FAST_MS);

      const { authorization } = await createApplicant(t.app, 'Stalled');
      const contact = await timed(() =>
        request(t.app.server)
          .post(`${USER_API}/contact-us/send-message`)
          .set('Authorization', authorization)
          .send({ name: 'Ada', email: 'ada@example.com', subject: 'Stalled mail', message: 'Hello' }),
      );
      expect(contact.res.status).toBe(200);
      expect(contact.ms).toBeLessThan(FAST_MS);

      // The mails fail afterwards (greeting timeout); nothing arrived, the contact message is kept unsent.
      await t.app.mailer.settled();
      expect(smtp.to(email)).toHaveLength(0);
      const row = await t.app.prisma.contactMessage.findFirstOrThrow({ where: { subject: 'Stalled mail' } });
      expect(row.emailedAt).toBeNull();
    } finally {
      smtp.greetingDelayMs = 0;
    }
  }, 60_000);

  it('a slow mail server (greeting after 6 s) still delivers, after the answer', async () => {
    smtp.greetingDelayMs = 6_000;
    try {
      const email = uniqueEmail('slow');
      const registered = await timed(() =>
        request(t.app.server).post(`${USER_API}/register`).send(registerBody(email)),
      );
      expect(registered.res.status).toBe(201);
      expect(registered.ms).toBeLessThan(FAST_MS);
      // The answer came first; the mail follows.
      expect(smtp.to(email)).toHaveLength(0);
      const mail = await smtp.waitFor((m) => m.to.includes(email), 30_000);
      expect(mail.subject).toBe('Verify your email: your 6-digit code');
    } finally {
      smtp.greetingDelayMs = 0;
    }
  }, 60_000);
});
