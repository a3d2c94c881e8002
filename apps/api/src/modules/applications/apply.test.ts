import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEGREE_CHOICES,
  SUBMITTED_EVENT_MESSAGE,
  applicationsListResponseSchema,
  applySuccessResponseSchema,
  friendlyLabel,
} from '@studychina/contracts';
import { buildEducationEntry } from '@studychina/contracts/fixtures';
import { createApplicant } from '../../test/applicant.js';
import { allListFiles, postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

let t: TestApp;
let uploads: UploadDir;
const smtp = new TestSmtpServer();

beforeAll(async () => {
  await smtp.start();
  uploads = await makeUploadDir();
  t = await createTestApp({ config: { ...smtp.config, UPLOAD_DIR: uploads.path } });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
  await uploads?.remove();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('POST /api/v1/user/apply', () => {
  it('stores a complete application with a file in all twelve lists, byte for byte', async () => {
    const { user, authorization } = await createApplicant(t.app);
    const files = allListFiles();
    const res = await postApplication(t.app, authorization, validFields(), files).expect(201);

    const body = applySuccessResponseSchema.strict().parse(res.body);
    expect(body.message).toBe('Application submitted successfully');
    expect(body.application.status).toBe('submitted');
    expect(Date.parse(body.application.createdAt)).not.toBeNaN();

    const row = await t.app.prisma.application.findUniqueOrThrow({
      where: { id: body.application.id },
      include: { educationHistory: true, familyMembers: { orderBy: { position: 'asc' } }, files: true },
    });
    expect(row).toMatchObject({
      userId: user.id,
      surName: 'Obi',
      passportNumber: 'A12345678',
      chineseName: null,
      employer: null,
    });
    expect(row.educationHistory).toMatchObject([
      { position: 0, schoolAttended: 'University of Lagos', degreeAwarded: 'BSc.' },
    ]);
    expect(row.familyMembers.map((m) => m.relationship)).toEqual(['Father', 'Mother']);
    expect(new Set(row.files.map((f) => f.listName)).size).toBe(12);
    expect(row.files).toHaveLength(files.length);

    for (const sent of files) {
      const list = sent.field.replace(/\[\d+\]$/, '');
      const stored = row.files.find((f) => f.listName === list && f.originalName === sent.filename);
      expect(stored, sent.field).toBeDefined();
      expect(stored).toMatchObject({
        size: sent.content.length,
        mimeType: sent.contentType,
        sha256: sha256(sent.content),
      });
      const bytes = await readFile(join(uploads.path, 'files', stored!.storageKey.slice(0, 2), stored!.storageKey));
      expect(bytes.equals(sent.content)).toBe(true);
      // Through the storage interface too.
      const chunks: Buffer[] = [];
      for await (const chunk of await t.app.storage.read(stored!.storageKey)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(sent.content)).toBe(true);
    }
    // Positions follow arrival order within each list; no temporary file remains.
    expect(
      row.files
        .filter((f) => f.listName === 'transcripts')
        .map((f) => [f.position, f.originalName])
        .sort(),
    ).toEqual([
      [0, 'transcript.pdf'],
      [1, 'transcript-page2.jpg'],
    ]);
    expect((await uploads.files()).filter((f) => f.startsWith('tmp'))).toEqual([]);

    const list = await request(t.app.server)
      .get('/api/v1/user/applications')
      .set('Authorization', authorization)
      .expect(200);
    expect(applicationsListResponseSchema.strict().parse(list.body).applications).toEqual([
      {
        id: body.application.id,
        majorFirstChoice: 'Computer Science',
        majorSecondChoice: 'Civil Engineering',
        programmeFirstChoice: null,
        intakeFirstChoice: null,
        programmeSecondChoice: null,
        intakeSecondChoice: null,
        status: 'submitted',
        createdAt: body.application.createdAt,
        fileCount: files.length,
        deadline: null,
        lastMessage: SUBMITTED_EVENT_MESSAGE,
        lastMessageKey: 'studentPages.events.SUBMITTED',
        documentsToReplace: 0,
        documentsRequested: 0,
        documentsFromStaff: 0,
        statusChanges: [{ fromStatus: null, toStatus: 'submitted' }],
      },
    ]);
  });

  it("takes Degree Awarded from the specification's three degrees and the school-leaving certificates (docs/product.md#apply-education)", async () => {
    const { authorization } = await createApplicant(t.app, 'Awa');
    const entries = DEGREE_CHOICES.map((degreeAwarded) => ({ ...buildEducationEntry(), degreeAwarded }));
    const fields = { ...validFields(), educationHistory: JSON.stringify(entries) };
    const res = await postApplication(t.app, authorization, fields, requiredFiles()).expect(201);
    const stored = await t.app.prisma.educationEntry.findMany({
      where: { applicationId: res.body.application.id },
      select: { degreeAwarded: true },
    });
    expect(stored.map((row) => row.degreeAwarded).sort()).toEqual([...DEGREE_CHOICES].sort());
    // What the specification's API accepted is still accepted, first in the list.
    expect(DEGREE_CHOICES.slice(0, 3)).toEqual(['BSc.', "Master's", 'PHD']);
    expect(DEGREE_CHOICES).toEqual(expect.arrayContaining(['WAEC SSCE', 'NECO SSCE', 'Baccalauréat', 'BEPC']));
  });

  it('e-mails the applicant a receipt listing the majors and the files received', async () => {
    const { user, authorization } = await createApplicant(t.app, 'Kofi');
    const res = await postApplication(t.app, authorization, validFields(), requiredFiles()).expect(201);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toMatch(/received your application/);
    expect(mail.text).toContain(res.body.application.id);
    expect(mail.text).toContain('First choice: Computer Science');
    expect(mail.text).toContain('Second choice: Civil Engineering');
    expect(mail.text).toContain('Files received (3)');
    // The answers a slip makes wrong, for the applicant to check: dates in words, choices by their label.
    expect(mail.text).toContain('Please check these details:\n  - Date of Birth: 1 January 2000\n  - Gender: Female');
    expect(mail.text).toContain('If one of them is wrong, tell us by replying to this e-mail.');
    for (const file of requiredFiles()) expect(mail.text).toContain(file.filename);
    expect(mail.text).toContain(`${friendlyLabel('applicantSignature')}: signature.png`);
  });

  it('escapes HTML of the applicant fields in the receipt and keeps CR/LF out of its headers', async () => {
    const { user, authorization } = await createApplicant(t.app, 'Injected');
    const firstName = '<img src=x onerror=alert(1)>\r\nBcc: x@example.com';
    await postApplication(t.app, authorization, { ...validFields(), firstName }, requiredFiles()).expect(201);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.to).toEqual([user.email]);
    expect(mail.parsed.bcc).toBeUndefined();
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
    expect(headers.match(/^(to|cc|bcc):/gim)).toEqual(['To:']);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });

  it('keeps original names as sanitised data only', async () => {
    const { authorization } = await createApplicant(t.app);
    const [photo, ...rest] = requiredFiles();
    const tricky = { ...photo!, filename: 'C:\\Users\\ada\\..\\evil\u202Egpj.exe\u0007.jpg' };
    const res = await postApplication(t.app, authorization, validFields(), [tricky, ...rest]).expect(201);
    const stored = await t.app.prisma.applicationFile.findFirstOrThrow({
      where: { applicationId: res.body.application.id, listName: 'passportphoto' },
    });
    expect(stored.originalName).toBe('evilgpj.exe.jpg');
    expect(stored.storageKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers 401 { message: "Unauthenticated." } without or with a bad token', async () => {
    for (const authorization of [null, 'Bearer nope', 'Bearer ']) {
      const res = await postApplication(t.app, authorization, validFields(), requiredFiles()).expect(401);
      expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
    }
    expect(await t.app.prisma.application.count({ where: { email: 'nobody' } })).toBe(0);
  });

  it.each(['json', 'form'])('refuses a %s body (not multipart) with 415', async (type) => {
    const { authorization } = await createApplicant(t.app);
    const res = await request(t.app.server)
      .post('/api/v1/user/apply')
      .set('Authorization', authorization)
      .type(type)
      .send(validFields())
      .expect(415);
    expect(res.body).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the form as multipart/form-data.',
    });
  });
});

describe('GET /api/v1/user/applications', () => {
  it("lists only the signed-in user's applications, newest first", async () => {
    const ada = await createApplicant(t.app);
    const eve = await createApplicant(t.app, 'Eve');
    const first = await postApplication(t.app, ada.authorization, validFields(), requiredFiles()).expect(201);
    const second = await postApplication(
      t.app,
      ada.authorization,
      { ...validFields(), majorSecondChoice: '' },
      requiredFiles(),
    ).expect(201);
    await postApplication(t.app, eve.authorization, validFields(), requiredFiles()).expect(201);

    const res = await request(t.app.server)
      .get('/api/v1/user/applications')
      .set('Authorization', ada.authorization)
      .expect(200);
    const { applications } = applicationsListResponseSchema.parse(res.body);
    expect(applications.map((a) => a.id)).toEqual([second.body.application.id, first.body.application.id]);
    expect(applications[0]).toMatchObject({ majorSecondChoice: null, fileCount: 3 });

    const none = await createApplicant(t.app, 'Zed');
    const empty = await request(t.app.server)
      .get('/api/v1/user/applications')
      .set('Authorization', none.authorization)
      .expect(200);
    expect(empty.body).toEqual({ success: true, applications: [] });
    await request(t.app.server)
      .get('/api/v1/user/applications')
      .expect(401, { success: false, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
  });
});
