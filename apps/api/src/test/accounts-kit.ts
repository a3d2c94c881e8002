import type { FastifyInstance } from 'fastify';
import request, { type Agent, type Response } from 'supertest';
import { expect } from 'vitest';
import { TestSmtpServer } from './smtp-server.js';
import { useTestApp } from './test-app.js';

/** Helpers shared by the accounts tests (src/modules/accounts/*.test.ts). */

export const USER_API = '/api/v1/user';

/** A clock the tests move forward instead of sleeping (passed to buildApp as `now`). */
export class TestClock {
  private offsetMs = 0;
  private frozenAt: number | null = null;
  readonly now = () => new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Stops time (until thaw) so two sequences of requests see the very same instants. */
  freeze() {
    this.frozenAt = Date.now();
  }
  thaw() {
    if (this.frozenAt !== null) this.offsetMs -= Date.now() - this.frozenAt;
    this.frozenAt = null;
  }
}

let counter = 0;
/** A fresh address per call, so tests never share an account or a rate-limit bucket. */
export const uniqueEmail = (name = 'student') => `${name}.${Date.now().toString(36)}${(counter += 1)}@example.com`;

export const registerBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstname: 'Ada',
  lastname: 'Obi',
  email,
  password: 'correct-horse-8',
  phoneNumber: '8613800138000',
  countryInfo: { name: 'China', dialCode: '86', countryCode: 'cn' },
  ...overrides,
});

/** The 6-digit code of the newest mail to `email`, checked present in both the text and HTML parts. */
export async function codeMailedTo(smtp: TestSmtpServer, email: string, count = 1): Promise<string> {
  await smtp.waitFor(() => smtp.to(email).length >= count);
  const mail = smtp.to(email).at(-1)!;
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'a 6-digit code in the text part').toBeDefined();
  expect(mail.html).toContain(code);
  return code!;
}

/** The names of the cookies a response sets (value-free: for comparing two answers). */
export const cookieNames = (res: Response): string[] =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split('=')[0]!)
    .sort();

/** The Set-Cookie line of one cookie. */
export const setCookie = (res: Response, name: string): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));

/** Waits a little and returns how many mails went to `email` (for "no mail was sent" checks). */
export async function mailCountAfterSettling(smtp: TestSmtpServer, email: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return smtp.to(email).length;
}

export interface Registered {
  a: Agent;
  res: Response;
  email: string;
  code: string;
}

/** Registers `email` through a fresh agent (which keeps the pending-step cookie) and reads the mailed code. */
export async function registerWithCode(
  app: FastifyInstance,
  smtp: TestSmtpServer,
  email = uniqueEmail(),
): Promise<Registered> {
  const a = request.agent(app.server);
  const res = await a.post(`${USER_API}/register`).send(registerBody(email)).expect(201);
  return { a, res, email, code: await codeMailedTo(smtp, email) };
}

/**
 * The app of an e-mail accounts test file, with beforeAll/afterAll registered: a stand-in SMTP server
 * started first and stopped last, cheap bcrypt, and a clock the tests move.
 */
export function useMailedApp() {
  const smtp = new TestSmtpServer();
  const clock = new TestClock();
  const t = useTestApp(
    async () => {
      await smtp.start();
      return { config: { ...smtp.config, BCRYPT_ROUNDS: '10' }, now: clock.now };
    },
    () => smtp.stop(),
  );
  return { smtp, clock, t };
}
