import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_FIELD,
  CONSENT_VERSION,
  applicationDraftResponseSchema,
  applySuccessResponseSchema,
} from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { validFields } from '../../test/application-payload.js';
import { jpeg, png, webp } from '../../test/fixture-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tusClient, uploadWhole } from '../../test/tus-client.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { cleanUpDrafts } from './draft-cleanup.js';

let t: TestApp;
let uploads: UploadDir;

beforeAll(async () => {
  uploads = await makeUploadDir();
  t = await createTestApp({ config: { UPLOAD_DIR: uploads.path, DRAFT_CLEANUP_INTERVAL_MS: '0' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await uploads?.remove();
});

const path = '/api/v1/user/application-draft';
/** What the Review step's Submit sends: the version of the consent statement shown (decision 0137). */
const consent = { consentVersion: CONSENT_VERSION };
/** The valid application's text as the draft holds it: the two lists as arrays. */
const draftValues = () => {
  const fields: Record<string, unknown> = { ...validFields() };
  fields.educationHistory = JSON.parse(fields.educationHistory as string);
  fields.familyMembers = JSON.parse(fields.familyMembers as string);
  // Consent is no draft value: it comes with the submit (decision 0137).
  delete fields[CONSENT_FIELD];
  return fields;
};
const read = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.app.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const required = { passportphoto: jpeg(), applicantSignature: png(), sponsorSignature: webp() } as const;

async function studentWithDraft() {
  const { user, authorization } = await createApplicant(t.app);
  const tus = tusClient(t.app, authorization);
  const ids: Record<string, string> = {};
  for (const [list, content] of Object.entries(required))
    ids[list] = await uploadWhole(tus, list, `${list}.bin`, content);
  await request(t.app.server).put(path).set('Authorization', authorization).send(draftValues()).expect(200);
  return { user, authorization, ids };
}

describe('the server draft', () => {
  it('PUT on one device, GET on another (same account, second token): same text and files', async () => {
    const { user, ids } = await studentWithDraft();
    const second = `Bearer ${t.app.issueToken(user)}`;
    const res = await request(t.app.server).get(path).set('Authorization', second).expect(200);
    const body = applicationDraftResponseSchema.strict().parse(res.body);
    expect(body.draft).toEqual(draftValues());
    expect(body.files.passportphoto).toEqual([
      { id: ids.passportphoto, originalName: 'passportphoto.bin', size: jpeg().length, mimeType: 'image/jpeg' },
    ]);
    expect(body.files.sponsorSignature[0]?.mimeType).toBe('image/webp');
    expect(body.files.transcripts).toEqual([]);
    expect(Date.parse(body.updatedAt!)).not.toBeNaN();
  });

  it('two devices saving in turn: the last save wins, with a later updatedAt (decision 0046: no version check)', async () => {
    const { user, authorization } = await createApplicant(t.app);
    const laptop = authorization;
    const phone = `Bearer ${t.app.issueToken(user)}`;
    const first = await request(t.app.server)
      .put(path)
      .set('Authorization', laptop)
      .send({ surName: 'Eze' })
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await request(t.app.server)
      .put(path)
      .set('Authorization', phone)
      .send({ surName: 'Okafor', nationality: 'Nigerian' })
      .expect(200);
    expect(Date.parse(second.body.updatedAt)).toBeGreaterThan(Date.parse(first.body.updatedAt));
    const res = await request(t.app.server).get(path).set('Authorization', laptop).expect(200);
    expect(res.body.draft).toEqual({ surName: 'Okafor', nationality: 'Nigerian' });
    expect(res.body.updatedAt).toBe(second.body.updatedAt);
  });

  it('refuses text over its length (422) and answers an empty draft before any save', async () => {
    const { authorization } = await createApplicant(t.app);
    const empty = await request(t.app.server).get(path).set('Authorization', authorization).expect(200);
    expect(empty.body).toMatchObject({ success: true, draft: {}, updatedAt: null });
    await request(t.app.server)
      .put(path)
      .set('Authorization', authorization)
      .send({ surName: 'x'.repeat(300) })
      .expect(422);
    await request(t.app.server).get(path).expect(401);
  });

  it('DELETE a file of the draft removes its row and bytes; another account gets 404', async () => {
    const { authorization, ids } = await studentWithDraft();
    const key = (await t.app.prisma.draftUpload.findUniqueOrThrow({ where: { id: ids.passportphoto! } })).storageKey!;
    const other = (await createApplicant(t.app, 'Eve')).authorization;
    await request(t.app.server).delete(`${path}/files/${ids.passportphoto}`).set('Authorization', other).expect(404);
    await request(t.app.server)
      .delete(`${path}/files/${ids.passportphoto}`)
      .set('Authorization', authorization)
      .expect(200);
    await expect(t.app.storage.read(key)).rejects.toThrow();
    const res = await request(t.app.server).get(path).set('Authorization', authorization).expect(200);
    expect(res.body.files.passportphoto).toEqual([]);
  });

  it('submit moves the files into a new application (same bytes) in one go and empties the draft', async () => {
    const { user, authorization, ids } = await studentWithDraft();
    const res = await request(t.app.server)
      .post(`${path}/submit`)
      .set('Authorization', authorization)
      .send(consent)
      .expect(201);
    const body = applySuccessResponseSchema.strict().parse(res.body);
    expect(body.message).toBe('Application submitted successfully');
    const app = await t.app.prisma.application.findUniqueOrThrow({
      where: { id: body.application.id },
      include: { files: true, educationHistory: true, familyMembers: true },
    });
    expect(app.userId).toBe(user.id);
    expect(app.surName).toBe(validFields().surName);
    expect(app.familyMembers).toHaveLength(2);
    expect(app.files.map((f) => f.listName).sort()).toEqual(Object.keys(required).sort());
    for (const file of app.files)
      expect((await read(file.storageKey)).equals(required[file.listName as keyof typeof required])).toBe(true);
    expect(await t.app.prisma.draftUpload.count({ where: { id: { in: Object.values(ids) } } })).toBe(0);
    // The submission is in the audit trail, the student as actor (docs/product.md#who-can-see-what).
    const audited = await t.app.prisma.auditLog.findMany({ where: { applicationId: app.id } });
    expect(audited).toMatchObject([{ action: 'application.submit', actorId: user.id, meta: { files: 3 } }]);
    const after = await request(t.app.server).get(path).set('Authorization', authorization).expect(200);
    expect(after.body.draft).toEqual({});
    expect(after.body.files.passportphoto).toEqual([]);
  });

  it('a submit failing validation answers like /apply and leaves the draft and its files intact', async () => {
    const { authorization, ids } = await studentWithDraft();
    await request(t.app.server)
      .put(path)
      .set('Authorization', authorization)
      .send({ ...draftValues(), surName: '', passportNumber: 'A1' })
      .expect(200);
    const res = await request(t.app.server)
      .post(`${path}/submit`)
      .set('Authorization', authorization)
      .send(consent)
      .expect(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Surname is required',
      errors: { surName: ['Surname is required'], passportNumber: ['Invalid Passport Number!'] },
    });
    const draft = await request(t.app.server).get(path).set('Authorization', authorization).expect(200);
    expect(draft.body.draft.passportNumber).toBe('A1');
    expect(draft.body.files.passportphoto[0].id).toBe(ids.passportphoto);
    for (const row of await t.app.prisma.draftUpload.findMany({ where: { id: { in: Object.values(ids) } } }))
      expect((await read(row.storageKey!)).length).toBe(row.size);
  });

  it('a database failure at submit leaves no application and the draft intact', async () => {
    const { user, authorization, ids } = await studentWithDraft();
    await t.app.prisma.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_file() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
    );
    await t.app.prisma.$executeRawUnsafe(
      'CREATE TRIGGER refuse_file_now BEFORE INSERT ON "ApplicationFile" FOR EACH ROW EXECUTE FUNCTION refuse_file()',
    );
    try {
      await request(t.app.server).post(`${path}/submit`).set('Authorization', authorization).send(consent).expect(500);
    } finally {
      await t.app.prisma.$executeRawUnsafe('DROP TRIGGER refuse_file_now ON "ApplicationFile"');
    }
    expect(await t.app.prisma.application.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.app.prisma.draftUpload.count({ where: { id: { in: Object.values(ids) } } })).toBe(3);
    const draft = await request(t.app.server).get(path).set('Authorization', authorization).expect(200);
    expect(draft.body.draft.surName).toBe(validFields().surName);
  });

  it("the clean-up takes the files of a draft untouched for DRAFT_FILES_TTL_DAYS, never an application's", async () => {
    const { user, authorization } = await studentWithDraft();
    await request(t.app.server).post(`${path}/submit`).set('Authorization', authorization).send(consent).expect(201);
    const tus = tusClient(t.app, authorization);
    const later = await uploadWhole(tus, 'passportphoto', 'again.jpg', jpeg());
    const laterKey = (await t.app.prisma.draftUpload.findUniqueOrThrow({ where: { id: later } })).storageKey!;
    const cleanup = (now: Date) =>
      cleanUpDrafts({
        prisma: t.app.prisma,
        storage: t.app.storage,
        resumable: t.app.resumable,
        now: () => now,
        uploadExpiryMs: 24 * 3600_000,
        draftFilesTtlDays: 30,
      });
    expect((await cleanup(new Date(Date.now() + 29 * 24 * 3600_000))).staleDraftFiles).toBe(0);
    expect((await cleanup(new Date(Date.now() + 31 * 24 * 3600_000))).staleDraftFiles).toBeGreaterThanOrEqual(1);
    expect(await t.app.prisma.draftUpload.count({ where: { userId: user.id } })).toBe(0);
    await expect(t.app.storage.read(laterKey)).rejects.toThrow();
    for (const file of await t.app.prisma.applicationFile.findMany({ where: { application: { userId: user.id } } }))
      expect((await read(file.storageKey)).length).toBe(file.size);
  });
});
