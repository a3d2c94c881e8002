import request from 'supertest';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createApplicant } from '../../test/applicant.js';
import { allListFiles, postApplication, validFields } from '../../test/application-payload.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { BUILD_DATA_EXPORT, EXPORT_LIFETIME_MS } from './data-export.service.js';

// "Download my data" (issue 31, docs/decisions/0137-students-data-rights.md): 202, a job builds the ZIP, a mail
// links to it, only its owner downloads it, for seven days.
const smtp = new TestSmtpServer();
let uploads: UploadDir;
let offset = 0;
const t = useTestApp(
  async () => {
    await smtp.start();
    uploads = await makeUploadDir();
    return {
      config: { ...smtp.config, UPLOAD_DIR: uploads.path },
      now: () => new Date(Date.now() + offset),
    };
  },
  async () => {
    await smtp.stop();
    await uploads?.remove();
  },
);

const EXPORT = '/api/v1/user/account/export';

/** The student's export, asked for, built and mailed: its id from the mail's link. */
async function exportOf(student: { user: { email: string }; authorization: string }) {
  const res = await request(t.app.server).post(EXPORT).set('Authorization', student.authorization).expect(202);
  expect(res.body).toMatchObject({ success: true, exportId: expect.any(String) });
  await t.app.jobs.idle(BUILD_DATA_EXPORT);
  await t.app.mailer.settled();
  const mail = await smtp.waitFor((m) => m.to.includes(student.user.email) && /data/i.test(m.subject));
  const id = /\/dashboard\?export=([0-9a-f-]{36})/.exec(mail.text)?.[1];
  expect(id).toBe(res.body.exportId);
  return id!;
}

const download = (id: string, authorization: string) =>
  request(t.app.server)
    .get(`${EXPORT}/${id}`)
    .set('Authorization', authorization)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('download my data', () => {
  it('a ZIP with the account, the application with its events, the invoice, and every file byte for byte', async () => {
    const student = await createApplicant(t.app, 'Chioma');
    const files = allListFiles();
    const submitted = await postApplication(t.app, student.authorization, validFields(), files).expect(201);
    const applicationId = submitted.body.application.id as string;

    const id = await exportOf(student);
    const res = await download(id, student.authorization).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.body as Buffer));
    const data = JSON.parse(Buffer.from(zip['my-data.json']!).toString('utf8'));

    expect(data.account).toMatchObject({ id: student.user.id, email: student.user.email, firstname: 'Chioma' });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.applications).toHaveLength(1);
    const [application] = data.applications;
    expect(application).toMatchObject({
      id: applicationId,
      surName: validFields().surName,
      consentVersion: expect.any(String),
    });
    expect(application.events).toEqual([
      expect.objectContaining({ toStatus: 'submitted', message: expect.any(String) }),
    ]);
    const invoices = await t.app.prisma.invoice.findMany({ where: { userId: student.user.id } });
    expect(data.invoices.map((invoice: { id: string }) => invoice.id)).toEqual(invoices.map((invoice) => invoice.id));

    // Every uploaded file is in the ZIP at the path the JSON gives, the same bytes as sent.
    expect(application.files).toHaveLength(files.length);
    for (const part of files) {
      const listed = application.files.find(
        (file: { listName: string; originalName: string }) =>
          `${file.listName}[${application.files.filter((f: { listName: string }) => f.listName === file.listName).indexOf(file)}]` ===
            part.field && file.originalName === part.filename,
      );
      expect(listed, part.field).toBeDefined();
      expect(Buffer.from(zip[listed.path]!).equals(part.content), part.field).toBe(true);
    }
    expect(Object.keys(zip).sort()).toEqual(
      ['my-data.json', ...application.files.map((file: { path: string }) => file.path)].sort(),
    );
  });

  it('holds the WhatsApp and SMS settings and every alert sent, without the text of a verification code', async () => {
    const student = await createApplicant(t.app, 'Tunde');
    const userId = student.user.id;
    const consentAt = new Date('2026-11-20T10:00:00Z');
    await t.app.prisma.alertSettings.create({
      data: { userId, phone: '+2348031234567', whatsappConsentAt: consentAt },
    });
    await t.app.prisma.alert.createMany({
      data: [
        {
          eventKey: `code:${userId}`,
          channel: 'whatsapp',
          userId,
          kind: 'code',
          text: 'Your code is 493021',
          params: ['493021'],
          state: 'sent',
        },
        {
          eventKey: `status:${userId}`,
          channel: 'whatsapp',
          userId,
          kind: 'status',
          template: 'application_status',
          text: 'Your application is under review',
          params: ['Tunde'],
          state: 'delivered',
        },
      ],
    });

    const zip = unzipSync(
      new Uint8Array((await download(await exportOf(student), student.authorization).expect(200)).body as Buffer),
    );
    const raw = Buffer.from(zip['my-data.json']!).toString('utf8');
    const { alerts } = JSON.parse(raw);
    expect(alerts.settings).toMatchObject({ phone: '+2348031234567', whatsappConsentAt: consentAt.toISOString() });
    expect(alerts.sent).toEqual([
      expect.objectContaining({ kind: 'code', channel: 'whatsapp', state: 'sent', text: null, params: [] }),
      expect.objectContaining({ kind: 'status', text: 'Your application is under review', state: 'delivered' }),
    ]);
    expect(raw).not.toContain('493021');
  });

  it('another student gets 404 for it, and so does its owner after seven days', async () => {
    const student = await createApplicant(t.app, 'Emeka');
    const id = await exportOf(student);
    const other = await createApplicant(t.app, 'Ngozi');
    const refused = await download(id, other.authorization).expect(404);
    expect(JSON.parse((refused.body as Buffer).toString())).toMatchObject({ success: false, code: 'NOT_FOUND' });
    await request(t.app.server).get(`${EXPORT}/${id}`).expect(401);

    offset = EXPORT_LIFETIME_MS + 60_000;
    try {
      await download(id, student.authorization).expect(404);
    } finally {
      offset = 0;
    }
  });

  it('is rate limited per account', async () => {
    const student = await createApplicant(t.app, 'Tunde');
    for (let i = 0; i < 3; i += 1)
      await request(t.app.server).post(EXPORT).set('Authorization', student.authorization).expect(202);
    const res = await request(t.app.server).post(EXPORT).set('Authorization', student.authorization).expect(429);
    expect(res.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    await t.app.jobs.idle(BUILD_DATA_EXPORT);
  });
});
