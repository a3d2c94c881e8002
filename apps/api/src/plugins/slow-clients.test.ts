import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@studychina/db';
import { buildApp } from '../app.js';
import { loadConfig, prismaPaths, testConfig } from '../config.js';

// Small windows so the test runs in seconds; the defaults (.env.example) are the same rules, larger.
const WINDOW_MS = 2_000;
const MIN_BYTES = 100;
const HEADERS_TIMEOUT_MS = 1_000;
const KEEP_ALIVE_MS = 1_000;
const MAX_PER_ADDRESS = 5;

const logs: { level: number; msg: string }[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
    done();
  },
});
let database: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
  const config = testConfig({
    DATABASE_URL: database.url,
    REQUEST_BODY_WINDOW_MS: String(WINDOW_MS),
    REQUEST_BODY_MIN_BYTES: String(MIN_BYTES),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    MAX_CONNECTIONS_PER_ADDRESS: String(MAX_PER_ADDRESS),
  });
  app = await buildApp(config, { logger: { level: 'info', stream } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (d: Buffer) => (data += d.toString()));
  socket.on('error', () => {});
  // Not events.once: it rejects on 'error', and a cut may come as a reset (ECONNRESET) as well as a FIN.
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await once(socket, 'connect');
  return { socket, received: () => data, closed };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loginHead = (length: number) =>
  `POST /api/v1/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\n\r\n`;

describe('a request body that trickles', () => {
  it('is cut after one window at 20 bytes a second, and the abort is logged as info, not as an error', async () => {
    // JSON allows trailing white space: a body long enough to trickle for a while.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'not-the-password' }) + ' '.repeat(400);
    const { socket, closed } = await open();
    socket.write(loginHead(body.length));
    const started = Date.now();
    let sent = 0;
    const drip = setInterval(() => {
      if (socket.destroyed) return;
      socket.write(body.slice(sent, sent + 20));
      sent += 20;
    }, 1_000);
    const cutAt = await Promise.race([closed, sleep(WINDOW_MS * 3).then(() => 0)]);
    clearInterval(drip);
    expect(cutAt, 'the connection was never cut').toBeGreaterThan(0);
    expect(cutAt - started).toBeGreaterThanOrEqual(WINDOW_MS - 100);
    // Generous upper bound: a loaded CI machine delays timers; a missing cut would still fail above.
    expect(cutAt - started).toBeLessThan(WINDOW_MS * 2);
    expect(sent).toBeLessThan(body.length);

    await sleep(200);
    expect(logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
    expect(logs.some((l) => l.level === 30 && /too slowly/.test(l.msg))).toBe(true);
    expect(logs.some((l) => /database unavailable/.test(l.msg))).toBe(false);
  });

  it('is left alone when it keeps above the minimum rate, even if it takes several windows', async () => {
    const body = JSON.stringify({ email: 'steady@example.com', password: 'not-the-password' }) + ' '.repeat(300);
    const { socket, received, closed } = await open();
    socket.write(loginHead(body.length));
    // 80 bytes every 0.5 s: 320 bytes a window, over the 100-byte minimum; about 2.5 windows in all.
    for (let sent = 0; sent < body.length; sent += 80) {
      socket.write(body.slice(sent, sent + 80));
      await sleep(500);
    }
    await expect.poll(received, { timeout: 15_000 }).toMatch(/^HTTP\/1\.1 401 /);
    socket.destroy();
    await closed;
  });
});

describe('a client that goes away mid-body', () => {
  it('is logged as info, never as a database error', async () => {
    const before = logs.length;
    const { socket, closed } = await open();
    socket.write(loginHead(200) + '{"email":"gone@example.com",');
    await sleep(200);
    socket.destroy();
    await closed;
    await expect.poll(() => logs.slice(before).map((l) => l.msg)).toContain('client closed the connection mid-request');
    expect(logs.slice(before).filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe('idle connections', () => {
  it('closes a connection that never finishes its headers within the headers timeout', async () => {
    const { socket, closed } = await open();
    const started = Date.now();
    socket.write('GET /healthz HTTP/1.1\r\nHost: local');
    const at = await Promise.race([closed, sleep(HEADERS_TIMEOUT_MS + 4_000).then(() => 0)]);
    expect(at, 'never closed').toBeGreaterThan(0);
    expect(at - started).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { socket, received, closed } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(received).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"status":"ok"\}/);
    const answered = Date.now();
    const at = await Promise.race([closed, sleep(KEEP_ALIVE_MS + 4_000).then(() => 0)]);
    expect(at, 'never closed').toBeGreaterThan(0);
    expect(at - answered).toBeLessThan(KEEP_ALIVE_MS + 1_500);
  });
});

describe('connections per address', () => {
  it(`refuses a connection beyond ${MAX_PER_ADDRESS} from one address, and accepts again once one closes`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_PER_ADDRESS }, () => open()));
    const extra = await open();
    const refused = await Promise.race([extra.closed.then(() => true), sleep(500).then(() => false)]);
    expect(refused).toBe(true);
    expect(extra.received()).toBe('');
    expect(held.every((c) => !c.socket.destroyed)).toBe(true);
    expect(logs.some((l) => l.level === 40 && /too many open connections/.test(l.msg))).toBe(true);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await sleep(50);
    const next = await open();
    next.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await next.closed;
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const c of held) c.socket.destroy();
  });
});
