import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicant } from '../../test/applicant.js';
import { cleanUpDrafts } from './draft-cleanup.js';
import { jpeg, padded, pdf } from '../../test/fixture-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tusClient } from '../../test/tus-client.js';
import { eventually, makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

const KiB = 1024;
let t: TestApp;
let uploads: UploadDir;
let tus: ReturnType<typeof tusClient>;

beforeAll(async () => {
  uploads = await makeUploadDir();
  t = await createTestApp({
    config: {
      UPLOAD_DIR: uploads.path,
      UPLOAD_MAX_FILE_BYTES: String(256 * KiB),
      UPLOAD_MAX_TOTAL_BYTES: String(600 * KiB),
      DRAFT_CLEANUP_INTERVAL_MS: '0',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  tus = tusClient(t.app, (await createApplicant(t.app)).authorization);
});
afterAll(async () => {
  await t?.close();
  await uploads?.remove();
});

const photo = padded(jpeg(), 200 * KiB);

describe('tus 1.0.0 at /api/v1/user/uploads', () => {
  it('creates, takes PATCHes in chunks, tells the offset after a dropped connection, resumes to the end', async () => {
    const created = await tus.create(photo.length, { listName: 'passportphoto', filename: 'me.jpg' }).expect(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/v1\/user\/uploads\/[0-9a-f]{32}$/);
    // Security headers reach the hijacked answer too.
    expect(created.headers['x-content-type-options']).toBe('nosniff');

    const first = await tus.patch(location, 0, photo.subarray(0, 64 * KiB)).expect(204);
    expect(first.headers['upload-offset']).toBe(String(64 * KiB));

    // The second chunk is cut half-way: the server keeps what arrived.
    await tus.patchAndDrop(location, 64 * KiB, photo.subarray(64 * KiB, 96 * KiB), 64 * KiB);
    let offset = 0;
    await eventually(async () => {
      const head = await tus.head(location).expect(200);
      offset = Number(head.headers['upload-offset']);
      expect(offset).toBeGreaterThan(64 * KiB);
    });
    expect(offset).toBeLessThanOrEqual(96 * KiB);
    expect((await tus.head(location)).headers['upload-length']).toBe(String(photo.length));

    await tus.patch(location, offset, photo.subarray(offset)).expect(204);
    const done = await tus.head(location).expect(200);
    expect(done.headers['upload-offset']).toBe(String(photo.length));

    const row = await t.app.prisma.draftUpload.findFirstOrThrow({ where: { id: location.split('/').pop()! } });
    expect(row).toMatchObject({ listName: 'passportphoto', originalName: 'me.jpg', mimeType: 'image/jpeg' });
    const stored: Buffer[] = [];
    for await (const chunk of await t.app.storage.read(row.storageKey!)) stored.push(chunk as Buffer);
    expect(Buffer.concat(stored).equals(photo)).toBe(true);
    // Nothing left in the resumable store.
    expect((await uploads.files()).filter((f) => f.startsWith('resumable/'))).toEqual([]);
  });

  it('a wrong Upload-Offset → 409', async () => {
    const { headers } = await tus.create(10 * KiB, { listName: 'transcripts', filename: 'a.pdf' }).expect(201);
    await tus.patch(headers.location as string, 5, padded(pdf(), 10 * KiB).subarray(5)).expect(409);
    await tus.delete(headers.location as string).expect(204);
  });

  it('an Upload-Length over the file limit or the account bound → 413 before a byte is sent, /apply texts', async () => {
    const big = await tus.create(300 * KiB, { listName: 'transcripts', filename: 'big.pdf' }).expect(413);
    expect(big.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Transcripts: "big.pdf" is larger than 256 KiB, the largest file accepted.',
    });
    const a = await tus.create(250 * KiB, { listName: 'transcripts', filename: 'a.pdf' }).expect(201);
    const total = await tus.create(250 * KiB, { listName: 'transcripts', filename: 'b.pdf' }).expect(413);
    expect(total.body.message).toBe('The files of an application may not exceed 600 KiB in total.');
    await tus.delete(a.headers.location as string).expect(204);
  });

  it('metadata naming no list → 422', async () => {
    const res = await tus.create(10, { listName: 'selfie', filename: 'x.jpg' }).expect(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('a completed PDF named .png in passportphoto is refused with /apply text and deleted', async () => {
    const file = padded(pdf(), 20 * KiB);
    const { headers } = await tus.create(file.length, { listName: 'passportphoto', filename: 'photo.png' }).expect(201);
    const res = await tus.patch(headers.location as string, 0, file).expect(422);
    expect(JSON.parse(res.text)).toEqual({
      success: false,
      code: 'FILE_TYPE_REFUSED',
      message: 'Passport Photo: "photo.png" is a PDF file; Passport Photo accepts JPEG, PNG, WebP.',
      errors: { passportphoto: ['Passport Photo: "photo.png" is a PDF file; Passport Photo accepts JPEG, PNG, WebP.'] },
    });
    await tus.head(headers.location as string).expect(404);
    expect(
      await t.app.prisma.draftUpload.count({ where: { id: (headers.location as string).split('/').pop()! } }),
    ).toBe(0);
    expect((await uploads.files()).filter((f) => f.includes((headers.location as string).split('/').pop()!))).toEqual(
      [],
    );
  });

  it("the refusal of a completed file is in the account's saved language when the client names none", async () => {
    const { user, authorization } = await createApplicant(t.app, 'Awa');
    await t.app.prisma.user.update({ where: { id: user.id }, data: { locale: 'fr' } });
    const french = tusClient(t.app, authorization);
    const file = padded(pdf(), 20 * KiB);
    const { headers } = await french
      .create(file.length, { listName: 'passportphoto', filename: 'photo.png' })
      .expect(201);
    const res = await french.patch(headers.location as string, 0, file).expect(422);
    const body = JSON.parse(res.text) as { code: string; message: string };
    expect(body.code).toBe('FILE_TYPE_REFUSED');
    expect(body.message).toMatch(/^Photo d'identité/);
    expect(body.message).not.toContain('accepts');
  });

  it("another user's upload URL → 404, and no token → 401", async () => {
    const { headers } = await tus.create(10 * KiB, { listName: 'transcripts', filename: 'mine.pdf' }).expect(201);
    const other = tusClient(t.app, (await createApplicant(t.app, 'Eve')).authorization);
    await other.head(headers.location as string).expect(404);
    await other.patch(headers.location as string, 0, padded(pdf(), 10 * KiB)).expect(404);
    await other.delete(headers.location as string).expect(404);
    await tusClient(t.app, 'Bearer nope')
      .head(headers.location as string)
      .expect(401);
    await tus.head(headers.location as string).expect(200);
  });

  it('an expired upload → 410, and the clean-up then removes it (404)', async () => {
    // An app of its own: its expiry is short, which the other tests must not meet.
    const own = await makeUploadDir();
    const short = await createTestApp({
      config: { UPLOAD_DIR: own.path, UPLOAD_RESUMABLE_EXPIRY_MS: '1000', DRAFT_CLEANUP_INTERVAL_MS: '0' },
    });
    try {
      const client = tusClient(short.app, (await createApplicant(short.app)).authorization);
      const file = padded(pdf(), 10 * KiB);
      const { headers } = await client
        .create(file.length, { listName: 'certificates', filename: 'old.pdf' })
        .expect(201);
      const location = headers.location as string;
      await client.patch(location, 0, file.subarray(0, KiB)).expect(204);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await client.head(location).expect(410);
      await client.patch(location, KiB, file.subarray(KiB)).expect(410);
      const result = await cleanUpDrafts({
        prisma: short.app.prisma,
        storage: short.app.storage,
        resumable: short.app.resumable,
        now: () => new Date(),
        uploadExpiryMs: 1000,
        draftFilesTtlDays: 30,
      });
      expect(result.expiredUploads).toBe(1);
      await client.head(location).expect(404);
      expect(await own.files()).toEqual([]);
    } finally {
      await short.close();
      await own.remove();
    }
  });

  describe('CORS, for a web app served from another origin', () => {
    const origin = 'http://localhost:5173';
    const tusHeaders = ['Upload-Offset', 'Upload-Length', 'Tus-Resumable', 'Upload-Metadata', 'Location'];

    it('answers the preflight of a creation and of a PATCH with the tus request headers allowed', async () => {
      for (const [path, method] of [
        ['/api/v1/user/uploads', 'POST'],
        [`/api/v1/user/uploads/${'a'.repeat(32)}`, 'PATCH'],
      ] as const) {
        const res = await request(t.app.server)
          .options(path)
          .set('Origin', origin)
          .set('Access-Control-Request-Method', method)
          .set(
            'Access-Control-Request-Headers',
            'authorization,tus-resumable,upload-length,upload-metadata,upload-offset,content-type',
          );
        expect(res.status).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(res.headers['access-control-allow-methods']).toContain(method);
        const allowed = (res.headers['access-control-allow-headers'] as string).toLowerCase();
        for (const header of ['authorization', 'tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset'])
          expect(allowed).toContain(header);
      }
    });

    it('exposes the tus answer headers (Location, Upload-Offset, …) to the page, and refuses other origins', async () => {
      const created = await tus
        .create(10 * KiB, { listName: 'transcripts', filename: 'cors.pdf' })
        .set('Origin', origin)
        .expect(201);
      expect(created.headers['access-control-allow-origin']).toBe(origin);
      const exposed = (created.headers['access-control-expose-headers'] as string).toLowerCase();
      for (const header of tusHeaders) expect(exposed).toContain(header.toLowerCase());
      const head = await tus
        .head(created.headers.location as string)
        .set('Origin', origin)
        .expect(200);
      expect(head.headers['access-control-allow-origin']).toBe(origin);
      const other = await tus
        .head(created.headers.location as string)
        .set('Origin', 'https://evil.example')
        .expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      await tus.delete(created.headers.location as string).expect(204);
    });
  });
});
