import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@studychina/db';
import { buildApp } from '../app.js';
import { loadConfig, prismaPaths, testConfig } from '../config.js';
import { codeMailedTo, registerBody, uniqueEmail, USER_API } from '../test/accounts-kit.js';
import { postApplication, requiredFiles, validFields } from '../test/application-payload.js';
import { captureLogLines } from '../test/log-capture.js';
import { TestSmtpServer } from '../test/smtp-server.js';

// The logs of a student's journey in production's logger (docs/product.md#security): never a password, a code, a
// token or a passport number, whatever the level.
const smtp = new TestSmtpServer();
let database: TestDatabase;
let app: FastifyInstance;
let uploads: string;
const { lines, stream } = captureLogLines();

beforeAll(async () => {
  await smtp.start();
  uploads = await mkdtemp(join(tmpdir(), 'log-scrub-'));
  database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
  const config = testConfig({ DATABASE_URL: database.url, UPLOAD_DIR: uploads, BCRYPT_ROUNDS: '10', ...smtp.config });
  app = await buildApp(config, { logger: { level: 'trace', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await smtp.stop();
  await rm(uploads, { recursive: true, force: true });
});

describe('the logs of a journey', () => {
  it('never hold the password, the code, the token or the passport number', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('scrub');
    const { password } = registerBody(email) as { password: string };
    const a = request.agent(app.server);
    await a.post(`${USER_API}/register`).send(registerBody(email)).expect(201);
    const code = await codeMailedTo(smtp, email);
    await a.post(`${USER_API}/verify-email`).field('otp', '000000');
    await a.post(`${USER_API}/verify-email`).field('otp', code).expect(200);
    await request(app.server)
      .post(`${USER_API}/login`)
      .send({ email, password: `${password}-wrong` })
      .expect(401);
    const login = await request(app.server).post(`${USER_API}/login`).send({ email, password }).expect(200);
    const token = (login.body as { token: string }).token;
    const fields = validFields();
    const applied = await postApplication(app, `Bearer ${token}`, fields, requiredFiles());
    expect(applied.status).toBe(201);
    await request(app.server).get(`${USER_API}/me?token=${token}`).set('Authorization', `Bearer ${token}`);
    const userId = (login.body as { user: { id: string } }).user.id;
    const applicationId = (applied.body as { application: { id: string } }).application.id;
    await request(app.server)
      .get(`${USER_API}/applications/${applicationId}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);

    const text = JSON.stringify(lines);
    // The journey was logged (its requests, the mails), and what is looked for is real.
    expect(text).toContain(`${USER_API}/login`);
    expect(text).toContain(`${USER_API}/apply`);
    expect(fields.passportNumber).toMatch(/^[A-Z0-9]{6,}$/);
    expect(code).toMatch(/^\d{6}$/);
    for (const [what, secret] of [
      ['password', password],
      ['code', code],
      ['token', token],
      ['passport number', fields.passportNumber!],
    ] as const)
      expect(text.includes(secret), what).toBe(false);

    // The request's line names who and which application, by their ids.
    const line = (path: string) =>
      lines.find(
        (l) => l.msg === 'request completed' && (l.req as { url?: string } | undefined)?.url?.startsWith(path),
      );
    expect(line(`${USER_API}/applications/`)).toMatchObject({ userId, applicationId });
    expect(line(`${USER_API}/me`)).toMatchObject({ userId });
    expect(line(`${USER_API}/me`)).not.toHaveProperty('applicationId');
    expect(line(`${USER_API}/register`)).not.toHaveProperty('userId');
  });
});
