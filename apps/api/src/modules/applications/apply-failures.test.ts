import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicant } from '../../test/applicant.js';
import { postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import { jpeg, padded } from '../../test/fixture-files.js';
import { multipartBody } from '../../test/raw-multipart.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventually, makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

let t: TestApp;
let uploads: UploadDir;
let authorization: string;
/** A mail server that is down: its port is closed before the app starts. */
const deadSmtp = new TestSmtpServer();

beforeAll(async () => {
  await deadSmtp.start();
  await deadSmtp.stop();
  uploads = await makeUploadDir();
  t = await createTestApp({ config: { UPLOAD_DIR: uploads.path, ...deadSmtp.config } });
  ({ authorization } = await createApplicant(t.app));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await uploads?.remove();
});

const counts = async () => ({
  applications: await t.app.prisma.application.count(),
  files: await t.app.prisma.applicationFile.count(),
  stored: (await uploads.files()).length,
});

describe('all or nothing', () => {
  it('a client that drops the connection mid-upload leaves no row, no file and no temporary file', async () => {
    const boundary = 'abort-boundary';
    const photo = {
      field: 'passportphoto[0]',
      filename: 'big.jpg',
      contentType: 'image/jpeg',
      content: padded(jpeg(), 4 * 1024 * 1024),
    };
    const body = multipartBody(boundary, validFields(), [...requiredFiles().slice(1), photo]);
    const socket = connect((t.app.server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/v1/user/apply HTTP/1.1\r\nHost: test\r\nAuthorization: ${authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // About half of the big photo: two files are complete in temporary storage, the third is being written.
    socket.write(body.subarray(0, body.length - 2 * 1024 * 1024));
    await eventually(async () => expect((await uploads.files()).filter((f) => f.startsWith('tmp/'))).toHaveLength(3));
    socket.destroy();

    await eventually(async () => expect(await counts()).toEqual({ applications: 0, files: 0, stored: 0 }));
  });

  it('the database failing while the rows are written leaves no file', async () => {
    await t.app.prisma.$executeRawUnsafe(
      `CREATE FUNCTION refuse_file() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'storage table refused'; END $$`,
    );
    await t.app.prisma.$executeRawUnsafe(
      'CREATE TRIGGER refuse_file_now BEFORE INSERT ON "ApplicationFile" FOR EACH ROW EXECUTE FUNCTION refuse_file()',
    );
    try {
      const res = await postApplication(t.app, authorization, validFields(), requiredFiles()).expect(500);
      expect(res.body).toEqual({
        success: false,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(await counts()).toEqual({ applications: 0, files: 0, stored: 0 });
    } finally {
      await t.app.prisma.$executeRawUnsafe('DROP TRIGGER refuse_file_now ON "ApplicationFile"');
    }
  });

  it('the database failing at COMMIT, after the files were committed, removes them again', async () => {
    // A deferred constraint trigger fires at COMMIT: the rows were written and the files moved into place.
    await t.app.prisma.$executeRawUnsafe(
      'CREATE CONSTRAINT TRIGGER refuse_file_at_commit AFTER INSERT ON "ApplicationFile" ' +
        'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_file()',
    );
    try {
      await postApplication(t.app, authorization, validFields(), requiredFiles()).expect(500);
      expect(await counts()).toEqual({ applications: 0, files: 0, stored: 0 });
    } finally {
      await t.app.prisma.$executeRawUnsafe('DROP TRIGGER refuse_file_at_commit ON "ApplicationFile"');
    }
  });

  it('a mail server that is down does not fail or undo a stored application', async () => {
    const res = await postApplication(t.app, authorization, validFields(), requiredFiles()).expect(201);
    const row = await t.app.prisma.application.findUnique({
      where: { id: res.body.application.id },
      include: { files: true },
    });
    expect(row?.files).toHaveLength(3);
    expect((await uploads.files()).filter((f) => f.startsWith('files/'))).toHaveLength(3);
  });
});
