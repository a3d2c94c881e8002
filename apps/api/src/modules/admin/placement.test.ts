import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLACEMENT_NOT_FORWARDED_MESSAGE,
  PLACEMENT_SAVED_MESSAGE,
  PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE,
  auditResponseSchema,
  placementResponseSchema,
  staffApplicationResponseSchema,
  studentApplicationResponseSchema,
} from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';

// PUT /admin/applications/:id/placement (docs/product.md#back-office-where-it-went): where a forwarded
// application went, recorded by staff, audited, and shown to the student who owns it and to nobody else.
const { t } = useBackOfficeApp();

let staff: Awaited<ReturnType<typeof createStaff>>;
let admin: Awaited<ReturnType<typeof createStaff>>;
let student: Awaited<ReturnType<typeof createSubmittedApplication>>;

const put = (id: string, body: object, authorization = staff.authorization) =>
  request(t.app.server).put(`${ADMIN_API}/applications/${id}/placement`).set('Authorization', authorization).send(body);
const move = (id: string, status: string) =>
  request(t.app.server)
    .post(`${ADMIN_API}/applications/${id}/status`)
    .set('Authorization', staff.authorization)
    .send({ status, message: `Now ${status}.` })
    .expect(200);
const studentView = async (id: string, authorization: string) =>
  request(t.app.server).get(`/api/v1/user/applications/${id}`).set('Authorization', authorization);

const zhejiang = {
  forwardedUniversity: 'Zhejiang University',
  forwardedProgramme: 'BSc Computer Science (English-taught)',
  admissionNumber: 'ZJU-2026-0042',
};

beforeAll(async () => {
  staff = await createStaff(t.app, 'staff');
  admin = await createStaff(t.app, 'admin');
  student = await createSubmittedApplication(t.app, 'Chiamaka');
});

describe('before the application is forwarded', () => {
  it('is refused with 409 CONFLICT, and the student sees no university', async () => {
    const res = await put(student.applicationId, zhejiang).expect(409);
    expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: PLACEMENT_NOT_FORWARDED_MESSAGE });
    const own = studentApplicationResponseSchema.parse(
      (await studentView(student.applicationId, student.authorization)).body,
    );
    expect(own.application.placement).toEqual({
      forwardedUniversity: null,
      forwardedProgramme: null,
      admissionNumber: null,
    });
  });
});

describe('once forwarded', () => {
  beforeAll(async () => {
    await move(student.applicationId, 'under_review');
    await move(student.applicationId, 'forwarded_to_university');
  });

  it('staff record it; staff, the student and the audit trail read it', async () => {
    const res = await put(student.applicationId, zhejiang).expect(200);
    expect(placementResponseSchema.strict().parse(res.body)).toEqual({
      success: true,
      message: PLACEMENT_SAVED_MESSAGE,
      placement: zhejiang,
    });

    const detail = await request(t.app.server)
      .get(`${ADMIN_API}/applications/${student.applicationId}`)
      .set('Authorization', staff.authorization)
      .expect(200);
    expect(staffApplicationResponseSchema.parse(detail.body).application.placement).toEqual(zhejiang);

    const own = await studentView(student.applicationId, student.authorization);
    expect(studentApplicationResponseSchema.strict().parse(own.body).application.placement).toEqual(zhejiang);

    const trail = auditResponseSchema.parse(
      (
        await request(t.app.server)
          .get(`${ADMIN_API}/audit?application=${student.applicationId}&action=application.placement`)
          .set('Authorization', admin.authorization)
          .expect(200)
      ).body,
    );
    expect(trail.data).toHaveLength(1);
    expect(trail.data[0]).toMatchObject({
      actor: { id: staff.user.id },
      actorRole: 'staff',
      summary: 'Sent to Zhejiang University — BSc Computer Science (English-taught), admission number ZJU-2026-0042',
      meta: zhejiang,
    });
  });

  it('another student gets 404, never the university', async () => {
    const other = await createApplicant(t.app, 'Kwame');
    const res = await studentView(student.applicationId, other.authorization);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Zhejiang');
  });

  it('a PUT replaces all three: what is left out or empty is cleared; text is trimmed', async () => {
    const res = await put(student.applicationId, { forwardedUniversity: '  Fudan University ', admissionNumber: '' });
    expect(res.status).toBe(200);
    expect(res.body.placement).toEqual({
      forwardedUniversity: 'Fudan University',
      forwardedProgramme: null,
      admissionNumber: null,
    });
  });

  it('a programme or an admission number without a university, a too long text or a wrong type: 422, nothing changed', async () => {
    const before = await t.app.prisma.auditLog.count({ where: { action: 'application.placement' } });
    const orphan = await put(student.applicationId, { forwardedProgramme: 'Medicine (MBBS)' }).expect(422);
    expect(orphan.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { forwardedUniversity: [PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE] },
    });
    const long = await put(student.applicationId, { forwardedUniversity: 'U'.repeat(201) }).expect(422);
    expect(long.body.errors.forwardedUniversity).toEqual(['University must be at most 200 characters.']);
    await put(student.applicationId, { forwardedUniversity: 42 }).expect(422);
    expect(await t.app.prisma.auditLog.count({ where: { action: 'application.placement' } })).toBe(before);
    const row = await t.app.prisma.application.findUniqueOrThrow({ where: { id: student.applicationId } });
    expect(row.forwardedUniversity).toBe('Fudan University');
  });

  it('can still be corrected once admitted; an empty body clears it', async () => {
    await move(student.applicationId, 'admitted');
    await put(student.applicationId, zhejiang, admin.authorization).expect(200);
    const cleared = await put(student.applicationId, {}).expect(200);
    expect(cleared.body.placement).toEqual({
      forwardedUniversity: null,
      forwardedProgramme: null,
      admissionNumber: null,
    });
    const last = await t.app.prisma.auditLog.findFirstOrThrow({
      where: { action: 'application.placement' },
      orderBy: { id: 'desc' },
    });
    expect(last.actorId).toBe(staff.user.id);
  });
});

describe('who may record it', () => {
  it('no token: 401; a student, even the owner: 403; an unknown or malformed id: 404', async () => {
    const anonymous = await request(t.app.server)
      .put(`${ADMIN_API}/applications/${student.applicationId}/placement`)
      .send(zhejiang);
    expect(anonymous.status).toBe(401);
    const owner = await put(student.applicationId, zhejiang, student.authorization).expect(403);
    expect(owner.body.code).toBe('FORBIDDEN');
    await put('00000000-0000-4000-8000-000000000000', zhejiang).expect(404);
    await put('not-an-id', zhejiang).expect(404);
  });
});
