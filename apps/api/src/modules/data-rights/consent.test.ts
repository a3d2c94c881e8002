import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION, staffApplicationResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import { ADMIN_API, createStaff, createSubmittedApplication } from '../../test/back-office.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

// Consent at submit (issue 31, docs/decisions/0137-students-data-rights.md): both submit paths carry the version of
// the statement shown beside Submit, the application records it with the time, and staff read it.
let uploads: UploadDir;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    return { config: { UPLOAD_DIR: uploads.path } };
  },
  () => uploads.remove(),
);

const withoutConsent = () => {
  const { consentVersion: _left, ...fields } = validFields();
  return fields;
};

describe('consent to sending the application to the universities named', () => {
  it('POST /apply without it, or with an old version, is a 422 naming consentVersion; nothing is stored', async () => {
    const student = await createApplicant(t.app);
    for (const fields of [withoutConsent(), { ...validFields(), consentVersion: '2020-01-01' }]) {
      const res = await postApplication(t.app, student.authorization, fields, requiredFiles()).expect(422);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.body.errors.consentVersion).toEqual(['consentVersion is required']);
      expect(res.body.message).toBe('consentVersion is required');
    }
    expect(await t.app.prisma.application.count({ where: { userId: student.user.id } })).toBe(0);
  });

  it('is named beside the other problems of a refused submission', async () => {
    const student = await createApplicant(t.app);
    const res = await postApplication(
      t.app,
      student.authorization,
      { ...withoutConsent(), surName: ' ' },
      requiredFiles(),
    ).expect(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['surName', 'consentVersion']));
  });

  it('is recorded at submit with its version and time, and staff read it in the application', async () => {
    const before = Date.now();
    const { applicationId } = await createSubmittedApplication(t.app);
    const row = await t.app.prisma.application.findUniqueOrThrow({ where: { id: applicationId } });
    expect(row.consentVersion).toBe(CONSENT_VERSION);
    expect(row.consentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const staff = await createStaff(t.app);
    const res = await request(t.app.server)
      .get(`${ADMIN_API}/applications/${applicationId}`)
      .set('Authorization', staff.authorization)
      .expect(200);
    const { application } = staffApplicationResponseSchema.parse(res.body);
    expect(application.consent).toEqual({ version: CONSENT_VERSION, at: row.consentedAt!.toISOString() });
  });

  it("the server draft's submit without it is a 422 naming consentVersion, and the draft stays", async () => {
    const student = await createApplicant(t.app);
    const path = '/api/v1/user/application-draft';
    const draft: Record<string, unknown> = { ...withoutConsent() };
    draft.educationHistory = JSON.parse(draft.educationHistory as string);
    draft.familyMembers = JSON.parse(draft.familyMembers as string);
    await request(t.app.server).put(path).set('Authorization', student.authorization).send(draft).expect(200);
    const res = await request(t.app.server)
      .post(`${path}/submit`)
      .set('Authorization', student.authorization)
      .send({})
      .expect(422);
    expect(res.body.errors).toHaveProperty('consentVersion');
    const saved = await t.app.prisma.applicationDraft.findUniqueOrThrow({ where: { userId: student.user.id } });
    expect(saved.values).toMatchObject({ surName: validFields().surName });
  });
});
