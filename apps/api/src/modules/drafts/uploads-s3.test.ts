import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION, applySuccessResponseSchema } from '@studychina/contracts';
import { buildApp } from '../../app.js';
import { createApplicant } from '../../test/applicant.js';
import { validFields } from '../../test/application-payload.js';
import { jpeg, padded, png, webp } from '../../test/fixture-files.js';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tusClient, uploadWhole } from '../../test/tus-client.js';
import { eventually, makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

// Resumable uploads with STORAGE_DRIVER=s3 and two API instances (docs/decisions/0061-resumable-uploads-when-scaled.md):
// one database, one bucket (s3rver), one UPLOAD_DIR shared as a volume would be between replicas.
const KiB = 1024;
let s3: TestS3;
let uploads: UploadDir;
let a: TestApp;
let b: FastifyInstance;

beforeAll(async () => {
  s3 = await startS3();
  uploads = await makeUploadDir();
  a = await createTestApp({ config: { ...s3.env, UPLOAD_DIR: uploads.path, DRAFT_CLEANUP_INTERVAL_MS: '0' } });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  b = await buildApp(a.config);
  await b.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await uploads?.remove();
  await s3?.close();
});

const readStored = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await b.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('tus uploads and the draft on S3 storage, across two instances', () => {
  it('create and PATCH on A, HEAD and resume on B, complete into the bucket, submit moves the files', async () => {
    const { user, authorization } = await createApplicant(a.app);
    const onA = tusClient(a.app, authorization);
    const onB = tusClient(b, authorization);
    const photo = padded(jpeg(), 200 * KiB);

    const created = await onA.create(photo.length, { listName: 'passportphoto', filename: 'me.jpg' }).expect(201);
    const location = created.headers.location as string;
    await onA.patch(location, 0, photo.subarray(0, 64 * KiB)).expect(204);
    // The connection to A drops half-way through the second chunk; the student's browser reaches B next.
    await onA.patchAndDrop(location, 64 * KiB, photo.subarray(64 * KiB, 96 * KiB), 64 * KiB);
    let offset = 0;
    await eventually(async () => {
      offset = Number((await onB.head(location).expect(200)).headers['upload-offset']);
      expect(offset).toBeGreaterThan(64 * KiB);
    });
    await onB.patch(location, offset, photo.subarray(offset, 150 * KiB)).expect(204);
    expect((await onA.head(location).expect(200)).headers['upload-offset']).toBe(String(150 * KiB));
    await onB.patch(location, 150 * KiB, photo.subarray(150 * KiB)).expect(204);
    expect((await onA.head(location).expect(200)).headers['upload-offset']).toBe(String(photo.length));

    const id = location.split('/').pop()!;
    const row = await a.app.prisma.draftUpload.findUniqueOrThrow({ where: { id } });
    expect(await s3.objects()).toContain(`files/${row.storageKey}`);
    expect((await readStored(row.storageKey!)).equals(photo)).toBe(true);
    // Nothing left in the resumable store once the upload is complete.
    expect((await uploads.files()).filter((f) => f.startsWith('resumable/'))).toEqual([]);

    await uploadWhole(onB, 'applicantSignature', 'signature.png', png());
    await uploadWhole(onA, 'sponsorSignature', 'sponsor.webp', webp());
    const draft: Record<string, unknown> = { ...validFields() };
    draft.educationHistory = JSON.parse(draft.educationHistory as string);
    draft.familyMembers = JSON.parse(draft.familyMembers as string);
    await request(a.app.server)
      .put('/api/v1/user/application-draft')
      .set('Authorization', authorization)
      .send(draft)
      .expect(200);

    const res = await request(b.server)
      .post('/api/v1/user/application-draft/submit')
      .set('Authorization', authorization)
      .send({ consentVersion: CONSENT_VERSION })
      .expect(201);
    const applicationId = applySuccessResponseSchema.parse(res.body).application.id;
    const files = await a.app.prisma.applicationFile.findMany({ where: { applicationId } });
    expect(files.map((f) => f.listName).sort()).toEqual(['applicantSignature', 'passportphoto', 'sponsorSignature']);
    const expected: Record<string, Buffer> = {
      passportphoto: photo,
      applicantSignature: png(),
      sponsorSignature: webp(),
    };
    for (const file of files) {
      expect(await s3.objects()).toContain(`files/${file.storageKey}`);
      const own = await request(a.app.server)
        .get(`/api/v1/user/applications/${applicationId}/files/${file.id}?download=1`)
        .set('Authorization', authorization)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect((own.body as Buffer).equals(expected[file.listName]!), file.listName).toBe(true);
    }
    expect(await a.app.prisma.draftUpload.count({ where: { userId: user.id } })).toBe(0);
    expect((await s3.objects()).filter((o) => o.startsWith('tmp/'))).toEqual([]);
  }, 180_000);
});
