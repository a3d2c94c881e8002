import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcrypt';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueResponseSchema, type Role } from '@studychina/contracts';
import { createPrismaClient, createTestDatabase, type PrismaClient, type TestDatabase } from '@studychina/db';
import { generateSecrets, loadConfig, prismaPaths } from './config.js';
import { allListFiles, requiredFiles, validFields } from './test/application-payload.js';
import { startS3, type TestS3 } from './test/s3-server.js';
import { totpAt } from './test/staff-mfa.js';
import { TestSmtpServer } from './test/smtp-server.js';
import { spawnServer, type SpawnedServer } from './test/spawn-server.js';
import { startWhatsappSimulator, type WhatsappSimulator } from './test/whatsapp-simulator.js';

// Two API processes behind one address, as issue 15 runs them (decisions 0060, 0065 and 0066): one
// Postgres database, the shared Redis on 127.0.0.1:6379 under a prefix of this run's own, one SMTP server,
// one S3-compatible server (s3rver) holding the files.
let database: TestDatabase;
let prisma: PrismaClient;
let dataDir: string;
let s3: TestS3;
let a: SpawnedServer;
let b: SpawnedServer;
/** A third instance, started and killed by the alerts' test. */
let c: SpawnedServer | undefined;
let whatsapp: WhatsappSimulator;
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
    ORPHAN_CLEANUP_INTERVAL_MS: '60000',
    ...smtp.config,
    ...s3.env,
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_TOKEN: whatsapp.token,
    WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
    WHATSAPP_APP_SECRET: whatsapp.appSecret,
    ALERT_RETRY_DELAY_MS: '3000',
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
const PASSWORD = 'two-instances-pass-1';
/** A verified account made in the database, signed in through `server`'s own login route: its Bearer header. */
async function signIn(server: SpawnedServer, role: Role, from: string): Promise<string> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  await prisma.user.create({
    data: {
      email,
      firstname: 'Ada',
      lastname: 'Obi',
      role,
      emailVerifiedAt: new Date(),
      passwordHash: await bcrypt.hash(PASSWORD, 10),
    },
  });
  const res = await post(server, '/login', { email, password: PASSWORD }, from);
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  if (role === 'student') return `Bearer ${token}`;
  // Staff pass the second factor on the same instance (docs/decisions/0134-staff-second-factor.md).
  const step = (path: string, body: object) =>
    fetch(api(server, `/mfa/${path}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  const setup = await step('setup', {});
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await step('confirm', { code: await totpAt(secret, new Date()) });
  expect(confirmed.status).toBe(200);
  return `Bearer ${((await confirmed.json()) as { token: string }).token}`;
}
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
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
  s3 = await startS3();
  whatsapp = await startWhatsappSimulator();
  // One after the other: the first creates the job queue's schema.
  a = await start();
  b = await start();
}, 240_000);

afterAll(async () => {
  // A was killed (SIGKILL) by the last test unless it failed before.
  await Promise.all([
    a?.child.signalCode ? undefined : a?.stop(),
    b?.stop(),
    c?.child.signalCode ? undefined : c?.stop(),
  ]);
  await whatsapp?.close();
  await prisma?.$disconnect();
  await database?.drop();
  await smtp.stop();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
}, 120_000);

describe('two API instances on one database and one Redis', { timeout: 180_000 }, () => {
  it('an application submitted through A is listed and its files downloaded byte-identical through B', async () => {
    const student = await signIn(a, 'student', '203.0.113.20');
    const sent = allListFiles();
    let apply = request(`http://127.0.0.1:${a.port}`).post('/api/v1/user/apply').set('Authorization', student);
    for (const [name, value] of Object.entries(validFields())) apply = apply.field(name, value);
    for (const file of sent)
      apply = apply.attach(file.field, file.content, { filename: file.filename, contentType: file.contentType });
    const submitted = await apply.expect(201);
    const applicationId = (submitted.body as { application: { id: string } }).application.id;

    const onB = request(`http://127.0.0.1:${b.port}`);
    const own = await onB.get('/api/v1/user/applications').set('Authorization', student).expect(200);
    expect((own.body as { applications: { id: string }[] }).applications.map((x) => x.id)).toEqual([applicationId]);
    const staff = await signIn(b, 'staff', '203.0.113.21');
    const queue = await onB.get('/api/v1/admin/applications').set('Authorization', staff).expect(200);
    expect(queueResponseSchema.parse(queue.body).data.map((row) => row.id)).toContain(applicationId);

    const files = await prisma.applicationFile.findMany({ where: { applicationId } });
    expect(files).toHaveLength(sent.length);
    // The bytes are in the bucket, not on A's disk: B reads them from there.
    expect(await s3.objects()).toEqual(files.map((f) => `files/${f.storageKey}`).sort());
    for (const file of files) {
      const original = sent.find((part) => part.filename === file.originalName)!.content;
      const mine = await binary(
        onB.get(`/api/v1/user/applications/${applicationId}/files/${file.id}?download=1`).set('Authorization', student),
      ).expect(200);
      expect((mine.body as Buffer).equals(original), `own route: ${file.originalName}`).toBe(true);
      const backOffice = await binary(
        onB.get(`/api/v1/admin/applications/${applicationId}/files/${file.id}`).set('Authorization', staff),
      ).expect(200);
      expect((backOffice.body as Buffer).equals(original), `back office: ${file.originalName}`).toBe(true);
    }
  });

  it('failed logins for one account spread over A and B hit the limit at the same count as on one', async () => {
    const email = 'nobody.shared@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await post(i % 2 ? b : a, '/login', { email, password: `wrong-${i}` }, '203.0.113.9')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('a scheduled clean-up runs on exactly one of them, the orphan-object sweep too', async () => {
    const runs = (line: string) => (a.output() + b.output()).split(line).length - 1;
    // Counted from now: a slot may have passed during the tests before (each slot is a minute apart).
    const [draftsBefore, orphansBefore] = [runs('draft clean-up done'), runs('orphan object clean-up done')];
    const drafts = () => runs('draft clean-up done') - draftsBefore;
    const orphans = () => runs('orphan object clean-up done') - orphansBefore;
    await waitUntil('a run of both clean-ups', () => drafts() >= 1 && orphans() >= 1, 150_000);
    await new Promise((r) => setTimeout(r, 5_000));
    expect({ drafts: drafts(), orphans: orphans() }).toEqual({ drafts: 1, orphans: 1 });
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

  it('a WhatsApp alert whose instance is killed (kill -9) after a failed send is sent once, by the other', async () => {
    c = await start();
    const student = await signIn(c, 'student', '203.0.113.30');
    const onC = request(`http://127.0.0.1:${c.port}`);
    let apply = onC.post('/api/v1/user/apply').set('Authorization', student);
    for (const [name, value] of Object.entries(validFields())) apply = apply.field(name, value);
    for (const file of requiredFiles())
      apply = apply.attach(file.field, file.content, { filename: file.filename, contentType: file.contentType });
    const applicationId = ((await apply.expect(201)).body as { application: { id: string } }).application.id;
    // The student turned WhatsApp on with a verified number (the consent, as POST /alerts/verify records it).
    const { userId } = await prisma.application.findUniqueOrThrow({ where: { id: applicationId } });
    await prisma.alertSettings.create({ data: { userId, phone: '+2348051234567', whatsappConsentAt: new Date() } });

    // WhatsApp fails the first send; C queues the retry (3 s later), then dies before it runs.
    whatsapp.failNext(1);
    const staff = await signIn(c, 'staff', '203.0.113.31');
    await onC
      .post(`/api/v1/admin/applications/${applicationId}/status`)
      .set('Authorization', staff)
      .send({ status: 'under_review', message: 'We are reading your application.' })
      .expect(200);
    const alert = () => prisma.alert.findFirst({ where: { applicationId, channel: 'whatsapp' } });
    await waitUntil('the first failed send', async () => ((await alert())?.attempts ?? 0) >= 1, 30_000);
    const killed = once(c.child, 'exit');
    c.child.kill('SIGKILL');
    await killed;

    const toStudent = () => whatsapp.received.filter((m) => m.to === '2348051234567');
    await waitUntil('the WhatsApp alert', () => toStudent().length >= 1, 60_000);
    await waitUntil('the alert marked sent', async () => (await alert())?.state === 'sent', 15_000);
    await new Promise((r) => setTimeout(r, 5_000));
    expect(toStudent().map((m) => m.template?.name)).toEqual(['application_status']);
    expect(await alert()).toMatchObject({ state: 'sent', attempts: 2 });
  });
});
