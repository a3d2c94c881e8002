import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@studychina/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig, prismaPaths, testConfig } from '../../config.js';
import { TestGoogleServer } from '../../test/oauth2-server.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { USER_API, codeMailedTo, registerBody, uniqueEmail } from '../../test/accounts-kit.js';
import { allListFiles, postApplication, validFields } from '../../test/application-payload.js';

// Everything the app logs at trace level, while every account flow runs once and an application is
// submitted with the resulting token (issue 7: register -> verify -> login -> apply).
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const smtp = new TestSmtpServer();
const google = new TestGoogleServer();
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  await Promise.all([smtp.start(), google.start()]);
  database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
  const config = testConfig({
    DATABASE_URL: database.url,
    BCRYPT_ROUNDS: '10',
    WEB_URL: 'http://web.test',
    ...smtp.config,
    ...google.config,
  });
  app = await buildApp(config, { logger: { level: 'trace', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await Promise.all([smtp.stop(), google.stop()]);
});

it('never logs passwords, codes, tokens, Google codes or handoff payloads', async () => {
  const secrets: string[] = [];
  const email = uniqueEmail('logs');
  const password = 'secret-password-in-body';
  const a = request.agent(app.server);
  await a.post(`${USER_API}/register`).send(registerBody(email, { password })).expect(201);
  const verifyCode = await codeMailedTo(smtp, email);
  const verified = await a.post(`${USER_API}/verify-email`).field('otp', verifyCode).expect(200);
  const login = await a.post(`${USER_API}/login`).send({ email, password }).expect(200);
  await a.post(`${USER_API}/login`).send({ email, password: 'wrong-password-in-body' }).expect(401);
  await a.get(`${USER_API}/me`).auth(login.body.token, { type: 'bearer' }).expect(200);
  await a.post(`${USER_API}/forgot-password`).send({ email }).expect(200);
  const resetCode = await codeMailedTo(smtp, email, 2);
  const reset = await a.post(`${USER_API}/verify-otp`).field('otp', resetCode).expect(200);
  await a.post(`${USER_API}/reset-password`).send({ password: 'new-password-in-body' }).expect(200);
  secrets.push(password, 'wrong-password-in-body', 'new-password-in-body', verifyCode, resetCode);
  secrets.push(verified.body.token, login.body.token, reset.body.token);
  // Cookie values (pending step, reset grant) are secrets too.
  for (const res of [verified, login, reset]) {
    for (const cookie of [res.headers['set-cookie'] ?? []].flat()) {
      const value = cookie.split(';')[0]!.split('=').slice(1).join('=');
      if (value.length > 8) secrets.push(value);
    }
  }

  const relogin = await a.post(`${USER_API}/login`).send({ email, password: 'new-password-in-body' }).expect(200);
  await postApplication(app, `Bearer ${relogin.body.token}`, validFields(), allListFiles()).expect(201);
  secrets.push(relogin.body.token);

  const { body } = await a.get(`${USER_API}/auth-google`).expect(200);
  const callback = new URL((await fetch(body.url, { redirect: 'manual' })).headers.get('location')!);
  const landing = await a.get(`${callback.pathname}${callback.search}`).expect(302);
  const data = new URL(landing.headers.location!).searchParams.get('data')!;
  const handoff = await a.post(`${USER_API}/decrypt-user`).send({ encrypted: data }).expect(200);
  secrets.push(callback.searchParams.get('code')!, callback.searchParams.get('state')!, data, handoff.body.token);

  // A failing mail server is logged too, without the code it could not deliver.
  await smtp.stop();
  await request(app.server)
    .post(`${USER_API}/register`)
    .send(registerBody(uniqueEmail('down')))
    .expect(201);
  await app.mailer.settled();
  await smtp.start();

  const log = lines.join('');
  expect(log).toContain('request completed');
  expect(log).toContain('mail not sent');
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/\$2b\$/);
});
