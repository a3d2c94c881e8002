import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, createTestDatabase, type PrismaClient, type TestDatabase } from '@studychina/db';
import { generateSecrets, loadConfig, prismaPaths } from './config.js';
import { TestSmtpServer } from './test/smtp-server.js';
import { spawnServer, type SpawnedServer } from './test/spawn-server.js';

// Two API processes behind one address, as issue 15 runs them (docs/decisions/0065 and 0066): one
// Postgres database, the shared Redis on 127.0.0.1:6379 under a prefix of this run's own, one SMTP server.
let database: TestDatabase;
let prisma: PrismaClient;
let dataDir: string;
let a: SpawnedServer;
let b: SpawnedServer;
const smtp = new TestSmtpServer();

const start = async () =>
  spawnServer({
    ...generatedSecrets,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    MIGRATE_ON_START: 'false',
    SEED_ON_START: 'false',
    NODE_ENV: 'production',
    CORS_ORIGINS: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    BCRYPT_ROUNDS: '10',
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: redisPrefix,
    JOBS_POLL_INTERVAL_MS: '500',
    // Every minute, so the test sees a slot within one.
    DRAFT_CLEANUP_INTERVAL_MS: '60000',
    ...smtp.config,
  });
const generatedSecrets = generateSecrets();
const redisPrefix = `two-instances-${randomBytes(6).toString('hex')}:`;
const api = (server: SpawnedServer, path: string) => `http://127.0.0.1:${server.port}/api/v1/user${path}`;
const post = (server: SpawnedServer, path: string, body: object, from: string) =>
  fetch(api(server, path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
const waitUntil = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

beforeAll(async () => {
  await smtp.start();
  database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
  prisma = createPrismaClient({ url: database.url });
  dataDir = await mkdtemp(join(tmpdir(), 'two-instances-'));
  // One after the other: the first creates the job queue's schema.
  a = await start();
  b = await start();
}, 240_000);

afterAll(async () => {
  // A was killed (SIGKILL) by the last test unless it failed before.
  await Promise.all([a?.child.signalCode ? undefined : a?.stop(), b?.stop()]);
  await prisma?.$disconnect();
  await database?.drop();
  await smtp.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 120_000);

describe('two API instances on one database and one Redis', { timeout: 180_000 }, () => {
  it('failed logins for one account spread over A and B hit the limit at the same count as on one', async () => {
    const email = 'nobody.shared@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await post(i % 2 ? b : a, '/login', { email, password: `wrong-${i}` }, '203.0.113.9')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('a scheduled clean-up runs on exactly one of them', async () => {
    const runs = () => (a.output() + b.output()).split('draft clean-up done').length - 1;
    await waitUntil('a clean-up run', () => runs() >= 1, 150_000);
    await new Promise((r) => setTimeout(r, 5_000));
    expect(runs()).toBe(1);
  });

  it('a mail queued while SMTP is down survives a kill -9 of its instance and is delivered once after SMTP is back', async () => {
    await smtp.stop();
    const email = 'down.then.up@example.com';
    const registered = await post(
      a,
      '/register',
      {
        firstname: 'Ada',
        lastname: 'Obi',
        email,
        password: 'correct-horse-8',
        phoneNumber: '8613800138000',
        countryInfo: { name: 'China', dialCode: '86', countryCode: 'cn' },
      },
      '203.0.113.10',
    );
    expect(registered.status).toBe(201);
    // The first attempt failed (and no worker holds the job), then A dies without a chance to clean up.
    const attempted = async () =>
      (
        await prisma.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE attempts >= 1 AND locked_at IS NULL`
      )[0]!.n === 1;
    await waitUntil('the first failed attempt', attempted, 30_000);
    const killed = once(a.child, 'exit');
    a.child.kill('SIGKILL');
    await killed;
    await smtp.start(smtp.port);
    const mail = await smtp.waitFor((m) => m.to.includes(email), 60_000);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    await new Promise((r) => setTimeout(r, 5_000));
    expect(smtp.to(email)).toHaveLength(1);
    // B still answers.
    expect((await fetch(`http://127.0.0.1:${b.port}/readyz`)).status).toBe(200);
  });
});
