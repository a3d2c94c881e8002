import { unzipSync } from 'fflate';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApplicant } from '../../test/applicant.js';
import { allListFiles, postApplication, validFields } from '../../test/application-payload.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { padded, pdf } from '../../test/fixture-files.js';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { useTestApp } from '../../test/test-app.js';

// STORAGE_DRIVER=s3 (docs/decisions/0060-object-storage-s3.md): the whole application path against a real
// S3-compatible server, s3rver, as it would run against MinIO or AWS.
const smtp = new TestSmtpServer();
let s3: TestS3;
let s3Closed = false;
const t = useTestApp(
  async () => {
    await smtp.start();
    s3 = await startS3();
    return { config: { ...smtp.config, ...s3.env } };
  },
  async () => {
    await smtp.stop();
    if (!s3Closed) await s3?.close();
  },
);

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('applications on S3 storage', () => {
  it('stores the files of POST /apply in the bucket and serves them back byte-identical', async () => {
    const student = await createApplicant(t.app);
    const sent = allListFiles();
    const res = await postApplication(t.app, student.authorization, validFields(), sent).expect(201);
    const applicationId = (res.body as { application: { id: string } }).application.id;

    const files = await t.app.prisma.applicationFile.findMany({ where: { applicationId } });
    expect(files).toHaveLength(sent.length);
    // Every file is final in the bucket; nothing is left under a temporary key.
    expect(await s3.objects()).toEqual(files.map((f) => `files/${f.storageKey}`).sort());

    const staff = await createStaff(t.app);
    for (const file of files) {
      const original = sent.find((part) => part.filename === file.originalName)!.content;
      const own = await binary(
        request(t.app.server)
          .get(`/api/v1/user/applications/${applicationId}/files/${file.id}?download=1`)
          .set('Authorization', student.authorization),
      ).expect(200);
      expect((own.body as Buffer).equals(original), file.originalName).toBe(true);
      const backOffice = await binary(
        request(t.app.server)
          .get(`${ADMIN_API}/applications/${applicationId}/files/${file.id}`)
          .set('Authorization', staff.authorization),
      ).expect(200);
      expect((backOffice.body as Buffer).equals(original), file.originalName).toBe(true);
    }

    const zip = await binary(
      request(t.app.server)
        .get(`${ADMIN_API}/applications/${applicationId}/files.zip`)
        .set('Authorization', staff.authorization),
    ).expect(200);
    const entries = unzipSync(new Uint8Array(zip.body as Buffer));
    for (const file of files) {
      const original = sent.find((part) => part.filename === file.originalName)!.content;
      expect(Buffer.from(entries[`${file.listName}/${file.position + 1}-${file.originalName}`]!).equals(original)).toBe(
        true,
      );
    }
  }, 120_000);

  it('a refused application leaves no object in the bucket', async () => {
    const before = await s3.objects();
    const student = await createApplicant(t.app, 'Bola');
    const tooBig = padded(pdf(), t.config.UPLOAD_MAX_FILE_BYTES + 1);
    const files = [
      ...allListFiles().slice(0, 3),
      { field: 'transcripts[0]', filename: 'huge.pdf', contentType: 'application/pdf', content: tooBig },
    ];
    const res = await postApplication(t.app, student.authorization, validFields(), files);
    expect(res.status).toBe(413);
    expect(await t.app.prisma.application.count({ where: { userId: student.user.id } })).toBe(0);
    expect(await s3.objects()).toEqual(before);
  }, 120_000);

  // Last: it stops the S3 server.
  it('/readyz reports the bucket: ready while it answers, 503 once the store is gone', async () => {
    await request(t.app.server).get('/readyz').expect(200, { status: 'ready' });
    await s3.close();
    s3Closed = true;
    await request(t.app.server).get('/readyz').expect(503, { status: 'unavailable', reason: 'storage unreachable' });
  }, 60_000);
});
