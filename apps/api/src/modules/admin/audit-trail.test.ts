import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_APPLICATION_AMBIGUOUS_MESSAGE,
  AUDIT_APPLICATION_INVALID_MESSAGE,
  auditResponseSchema,
  type AuditEntryView,
} from '@studychina/contracts';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';
import { pdf, png } from '../../test/fixture-files.js';

// GET /admin/audit (docs/product.md#back-office-queue-files-exports-and-audit): who did what, in words,
// the student's own actions included, filtered by staff member, application (short or full id), action and
// days, with the automatic views left out unless asked for.
const { t } = useBackOfficeApp();
const USER_API = '/api/v1/user';

let admin: Awaited<ReturnType<typeof createStaff>>;
let sam: Awaited<ReturnType<typeof createStaff>>;
let tia: Awaited<ReturnType<typeof createStaff>>;

const audit = async (query: string) => {
  const res = await request(t.app.server).get(`${ADMIN_API}/audit?${query}`).set('Authorization', admin.authorization);
  if (res.status !== 200) throw new Error(`GET /audit?${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return auditResponseSchema.strict().parse(res.body);
};
const refused = (query: string) =>
  request(t.app.server).get(`${ADMIN_API}/audit?${query}`).set('Authorization', admin.authorization);
const staffCall = (method: 'post' | 'get', path: string, who = sam) =>
  request(t.app.server)[method](`${ADMIN_API}${path}`).set('Authorization', who.authorization);
const studentPost = (path: string, authorization: string) =>
  request(t.app.server).post(`${USER_API}${path}`).set('Authorization', authorization);
const summaries = (rows: AuditEntryView[]) => rows.map((row) => row.summary);

beforeAll(async () => {
  admin = await createStaff(t.app, 'admin', 'Ada');
  sam = await createStaff(t.app, 'staff', 'Sam');
  tia = await createStaff(t.app, 'staff', 'Tia');
});

describe("the student's own actions", () => {
  it('submitting, sending a replacement, sending corrections and withdrawing are rows with the student as actor', async () => {
    const student = await createSubmittedApplication(t.app, 'Chiamaka');
    const id = student.applicationId;
    const photo = await t.app.prisma.applicationFile.findFirstOrThrow({
      where: { applicationId: id, listName: 'passportphoto' },
    });
    await staffCall('post', `/applications/${id}/files/${photo.id}/review`)
      .send({ decision: 'rejected', reason: 'Blurred.' })
      .expect(200);
    await staffCall('post', `/applications/${id}/status`)
      .send({ status: 'under_review', message: 'Reviewing.' })
      .expect(200);
    await staffCall('post', `/applications/${id}/status`)
      .send({ status: 'action_required', message: 'Please send a sharp photo.', deadline: '2999-01-31' })
      .expect(200);
    await studentPost(`/applications/${id}/files`, student.authorization)
      .attach('passportphoto[0]', png([9, 9, 9]), { filename: 'sharp.png', contentType: 'image/png' })
      .expect(201);
    await studentPost(`/applications/${id}/resubmit`, student.authorization).expect(200);

    const trail = await audit(`application=${id}&actor=${student.user.id}`);
    expect(trail.data.map((row) => row.action)).toEqual(['application.resubmit', 'file.replace', 'application.submit']);
    for (const row of trail.data) {
      expect(row.actor).toMatchObject({ id: student.user.id, firstname: 'Chiamaka', role: 'student' });
      expect(row.actorRole).toBe('student');
      expect(row.target).toMatchObject({ applicationId: id, applicantName: 'Ada Obi' });
    }
    expect(summaries(trail.data)).toEqual([
      'Sent the corrections: Action required (waiting for the student) → Under review',
      'Sent Passport Photo (sharp.png), replacing passport.jpg',
      'Submitted the application with 3 documents',
    ]);

    const other = await createSubmittedApplication(t.app, 'Kwame');
    await studentPost(`/applications/${other.applicationId}/withdraw`, other.authorization).expect(200);
    const withdrawn = await audit(`application=${other.applicationId}&action=application.withdraw`);
    expect(withdrawn.data).toHaveLength(1);
    expect(withdrawn.data[0]).toMatchObject({
      actor: { id: other.user.id },
      actorRole: 'student',
      summary: 'Withdrew the application (it was Submitted)',
      meta: { from: 'submitted', to: 'withdrawn' },
    });
  });

  it('a refused action leaves no row: resubmitting with a rejected document outstanding writes nothing', async () => {
    const student = await createSubmittedApplication(t.app, 'Bisi');
    const id = student.applicationId;
    const photo = await t.app.prisma.applicationFile.findFirstOrThrow({ where: { applicationId: id } });
    await staffCall('post', `/applications/${id}/files/${photo.id}/review`)
      .send({ decision: 'rejected', reason: 'Blurred.' })
      .expect(200);
    await staffCall('post', `/applications/${id}/status`).send({ status: 'under_review', message: 'M' }).expect(200);
    await staffCall('post', `/applications/${id}/status`)
      .send({ status: 'action_required', message: 'M', deadline: '2999-01-31' })
      .expect(200);
    await studentPost(`/applications/${id}/resubmit`, student.authorization).expect(409);
    expect((await audit(`application=${id}&action=application.resubmit`)).total).toBe(0);
  });
});

describe('each row in words', () => {
  it("says the document, the decision and reason, the status from and to, the assignee, the note's first words", async () => {
    const { applicationId: id } = await createSubmittedApplication(t.app, 'Emeka');
    const files = await t.app.prisma.applicationFile.findMany({ where: { applicationId: id } });
    const photo = files.find((f) => f.listName === 'passportphoto')!;
    const signature = files.find((f) => f.listName === 'applicantSignature')!;
    await staffCall('post', `/applications/${id}/files/${signature.id}/review`)
      .send({ decision: 'accepted' })
      .expect(200);
    await staffCall('post', `/applications/${id}/files/${photo.id}/review`)
      .send({ decision: 'rejected', reason: 'The photo is blurred: please send a sharp one.' })
      .expect(200);
    await staffCall('post', `/applications/${id}/status`)
      .send({ status: 'under_review', message: 'We are reviewing your application.' })
      .expect(200);
    await staffCall('post', `/applications/${id}/status`)
      .send({ status: 'action_required', message: 'Please replace your photo.', deadline: '2999-12-03' })
      .expect(200);
    const longNote = `Called the student on WhatsApp about the photo; ${'she will send it tonight '.repeat(5)}`;
    await staffCall('post', `/applications/${id}/notes`).send({ text: longNote }).expect(201);
    await staffCall('post', `/applications/${id}/assign`).send({ staffId: tia.user.id }).expect(200);
    await staffCall('post', `/applications/${id}/assign`).send({ staffId: null }).expect(200);
    await staffCall('post', `/applications/${id}/documents`)
      .attach('file', pdf(), { filename: 'Admission letter.pdf', contentType: 'application/pdf' })
      .expect(201);

    const trail = await audit(`application=${id}&actor=${sam.user.id}`);
    expect(summaries(trail.data).reverse()).toEqual([
      'Accepted Applicant Signature (signature.png)',
      'Rejected Passport Photo (passport.jpg): “The photo is blurred: please send a sharp one.”',
      'Status: Submitted → Under review, “We are reviewing your application.”',
      'Status: Under review → Action required (waiting for the student), deadline 3 Dec 2999, “Please replace your photo.”',
      'Note: “Called the student on WhatsApp about the photo; she will send it tonight she…”',
      'Assigned to Tia Staff',
      'Unassigned the application',
      'Attached Admission letter.pdf for the student',
    ]);
    expect(trail.data.every((row) => row.actorRole === 'staff' && row.actor?.id === sam.user.id)).toBe(true);
    const review = trail.data.find((row) => row.action === 'file.review' && row.target.id === photo.id)!;
    expect(review.meta).toMatchObject({
      decision: 'rejected',
      listName: 'passportphoto',
      originalName: 'passport.jpg',
    });
  });

  it('says which document was viewed or downloaded, what the CSV export filtered, and whose account changed', async () => {
    const { applicationId: id } = await createSubmittedApplication(t.app, 'Femi');
    const photo = await t.app.prisma.applicationFile.findFirstOrThrow({
      where: { applicationId: id, listName: 'passportphoto' },
    });
    await staffCall('get', `/applications/${id}`, tia).expect(200);
    await staffCall('get', `/applications/${id}/files/${photo.id}`, tia).expect(200);
    await staffCall('get', `/applications/${id}/files/${photo.id}?download=1`, tia).expect(200);
    await staffCall('get', `/applications/${id}/files.zip`, tia).expect(200);
    await staffCall('get', '/applications.csv?status=submitted&q=oko', tia).expect(200);
    const byTia = await audit(`actor=${tia.user.id}&views=1`);
    expect(summaries(byTia.data).slice(0, 5).reverse()).toEqual([
      'Opened the application',
      'Viewed Passport Photo (passport.jpg)',
      'Downloaded Passport Photo (passport.jpg)',
      'Downloaded all 3 documents as a ZIP',
      'Exported the CSV: status Submitted, search “oko”',
    ]);

    const invited = await request(t.app.server)
      .post(`${ADMIN_API}/staff`)
      .set('Authorization', admin.authorization)
      .send({ email: 'ngozi@example.com', firstname: 'Ngozi', lastname: 'Eze', role: 'staff' })
      .expect(201);
    const staffId = invited.body.staff.id as string;
    await request(t.app.server)
      .post(`${ADMIN_API}/staff/${staffId}/disable`)
      .set('Authorization', admin.authorization)
      .expect(200);
    const accounts = await audit(`actor=${admin.user.id}&action=staff.disable`);
    expect(summaries(accounts.data)).toEqual(['Disabled the account of Ngozi Eze']);
    const invitations = await audit(`actor=${admin.user.id}&action=staff.invite`);
    expect(summaries(invitations.data)).toEqual(['Invited Ngozi Eze (ngozi@example.com) as staff']);
    expect(invitations.data[0]).toMatchObject({
      actorRole: 'admin',
      target: { applicationId: null, applicantName: null },
    });
  });

  it('an old row that kept nothing reads as its action, and an unknown action as its own name', async () => {
    const at = new Date('2021-03-04T10:00:00Z');
    const base = { ip: '10.0.0.1', requestId: 'old', at, actorId: sam.user.id, targetId: 'x' };
    await t.app.prisma.auditLog.createMany({
      data: [
        { ...base, action: 'file.review', targetType: 'file' },
        { ...base, action: 'application.teleport', targetType: 'application' },
      ],
    });
    const old = await audit('from=2021-03-04&to=2021-03-04');
    expect(summaries(old.data).sort()).toEqual(['Document reviewed', 'application.teleport']);
  });
});

describe('the filters', () => {
  let id: string;
  beforeAll(async () => {
    ({ applicationId: id } = await createSubmittedApplication(t.app, 'Gbenga'));
    await staffCall('post', `/applications/${id}/notes`, tia).send({ text: 'Looked at it.' }).expect(201);
    await staffCall('post', `/applications/${id}/status`).send({ status: 'under_review', message: 'M' }).expect(200);
  });

  it('by staff member: only their rows', async () => {
    const byTia = await audit(`application=${id}&actor=${tia.user.id}`);
    expect(byTia.data.map((row) => row.action)).toEqual(['application.note']);
    expect((await refused('actor=not-an-id').expect(422)).body.code).toBe('VALIDATION_FAILED');
  });

  it('by application: the short id the back office shows, a longer start or the full id, in any case', async () => {
    const full = await audit(`application=${id}`);
    expect(full.total).toBe(3);
    for (const typed of [id.slice(0, 8), id.slice(0, 13), id.slice(0, 8).toUpperCase(), id.replaceAll('-', '')]) {
      const answer = await audit(`application=${encodeURIComponent(typed)}`);
      expect(answer.data, typed).toEqual(full.data);
    }
    for (const typed of ['abc', 'zzzzzzzz', `${id.slice(0, 4)}-${id.slice(4, 8)}`]) {
      const res = await refused(`application=${encodeURIComponent(typed)}`).expect(422);
      expect(res.body.errors.application, typed).toEqual([AUDIT_APPLICATION_INVALID_MESSAGE]);
    }
  });

  it('a short id two applications share is refused with a request for more characters', async () => {
    const row = {
      ip: '10.0.0.1',
      requestId: 'r',
      actorId: sam.user.id,
      action: 'application.note',
      targetType: 'note',
    };
    const first = 'deadbeef-0000-4000-8000-000000000001';
    const second = 'deadbeef-0000-4000-8000-000000000002';
    await t.app.prisma.auditLog.createMany({
      data: [
        { ...row, targetId: 'a', applicationId: first },
        { ...row, targetId: 'b', applicationId: second },
      ],
    });
    const res = await refused('application=deadbeef').expect(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: AUDIT_APPLICATION_AMBIGUOUS_MESSAGE,
      errors: { application: [AUDIT_APPLICATION_AMBIGUOUS_MESSAGE] },
    });
    expect((await audit(`application=${second}`)).data.map((r) => r.target.id)).toEqual(['b']);
    expect((await audit('application=deadbeef-0000-4000-8000-000000000001')).total).toBe(1);
    expect((await audit('application=0123abcd')).total).toBe(0);
  });

  it('by action, and by days (both included)', async () => {
    const notes = await audit('action=application.note');
    expect(notes.total).toBeGreaterThan(0);
    expect(notes.data.every((row) => row.action === 'application.note')).toBe(true);
    expect((await refused('action=DROP TABLE').expect(422)).body.code).toBe('VALIDATION_FAILED');

    const row = { ip: '10.0.0.1', requestId: 'd', actorId: tia.user.id, action: 'staff.enable', targetType: 'user' };
    await t.app.prisma.auditLog.createMany({
      data: [
        { ...row, targetId: 'before', at: new Date('2020-01-31T23:59:59Z') },
        { ...row, targetId: 'first', at: new Date('2020-02-01T00:00:00Z') },
        { ...row, targetId: 'last', at: new Date('2020-02-29T23:59:59Z') },
        { ...row, targetId: 'after', at: new Date('2020-03-01T00:00:00Z') },
      ],
    });
    const february = await audit('from=2020-02-01&to=2020-02-29');
    expect(february.data.map((r) => r.target.id)).toEqual(['last', 'first']);
    expect((await audit('to=2020-01-31')).data.map((r) => r.target.id)).toEqual(['before']);
    expect((await refused('from=1st+of+May').expect(422)).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('automatic views', () => {
  it('are left out unless asked for, and counted either way', async () => {
    const { applicationId: id } = await createSubmittedApplication(t.app, 'Halima');
    const photo = await t.app.prisma.applicationFile.findFirstOrThrow({ where: { applicationId: id } });
    await staffCall('get', `/applications/${id}`).expect(200);
    await staffCall('get', `/applications/${id}`).expect(200);
    await staffCall('get', `/applications/${id}/files/${photo.id}`).expect(200);
    await staffCall('post', `/applications/${id}/notes`).send({ text: 'Checked.' }).expect(201);

    const hidden = await audit(`application=${id}`);
    expect(hidden.data.map((row) => row.action)).toEqual(['application.note', 'application.submit']);
    expect(hidden.automaticViews).toBe(3);
    for (const value of ['', '0']) expect((await audit(`application=${id}&views=${value}`)).total).toBe(2);

    const shown = await audit(`application=${id}&views=1`);
    expect(shown.total).toBe(5);
    expect(shown.automaticViews).toBe(3);
    expect(shown.data.map((row) => row.action)).toEqual([
      'application.note',
      'file.view',
      'application.view',
      'application.view',
      'application.submit',
    ]);

    // Asking for a view action by name shows it.
    const views = await audit(`application=${id}&action=application.view`);
    expect(views.total).toBe(2);
    expect(views.automaticViews).toBe(2);
    expect((await audit(`application=${id}&action=application.note`)).automaticViews).toBe(0);
  });
});
