import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { captureLogLines } from '../../test/log-capture.js';

// The catalogue answered in front of Fastify (lib/front-server.ts, catalog-front.ts) must be the very
// answer the route gives: the route's is what a request with an Origin header gets (it needs CORS).
const ORIGIN = 'http://localhost:3000';
const MAJORS = '/api/v1/user/majors';
const URLS = [
  '/api/v1/user/heroes',
  MAJORS,
  `${MAJORS}?page=1`,
  `${MAJORS}?page=2`,
  // The French pages' calls (docs/product.md#api-majors).
  '/api/v1/user/heroes?lang=fr',
  `${MAJORS}?lang=fr`,
  `${MAJORS}?page=2&lang=fr`,
];
/** Headers that differ by nature: the date, the id of each request, and CORS's answer to an Origin. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'access-control-allow-origin']);

const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

async function get(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const res = await request(app.server)
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { status: res.status, headers: res.headers as Record<string, string>, bytes: res.body as Buffer };
}

describe('the catalogue in front of Fastify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it.each(URLS)('answers %s exactly as the route does, in every encoding and to If-None-Match', async (url) => {
    // The route answers first and builds the body; the front serves it from then on.
    const first = await get(t.app, url, {});
    expect(first.status).toBe(200);
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'br, gzip' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'identity' },
      { 'if-none-match': first.headers.etag! },
    ];
    for (const headers of variants) {
      const before = t.app.front.answered;
      const front = await get(t.app, url, headers);
      expect(t.app.front.answered).toBe(before + 1);
      const route = await get(t.app, url, { ...headers, origin: ORIGIN });
      expect(t.app.front.answered).toBe(before + 1);
      expect(route.headers['access-control-allow-origin']).toBe(ORIGIN);

      expect(front.status).toBe(route.status);
      expect(comparable(front.headers)).toEqual(comparable(route.headers));
      expect(front.bytes.equals(route.bytes)).toBe(true);
      expect(front.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps a caller's request id", async () => {
    await get(t.app, MAJORS, {});
    const res = await get(t.app, MAJORS, { 'x-request-id': 'caller-chosen-id-1' });
    expect(res.headers['x-request-id']).toBe('caller-chosen-id-1');
  });

  it('leaves everything else to the route: HEAD, other spellings of a page, a page past the end', async () => {
    await get(t.app, `${MAJORS}?page=1`, {});
    const before = t.app.front.answered;
    await request(t.app.server).head(`${MAJORS}?page=1`).expect(200);
    expect((await request(t.app.server).get(`${MAJORS}?page=01`).expect(200)).body.current_page).toBe(1);
    await request(t.app.server).get(`${MAJORS}?page=1&x=y`).expect(200);
    expect((await request(t.app.server).get(`${MAJORS}?page=999`).expect(404)).body.code).toBe('PAGE_OUT_OF_RANGE');
    expect((await request(t.app.server).get(`${MAJORS}?page=abc`).expect(422)).body.success).toBe(false);
    await request(t.app.server).get(`${MAJORS}/`).expect(404);
    expect(t.app.front.answered).toBe(before);
  });

  it('shows a change through the service on the next request', async () => {
    const before = await get(t.app, `${MAJORS}?page=1`, {});
    const first = JSON.parse(before.bytes.toString()).data[0];
    await t.app.catalog.updateMajor(first.id, { name: `${first.name} (front)` });
    const after = await request(t.app.server).get(`${MAJORS}?page=1`).expect(200);
    expect(after.body.data[0].name).toBe(`${first.name} (front)`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Built again by the route, then served by the front with the change.
    const answered = t.app.front.answered;
    const again = await request(t.app.server).get(`${MAJORS}?page=1`).expect(200);
    expect(t.app.front.answered).toBe(answered + 1);
    expect(again.body.data[0].name).toBe(`${first.name} (front)`);
  });
});

describe('the front request log line', () => {
  it('is the line the route writes: request id, method, path without query, client address, status', async () => {
    const { lines, stream } = captureLogLines();
    const seeded = await createTestApp({ seed: true });
    // An instance behind a proxy, logging as in production, on the seeded database.
    const app = await buildApp(testConfig({ DATABASE_URL: seeded.database.url, TRUST_PROXY: 'true' }), {
      logger: { level: 'info', stream },
    });
    try {
      await app.ready();
      await request(app.server).get(`${MAJORS}?page=1`).expect(200);
      const answered = app.front.answered;
      const forwarded = { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' };
      await request(app.server).get(`${MAJORS}?page=1`).set(forwarded).set('x-request-id', 'front-line-1').expect(200);
      expect(app.front.answered).toBe(answered + 1);
      await request(app.server)
        .get(`${MAJORS}?page=1`)
        .set(forwarded)
        .set({ 'x-request-id': 'route-line-1', origin: ORIGIN })
        .expect(200);
    } finally {
      await app.close();
      await seeded.close();
    }
    const line = (id: string) => {
      const mine = lines.filter((l) => l.reqId === id);
      expect(mine).toHaveLength(1);
      const { time: _time, responseTime, pid: _pid, hostname: _hostname, reqId: _reqId, ...rest } = mine[0]!;
      expect(responseTime).toEqual(expect.any(Number));
      return rest;
    };
    const front = line('front-line-1');
    expect(front).toEqual(line('route-line-1'));
    expect(front).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: MAJORS, ip: '203.0.113.7' },
      res: { statusCode: 200 },
    });
  });
});

/** A GET over `agent` (kept alive: a load balancer's connection, reused from one request to the next). */
function getKeptAlive(agent: http.Agent, port: number, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ agent, host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe('the front while the app closes', () => {
  it("leaves a kept-alive client to Fastify's drain: 503 and Connection: close, as on every route", async () => {
    const seeded = await createTestApp({ seed: true });
    const app = await buildApp(testConfig({ DATABASE_URL: seeded.database.url }), { logger: false });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = `${MAJORS}?page=1`;
    let port = 0;
    let during: Awaited<ReturnType<typeof getKeptAlive>> | undefined;
    // After the app's own preClose (registered first), before Fastify ends the idle connections.
    app.addHook('preClose', async () => {
      during = await getKeptAlive(agent, port, url);
    });
    let answered: number;
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
      expect((await getKeptAlive(agent, port, url)).status).toBe(200); // built by the route
      answered = app.front.answered;
      const served = await getKeptAlive(agent, port, url);
      expect(served.status).toBe(200);
      expect(served.headers.connection).toBe('keep-alive');
      expect(app.front.answered).toBe(answered + 1);
    } finally {
      await app.close();
      agent.destroy();
      await seeded.close();
    }
    expect(during?.status).toBe(503);
    expect(during?.headers.connection).toBe('close');
    expect(JSON.parse(during!.body)).toMatchObject({ statusCode: 503 });
    expect(app.front.answered).toBe(answered + 1);
  });
});
