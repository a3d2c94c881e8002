import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createApplicant } from '../../test/applicant.js';
import { jpeg, padded } from '../../test/fixture-files.js';
import { TestRedisServer, waitForReady } from '../../test/redis-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tusClient } from '../../test/tus-client.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

// One upload's tus requests are serialised across instances through Redis
// (docs/decisions/0062-resumable-uploads-shared-lock.md): two instances, one database, one UPLOAD_DIR, and a
// redis-server of this test's own (stopped in the last test).
const KiB = 1024;
const redis = new TestRedisServer(6391);
let uploads: UploadDir;
let a: TestApp;
let b: FastifyInstance;

beforeAll(async () => {
  await redis.start();
  uploads = await makeUploadDir();
  a = await createTestApp({
    config: { REDIS_URL: redis.url, UPLOAD_DIR: uploads.path, DRAFT_CLEANUP_INTERVAL_MS: '0' },
  });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  b = await buildApp(a.config);
  await b.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await uploads?.remove();
  await redis.stop();
}, 60_000);

/**
 * A PATCH to `app` that sends its headers and `sent` of `declared` bytes, then stalls with the connection
 * open (a client whose network died without a reset); `ended` resolves once the server answers or closes it.
 */
async function stalledPatch(
  app: FastifyInstance,
  authorization: string,
  location: string,
  sent: Buffer,
  declared: number,
) {
  const { port } = app.server.address() as AddressInfo;
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const ended = new Promise<string>((resolve) => {
    let answer = '';
    socket.on('data', (chunk: Buffer) => resolve((answer += chunk.toString('latin1'))));
    socket.on('close', () => resolve(answer || 'closed'));
    socket.on('error', () => resolve('reset'));
  });
  socket.write(
    `PATCH ${location} HTTP/1.1\r\nHost: test\r\nAuthorization: ${authorization}\r\nTus-Resumable: 1.0.0\r\n` +
      `Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${declared}\r\n\r\n`,
  );
  await new Promise<void>((resolve) => socket.write(sent, () => resolve()));
  return { ended, destroy: () => socket.destroy() };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))]);

describe('tus uploads across instances with the lock in Redis', () => {
  it('a stalled PATCH on A is ended when the client resumes on B, which then completes the upload', async () => {
    const { authorization } = await createApplicant(a.app);
    const onA = tusClient(a.app, authorization);
    const onB = tusClient(b, authorization);
    const photo = padded(jpeg(), 256 * KiB);
    const created = await onA.create(photo.length, { listName: 'passportphoto', filename: 'me.jpg' }).expect(201);
    const location = created.headers.location as string;

    const stale = await stalledPatch(a.app, authorization, location, photo.subarray(0, 64 * KiB), photo.length);
    try {
      await new Promise((r) => setTimeout(r, 500)); // A has written what it received
      // The client gave up on A and asks B where to resume: B has A's request let go first.
      const offset = Number((await onB.head(location).expect(200)).headers['upload-offset']);
      expect(offset).toBe(64 * KiB);
      expect(await within(stale.ended, 5_000)).not.toBe('still open');

      await onB.patch(location, offset, photo.subarray(offset)).expect(204);
      expect((await onA.head(location).expect(200)).headers['upload-offset']).toBe(String(photo.length));
    } finally {
      stale.destroy();
    }
  }, 60_000);

  it('with Redis down, uploads keep working on each instance (locked per instance until it returns)', async () => {
    const { authorization } = await createApplicant(a.app);
    const onA = tusClient(a.app, authorization);
    const onB = tusClient(b, authorization);
    const photo = padded(jpeg(), 96 * KiB);
    await redis.stop();
    try {
      const created = await onA.create(photo.length, { listName: 'passportphoto', filename: 'me.jpg' }).expect(201);
      const location = created.headers.location as string;
      await onA.patch(location, 0, photo.subarray(0, 32 * KiB)).expect(204);
      expect((await onB.head(location).expect(200)).headers['upload-offset']).toBe(String(32 * KiB));
      await onB.patch(location, 32 * KiB, photo.subarray(32 * KiB)).expect(204);
    } finally {
      await redis.start();
    }
    await Promise.all([waitForReady(a.app.redis!), waitForReady(b.redis!)]);

    // Back to shared locks: the stalled-request hand-over works again.
    const created = await onA.create(photo.length, { listName: 'transcripts', filename: 'scan.jpg' }).expect(201);
    const location = created.headers.location as string;
    const stale = await stalledPatch(a.app, authorization, location, photo.subarray(0, 16 * KiB), photo.length);
    try {
      await new Promise((r) => setTimeout(r, 500));
      expect((await onB.head(location).expect(200)).headers['upload-offset']).toBe(String(16 * KiB));
      expect(await within(stale.ended, 5_000)).not.toBe('still open');
    } finally {
      stale.destroy();
    }
  }, 90_000);
});
