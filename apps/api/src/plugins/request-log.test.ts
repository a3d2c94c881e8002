import Fastify from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@studychina/db';
import { buildApp } from '../app.js';
import { loadConfig, prismaPaths, testConfig } from '../config.js';
import { RequestLogController } from './request-log.js';
import { captureLogLines } from '../test/log-capture.js';

async function bare(short: boolean, level = 'info') {
  const { lines, stream } = captureLogLines();
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogController(short) });
  app.get('/majors', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('request log lines', () => {
  it('development: one short line with method, path (no query), status and time', async () => {
    const { app, lines } = await bare(true);
    await app.inject({ url: '/majors?page=2&code=secret' });
    await app.inject({ url: '/missing' });
    await app.close();
    expect(lines.map((l) => l.msg)).toEqual([
      expect.stringMatching(/^GET \/majors 200 \d+(\.\d)?ms$/),
      expect.stringMatching(/^GET \/missing 404 \d+(\.\d)?ms$/),
    ]);
    expect(lines[0]).not.toHaveProperty('req');
  });

  it('production: one structured line per request', async () => {
    const { app, lines } = await bare(false);
    await app.inject({ url: '/majors?page=2' });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, reqId: expect.any(String) });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('writes nothing under the info level', async () => {
    const { app, lines } = await bare(false, 'warn');
    await app.inject({ url: '/majors' });
    await app.close();
    expect(lines).toEqual([]);
  });
});

describe('the app', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
  });
  afterAll(async () => database?.drop());

  it('logs exactly one line for a request in production', async () => {
    const { lines, stream } = captureLogLines();
    const app = await buildApp(testConfig({ DATABASE_URL: database.url }), { logger: { level: 'info', stream } });
    await app.ready();
    await request(app.server).get('/healthz').set('x-request-id', 'one-line-request-1').expect(200);
    await app.close();
    const mine = lines.filter((l) => l.reqId === 'one-line-request-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/healthz' } });
  });
});
