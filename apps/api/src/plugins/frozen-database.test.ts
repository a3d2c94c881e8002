import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@studychina/contracts';
import { createTestDatabase, seedIfEmpty, type TestDatabase } from '@studychina/db';
import { buildApp } from '../app.js';
import { prismaPaths, testConfig } from '../config.js';
import { startOwnPostgres, type OwnPostgres } from '../test/own-postgres.js';

// A database host that hangs (SIGSTOP on the postmaster and every backend): connections stay open and
// nothing answers, so neither a refused connection nor the server's statement_timeout ends a request.
// Only the API's own deadlines do (docs/product.md#security). The cluster is our own, never the shared one.
let pg: OwnPostgres;
let database: TestDatabase;
let app: FastifyInstance;
const api = () => request(app.server);

const UNAVAILABLE = { success: false, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE };
const DEADLINE_MS = 5_000;

beforeAll(async () => {
  pg = await startOwnPostgres();
  database = await createTestDatabase({ adminUrl: pg.adminUrl, ...prismaPaths });
  // The default deadlines (DB_CONNECTION_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS): the figures operators get.
  // The catalogue cache would answer /heroes and /majors from memory for its TTL; with 0 they read the database
  // on every request, which is the path this outage test is about.
  app = await buildApp(testConfig({ DATABASE_URL: database.url, CATALOG_CACHE_TTL_MS: '0' }));
  await app.ready();
  await seedIfEmpty(app.prisma, prismaPaths.seedDir);
});

afterAll(async () => {
  pg?.thaw();
  await app?.close();
  await database?.drop();
  pg?.drop();
});

/** Each request of the round, timed from one common start. */
async function round() {
  const started = Date.now();
  const timed = (req: request.Test) => req.then((res) => ({ res, ms: Date.now() - started }));
  const [majors, heroes, login, ready] = await Promise.all([
    timed(api().get('/api/v1/user/majors?page=1')),
    timed(api().get('/api/v1/user/heroes')),
    timed(api().post('/api/v1/user/login').send({ email: 'someone@example.com', password: 'not-the-password' })),
    timed(api().get('/readyz')),
  ]);
  return { majors, heroes, login, ready };
}

describe('a frozen database', () => {
  it('answers 503 within 5 s on every route while frozen, and recovers by itself', async () => {
    // Warm: the pool holds open connections, the case where only a query deadline helps.
    const warm = await round();
    expect([warm.majors.res.status, warm.heroes.res.status, warm.login.res.status, warm.ready.res.status]).toEqual([
      200, 200, 401, 200,
    ]);

    pg.freeze();
    // Twice: first on the pooled connections, then on new ones that never get past the handshake.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { majors, heroes, login, ready } = await round();
      for (const { res, ms } of [majors, heroes, login]) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual(UNAVAILABLE);
        expect(ms).toBeLessThan(DEADLINE_MS);
      }
      expect(ready.res.status).toBe(503);
      expect(ready.res.body).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      expect(ready.ms).toBeLessThan(DEADLINE_MS);
    }
    await api().get('/healthz').expect(200);

    pg.thaw();
    const back = Date.now();
    await expect.poll(async () => (await api().get('/readyz')).status, { timeout: 10_000, interval: 200 }).toBe(200);
    const after = await round();
    expect([after.majors.res.status, after.heroes.res.status, after.login.res.status]).toEqual([200, 200, 401]);
    expect(after.majors.res.body.data.length).toBeGreaterThan(0);
    expect(Date.now() - back).toBeLessThan(10_000);
  }, 60_000);
});
