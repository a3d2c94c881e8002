import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicant } from '../../test/applicant.js';
import { APPLY_LIMIT } from './applications.routes.js';
import { postApplication, requiredFiles, validFields, type UploadPart } from '../../test/application-payload.js';
import { jpeg, padded, pdf } from '../../test/fixture-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

// Small limits keep these tests fast; the code paths are those of the 10 MiB / 60 MiB defaults.
const KiB = 1024;
const LIMITS = {
  UPLOAD_MAX_FILE_BYTES: String(64 * KiB),
  UPLOAD_MAX_TOTAL_BYTES: String(160 * KiB),
  UPLOAD_MAX_FILES: '6',
  UPLOAD_MAX_FIELDS: '50',
  UPLOAD_MAX_FIELD_BYTES: String(8 * KiB),
};

let t: TestApp;
let uploads: UploadDir;
let authorization: string;

beforeAll(async () => {
  uploads = await makeUploadDir();
  t = await createTestApp({ config: { UPLOAD_DIR: uploads.path, ...LIMITS } });
  ({ authorization } = await createApplicant(t.app));
  // A real port for the raw-socket test (supertest works with a listening server too).
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await uploads?.remove();
});

const pdfOf = (field: string, size: number): UploadPart => ({
  field,
  filename: `${field.replace(/\W/g, '')}.pdf`,
  contentType: 'application/pdf',
  content: padded(pdf(), size),
});

async function expectTooLarge(fields: Record<string, string>, files: UploadPart[], message: string) {
  const res = await postApplication(t.app, authorization, fields, files).expect(413);
  expect(res.body).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message });
  expect(await t.app.prisma.application.count()).toBe(0);
  expect(await uploads.files()).toEqual([]);
}

describe('upload limits → 413 with a clear message, nothing stored', () => {
  it('accepts an application within every limit', async () => {
    await postApplication(t.app, authorization, validFields(), [
      ...requiredFiles(),
      pdfOf('transcripts[0]', 60 * KiB),
    ]).expect(201);
    for (const { storageKey } of await t.app.prisma.applicationFile.findMany()) await t.app.storage.remove(storageKey);
    await t.app.prisma.application.deleteMany();
  });

  it('a file over UPLOAD_MAX_FILE_BYTES', async () => {
    const big = {
      field: 'passportphoto[0]',
      filename: 'huge.jpg',
      contentType: 'image/jpeg',
      content: padded(jpeg(), 100 * KiB),
    };
    await expectTooLarge(
      validFields(),
      [big, ...requiredFiles().slice(1)],
      'Passport Photo: "huge.jpg" is larger than 64 KiB, the largest file accepted.',
    );
  });

  it('files over UPLOAD_MAX_TOTAL_BYTES together', async () => {
    const files = [
      ...requiredFiles(),
      pdfOf('transcripts[0]', 60 * KiB),
      pdfOf('certificates[0]', 60 * KiB),
      pdfOf('bankStatement[0]', 60 * KiB),
    ];
    await expectTooLarge(validFields(), files, 'The files of an application may not exceed 160 KiB in total.');
  });

  it('more files than UPLOAD_MAX_FILES', async () => {
    const files = [...requiredFiles(), ...[0, 1, 2, 3].map((i) => pdfOf(`certificates[${i}]`, 1 * KiB))];
    await expectTooLarge(validFields(), files, 'An application may hold at most 6 files.');
  });

  it('more fields than UPLOAD_MAX_FIELDS', async () => {
    const fields = { ...validFields(), ...Object.fromEntries([...Array(10).keys()].map((i) => [`extra${i}`, 'x'])) };
    await expectTooLarge(fields, requiredFiles(), 'The form sent more than 50 fields.');
  });

  it('a text field over UPLOAD_MAX_FIELD_BYTES', async () => {
    await expectTooLarge(
      { ...validFields(), sponsorComment: 'x'.repeat(9 * KiB) },
      requiredFiles(),
      'The field "sponsorComment" is larger than 8 KiB.',
    );
  });

  it(`at most ${APPLY_LIMIT.max} submissions an hour per account, then 429 before the body is read`, async () => {
    const { authorization: own } = await createApplicant(t.app);
    for (let i = 0; i < APPLY_LIMIT.max; i += 1) await postApplication(t.app, own, { surName: 'x' }, []).expect(422);
    const res = await postApplication(t.app, own, validFields(), requiredFiles()).expect(429);
    expect(res.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait and try again.',
    });
  });

  it('a declared Content-Length beyond every limit, before reading the body', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(
        `POST /api/v1/user/apply HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\n` +
          'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 999999999\r\n\r\n--b\r\n',
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('The files of an application may not exceed 160 KiB in total.');
  });
});
