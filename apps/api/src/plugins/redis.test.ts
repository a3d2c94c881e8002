import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { USER_API, uniqueEmail } from '../test/accounts-kit.js';
import { TestRedisServer, waitForReady } from '../test/redis-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { LOGIN_LIMITS } from '../modules/accounts/login-guard.js';

// Shared counters (docs/decisions/0065-shared-counters-in-redis.md): two instances on one database and
// one Redis of the test's own, which the test stops and starts again.
const redis = new TestRedisServer(19520);
let a: TestApp;
let b: FastifyInstance;
let address = 0;
const nextAddress = () => `198.51.100.${(address += 1)}`;

beforeAll(async () => {
  await redis.start();
  a = await createTestApp({ config: { REDIS_URL: redis.url, TRUST_PROXY: 'true', BCRYPT_ROUNDS: '10' } });
  b = await buildApp(a.config);
  await b.ready();
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis.stop();
}, 60_000);

/** Wrong logins for one (unknown) e-mail from one address, alternating A and B: the statuses in order. */
async function alternate(times: number): Promise<number[]> {
  const email = uniqueEmail('shared');
  const from = nextAddress();
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const server = i % 2 === 0 ? a.app.server : b.server;
    const res = await request(server)
      .post(`${USER_API}/login`)
      .set('x-forwarded-for', from)
      .send({ email, password: `wrong-${i}` });
    statuses.push(res.status);
  }
  return statuses;
}

const limit = LOGIN_LIMITS.perClientFailures;

describe('counters shared through Redis', () => {
  it('failed logins spread over two instances hit the limit at the same count as on one', async () => {
    const statuses = await alternate(limit + 2);
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429, 429]);
    const ready = await request(a.app.server).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready', redis: 'up' });
  });

  it('keeps answering while Redis is down (each instance counts on its own), and shares again once it is back', async () => {
    await redis.stop();
    // Each instance now counts in its own memory: the limit still holds per instance.
    const statuses = await alternate(2 * limit + 2);
    expect(statuses.slice(0, 2 * limit)).toEqual(Array<number>(2 * limit).fill(401));
    expect(statuses.slice(2 * limit)).toEqual([429, 429]);
    const ready = await request(b.server).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready', redis: 'down' });
    await request(a.app.server).get(`${USER_API}/majors?page=1`).expect(200);

    await redis.start();
    await Promise.all([waitForReady(a.app.redis!), waitForReady(b.redis!)]);
    expect(await alternate(limit + 1)).toEqual([...Array<number>(limit).fill(401), 429]);
  });
});
