import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@studychina/contracts';
import { applyMigrations, seedIfEmpty, startEmbeddedPostgres, type EmbeddedPostgres } from '@studychina/db';
import { buildApp } from '../app.js';
import { prismaPaths, testConfig } from '../config.js';

// A throwaway embedded Postgres that the test can stop and start again on the same port and data.
let dataDir: string;
let pg: EmbeddedPostgres;
let port: number;
let app: FastifyInstance;
const api = () => request(app.server);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'outage-'));
  pg = await startEmbeddedPostgres({ dataDir, port: 0 });
  port = Number(new URL(pg.url).port);
  await applyMigrations({ url: pg.url, ...prismaPaths });
  // The catalogue cache would answer /heroes and /majors from memory for its TTL; with 0 they read the database
  // on every request, which is the path this outage test is about.
  app = await buildApp(
    testConfig({ DATABASE_URL: pg.url, DB_CONNECTION_TIMEOUT_MS: '2000', CATALOG_CACHE_TTL_MS: '0' }),
  );
  await app.ready();
  await seedIfEmpty(app.prisma, prismaPaths.seedDir);
});

afterAll(async () => {
  await app?.close();
  await pg?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('health probes', () => {
  it('/healthz answers without touching the database, with a request id', async () => {
    const res = await api().get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a caller-supplied request id', async () => {
    const res = await api().get('/healthz').set('x-request-id', 'edge-1234abcd').expect(200);
    expect(res.headers['x-request-id']).toBe('edge-1234abcd');
  });

  it('/readyz is ready while the database answers', async () => {
    await api().get('/readyz').expect(200, { status: 'ready' });
  });
});

describe('a database outage', () => {
  it('answers 503 quickly while the database is down and recovers without a restart', async () => {
    await api().get('/api/v1/user/majors').expect(200);
    await pg.stop();

    const started = Date.now();
    const down = await api().get('/api/v1/user/majors');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(5_000);
    const ready = await api().get('/readyz').expect(503);
    expect(ready.body).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    await api().get('/healthz').expect(200);

    pg = await startEmbeddedPostgres({ dataDir, port });
    await api().get('/readyz').expect(200);
    const back = await api().get('/api/v1/user/majors').expect(200);
    expect(back.body.data.length).toBeGreaterThanOrEqual(24);
  });
});
