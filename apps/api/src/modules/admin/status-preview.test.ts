import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { staffApplicationResponseSchema, statusPreviewResponseSchema } from '@studychina/contracts';
import {
  ADMIN_API,
  createStaff,
  createSubmittedApplication,
  mailTo,
  useBackOfficeApp,
} from '../../test/back-office.js';

// Issue 34: the preview staff see is the mail the student will receive, in their language, complete.
const { t, smtp } = useBackOfficeApp({ CONTACT_WHATSAPP: '+221 77 123 45 67' });

const post = (path: string, authorization: string, body: object) =>
  request(t.app.server).post(`${ADMIN_API}${path}`).set('Authorization', authorization).send(body);

/** A submitted application in under_review whose photo staff rejected, its student in `locale`. */
async function withRejectedPhoto(firstname: string, locale: 'en' | 'fr') {
  const student = await createSubmittedApplication(t.app, firstname);
  await t.app.prisma.user.update({ where: { id: student.user.id }, data: { locale } });
  const staff = await createStaff(t.app);
  const photo = await t.app.prisma.applicationFile.findFirstOrThrow({
    where: { applicationId: student.applicationId, listName: 'passportphoto' },
  });
  await post(`/applications/${student.applicationId}/files/${photo.id}/review`, staff.authorization, {
    decision: 'rejected',
    reason: 'The face is <hidden> by a shadow',
  }).expect(200);
  await t.app.prisma.application.update({ where: { id: student.applicationId }, data: { status: 'under_review' } });
  return { student, staff, photo };
}

const counts = async (applicationId: string) => ({
  events: await t.app.prisma.applicationEvent.count({ where: { applicationId } }),
  audit: await t.app.prisma.auditLog.count({ where: { applicationId, action: 'application.status' } }),
  status: (await t.app.prisma.application.findUniqueOrThrow({ where: { id: applicationId } })).status,
});

describe('POST /admin/applications/:id/status/preview', () => {
  const REASON = 'The face is <hidden> by a shadow';
  it.each([
    [
      'en',
      'Tunde',
      'Your application: Action required',
      (file: string) => `Passport Photo (${file}): ${REASON}`,
      'by 30 June 2999.',
    ],
    [
      'fr',
      'Mariama',
      'Votre candidature : Action requise',
      (file: string) => `Photo d'identité (${file})\u202F: ${REASON}`,
      'avant le 30 juin 2999.',
    ],
  ] as const)(
    'a student reading %s: the preview is the mail sent afterwards, documents to replace included, and saves nothing',
    async (locale, firstname, subject, rejectedLine, deadline) => {
      const { student, staff, photo } = await withRejectedPhoto(firstname, locale);
      const body = {
        status: 'action_required',
        message: 'Please send a new photo & sign again.',
        deadline: '2999-06-30',
        note: 'internal: checked twice',
      };
      // The detail says the student's language (the template picker fills the message in it).
      const detail = await request(t.app.server)
        .get(`${ADMIN_API}/applications/${student.applicationId}`)
        .set('Authorization', staff.authorization)
        .expect(200);
      expect(staffApplicationResponseSchema.parse(detail.body).application.applicant.locale).toBe(locale);
      const before = await counts(student.applicationId);
      const res = await post(`/applications/${student.applicationId}/status/preview`, staff.authorization, body);
      expect(res.status).toBe(200);
      const preview = statusPreviewResponseSchema.parse(res.body);
      expect(preview.locale).toBe(locale);
      expect(preview.subject).toBe(subject);
      expect(preview.text).toContain(rejectedLine(photo.originalName));
      expect(preview.text).toContain(deadline);
      expect(preview.text).toContain('https://wa.me/221771234567');
      expect(preview.html).toContain('The face is &lt;hidden&gt; by a shadow');
      expect(preview.text + preview.html).not.toContain('internal: checked twice');
      // Nothing saved, audited or sent.
      expect(await counts(student.applicationId)).toEqual(before);
      await t.app.mailer.settled();
      expect(smtp.to(student.user.email).filter((m) => m.subject === subject)).toEqual([]);

      // The change itself then sends exactly that mail.
      await post(`/applications/${student.applicationId}/status`, staff.authorization, body).expect(200);
      const sent = await mailTo(smtp, student.user.email, subject);
      expect(sent.subject).toBe(preview.subject);
      expect(sent.text.trimEnd()).toBe(preview.text);
      expect(sent.html.trimEnd()).toBe(preview.html);
    },
  );

  it('answers the refusal the change would get, and 404, 403 and 401 like the change', async () => {
    const { student, staff } = await withRejectedPhoto('Bola', 'en');
    const path = `/applications/${student.applicationId}/status/preview`;
    const forward = await post(path, staff.authorization, {
      status: 'forwarded_to_university',
      message: 'Sent on.',
    }).expect(409);
    expect(forward.body).toMatchObject({
      code: 'DOCUMENTS_OUTSTANDING',
      errors: { passportphoto: [expect.any(String)] },
    });
    expect(forward.body.message).toMatch(/^Documents still outstanding: Passport Photo .*rejected, not replaced yet/);
    const noMessage = await post(path, staff.authorization, { status: 'rejected', message: ' ' }).expect(422);
    expect(Object.keys(noMessage.body.errors)).toEqual(['message']);
    await post(path, staff.authorization, { status: 'action_required', message: 'x', deadline: '2000-01-01' }).expect(
      422,
    );
    await post(path, staff.authorization, { status: 'admitted', message: 'x' }).expect(409);
    await post(`/applications/00000000-0000-4000-8000-000000000000/status/preview`, staff.authorization, {
      status: 'rejected',
      message: 'x',
    }).expect(404);
    await post(path, student.authorization, { status: 'rejected', message: 'x' }).expect(403);
    await request(t.app.server).post(`${ADMIN_API}${path}`).send({ status: 'rejected', message: 'x' }).expect(401);
    expect((await counts(student.applicationId)).status).toBe('under_review');
  });
});
