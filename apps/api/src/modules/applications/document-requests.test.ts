import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  REQUEST_CLOSED_MESSAGE,
  REQUEST_ID_REQUIRED_MESSAGE,
  applicationsListResponseSchema,
  filesReplacedResponseSchema,
  staffApplicationResponseSchema,
  studentApplicationResponseSchema,
} from '@studychina/contracts';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';
import { docx, pdf, png } from '../../test/fixture-files.js';

// Document requests and the correction cycle that never dead-ends (docs/product.md#document-requests).
const { t, smtp } = useBackOfficeApp();
const USER_API = '/api/v1/user';

const get = (path: string, authorization: string) =>
  request(t.app.server).get(`${USER_API}${path}`).set('Authorization', authorization);
const post = (path: string, authorization: string) =>
  request(t.app.server).post(`${USER_API}${path}`).set('Authorization', authorization);
const staffGet = (path: string, authorization: string) =>
  request(t.app.server).get(`${ADMIN_API}${path}`).set('Authorization', authorization);
const staffPost = (path: string, authorization: string, body: object) =>
  request(t.app.server).post(`${ADMIN_API}${path}`).set('Authorization', authorization).send(body);
const studentView = (res: Response) => studentApplicationResponseSchema.strict().parse(res.body).application;
const staffView = (res: Response) => staffApplicationResponseSchema.strict().parse(res.body).application;

const PASSPORT_SCAN = 'Passport Data Page (requested, not received yet)';
const DECLARATION = 'Signed declaration (requested, not received yet)';

/** A submitted application under review, then action_required asking for `requests`. */
async function askFor(requests: object[], firstname = 'Asked') {
  const student = await createSubmittedApplication(t.app, firstname);
  const staff = await createStaff(t.app);
  const id = student.applicationId;
  await staffPost(`/applications/${id}/status`, staff.authorization, {
    status: 'under_review',
    message: 'Looking at it.',
  }).expect(200);
  await staffPost(`/applications/${id}/status`, staff.authorization, {
    status: 'action_required',
    message: 'Please send two more documents.',
    deadline: '2999-03-31',
    requests,
  }).expect(200);
  return { student, staff, id };
}

describe('requests for documents the student never sent', () => {
  it('are listed in both answers and the mail; resubmitting waits for each; the student sends a list and a named document', async () => {
    const { student, staff, id } = await askFor([
      { listName: 'passportScan', note: 'The page with your photo.' },
      { name: 'Signed declaration', note: 'Sign and date the declaration form.' },
    ]);

    // The mail lists every requested document with its note.
    const mail = await smtp.waitFor((m) => m.to.includes(student.user.email) && m.subject.includes('Action required'));
    expect(mail.text).toContain('Documents to send:');
    expect(mail.text).toContain('  - Passport Data Page: The page with your photo.');
    expect(mail.text).toContain('  - Signed declaration: Sign and date the declaration form.');

    // The student's answer lists them (never who asked); the staff answer too, with who asked and what blocks.
    const asked = studentView(await get(`/applications/${id}`, student.authorization).expect(200));
    expect(asked.requests).toEqual([
      expect.objectContaining({
        listName: 'passportScan',
        name: null,
        note: 'The page with your photo.',
        state: 'open',
      }),
      expect.objectContaining({ listName: null, name: 'Signed declaration', state: 'open', fulfilledAt: null }),
    ]);
    const declaration = asked.requests[1]!;
    const seen = staffView(await staffGet(`/applications/${id}`, staff.authorization).expect(200));
    expect(seen.requests.map((r) => r.requestedBy?.id)).toEqual([staff.user.id, staff.user.id]);
    expect(seen.outstanding).toEqual([
      { key: 'passportScan', label: 'Passport Data Page', reason: 'requested', text: PASSPORT_SCAN },
      { key: declaration.id, label: 'Signed declaration', reason: 'requested', text: DECLARATION },
    ]);
    const list = applicationsListResponseSchema.parse((await get('/applications', student.authorization)).body);
    expect(list.applications.find((a) => a.id === id)).toMatchObject({ documentsRequested: 2, documentsToReplace: 0 });

    // Sending the corrections names each document still missing, under its list or its request's id.
    const early = await post(`/applications/${id}/resubmit`, student.authorization).expect(409);
    expect(early.body).toEqual({
      success: false,
      code: 'DOCUMENTS_OUTSTANDING',
      message: `Documents still outstanding: ${PASSPORT_SCAN}; ${DECLARATION}.`,
      errors: { passportScan: [PASSPORT_SCAN], [declaration.id]: [DECLARATION] },
    });
    // … in French for a French reader (the name staff typed stays as typed).
    const french = await post(`/applications/${id}/resubmit`, student.authorization)
      .set('Accept-Language', 'fr')
      .expect(409);
    expect(french.body.message).toBe(
      'Documents encore attendus : Page de données du passeport (demandé, pas encore reçu) ; ' +
        'Signed declaration (demandé, pas encore reçu).',
    );

    // The requested list, through the same upload as replacements: no rejected file needed.
    const scan = await post(`/applications/${id}/files`, student.authorization)
      .attach('passportScan[0]', pdf(), { filename: 'data-page.pdf', contentType: 'application/pdf' })
      .expect(201);
    const [scanFile] = filesReplacedResponseSchema.parse(scan.body).files;
    expect(scanFile).toMatchObject({
      listName: 'passportScan',
      position: 0,
      replaces: null,
      uploadedByStaff: false,
      requestId: asked.requests[0]!.id,
    });
    const half = await post(`/applications/${id}/resubmit`, student.authorization).expect(409);
    expect(half.body.errors).toEqual({ [declaration.id]: [DECLARATION] });

    // The named document: extra[0] needs its request's id, and the types of a document (images or PDF).
    const bare = await post(`/applications/${id}/files`, student.authorization)
      .attach('extra[0]', png(), { filename: 'declaration.png', contentType: 'image/png' })
      .expect(422);
    expect(bare.body.errors).toEqual({ requestId: [REQUEST_ID_REQUIRED_MESSAGE] });
    const word = await post(`/applications/${id}/files`, student.authorization)
      .field('requestId', declaration.id)
      .attach('extra[0]', docx(), { filename: 'declaration.docx', contentType: 'application/msword' })
      .expect(422);
    expect(word.body.code).toBe('FILE_TYPE_REFUSED');
    const closed = await post(`/applications/${id}/files`, student.authorization)
      .field('requestId', asked.requests[0]!.id)
      .attach('passportScan[0]', pdf(), { filename: 'again.pdf', contentType: 'application/pdf' })
      .expect(409);
    expect(closed.body.message).toBe(REQUEST_CLOSED_MESSAGE);
    const sent = await post(`/applications/${id}/files`, student.authorization)
      .field('requestId', declaration.id)
      .attach('extra[0]', png(), { filename: 'declaration.png', contentType: 'image/png' })
      .expect(201);
    expect(filesReplacedResponseSchema.parse(sent.body).files).toEqual([
      expect.objectContaining({ listName: 'extra', originalName: 'declaration.png', requestId: declaration.id }),
    ]);

    // Nothing is missing now: the corrections go, and staff see who answered (the student: null) and no block.
    await post(`/applications/${id}/resubmit`, student.authorization).expect(200);
    const answered = studentView(await get(`/applications/${id}`, student.authorization));
    expect(answered.requests.map((r) => r.state)).toEqual(['fulfilled', 'fulfilled']);
    expect(answered.requests.every((r) => r.fulfilledAt !== null)).toBe(true);
    const reviewed = staffView(await staffGet(`/applications/${id}`, staff.authorization));
    expect(reviewed.requests.map((r) => r.fulfilledBy)).toEqual([null, null]);
    expect(reviewed.outstanding).toEqual([]);
    expect(reviewed.files.filter((f) => f.requestId !== null).map((f) => f.listName)).toEqual([
      'extra',
      'passportScan',
    ]);
    await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'forwarded_to_university',
      message: 'Sent to the university.',
    }).expect(200);
  }, 120_000);

  it('staff lifting the corrections cancels what is still open, and it no longer blocks anything', async () => {
    const { student, staff, id } = await askFor([{ listName: 'bankStatement' }], 'Lifted');
    await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'under_review',
      message: 'We received it by e-mail.',
    }).expect(200);
    const view = studentView(await get(`/applications/${id}`, student.authorization));
    expect(view.requests.map((r) => r.state)).toEqual(['cancelled']);
    // A cancelled request takes no more files.
    await post(`/applications/${id}/files`, student.authorization)
      .attach('bankStatement[0]', pdf(), { filename: 'bank.pdf', contentType: 'application/pdf' })
      .expect(409);
    await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'forwarded_to_university',
      message: 'Sent.',
    }).expect(200);
  });

  it('refuses requests with another status, an unknown list, and the same document twice', async () => {
    const student = await createSubmittedApplication(t.app, 'Body');
    const staff = await createStaff(t.app);
    const id = student.applicationId;
    const withReview = await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'under_review',
      message: 'x',
      requests: [{ listName: 'passportScan' }],
    }).expect(422);
    expect(Object.keys(withReview.body.errors)).toEqual(['requests']);
    await staffPost(`/applications/${id}/status`, staff.authorization, { status: 'under_review', message: 'x' });
    const ask = (requests: object[]) =>
      staffPost(`/applications/${id}/status`, staff.authorization, {
        status: 'action_required',
        message: 'x',
        deadline: '2999-01-01',
        requests,
      }).expect(422);
    expect((await ask([{ listName: 'passport' }])).body.errors).toEqual({
      'requests.0.listName': ['Unknown document list.'],
    });
    expect((await ask([{ name: 'Letter' }, { name: ' letter' }])).body.errors).toEqual({
      requests: ['Each document can be requested only once.'],
    });
    expect(await t.app.prisma.documentRequest.count({ where: { applicationId: id } })).toBe(0);
  });
});

describe('forwarding and admitting name what is outstanding', () => {
  it('answers 409 naming each rejected and each missing document; the staff answer lists the same', async () => {
    const student = await createSubmittedApplication(t.app, 'Blocked');
    const staff = await createStaff(t.app);
    const id = student.applicationId;
    const files = await t.app.prisma.applicationFile.findMany({ where: { applicationId: id } });
    const photo = files.find((f) => f.listName === 'passportphoto')!;
    await staffPost(`/applications/${id}/files/${photo.id}/review`, staff.authorization, {
      decision: 'rejected',
      reason: 'Blurred',
    }).expect(200);
    // The sponsor's signature gone (an old application): a required list without a file.
    await t.app.prisma.applicationFile.updateMany({
      where: { applicationId: id, listName: 'sponsorSignature' },
      data: { replacedAt: new Date() },
    });
    await staffPost(`/applications/${id}/status`, staff.authorization, { status: 'under_review', message: 'x' });
    const rejected = `Passport Photo "${photo.originalName}" (rejected, not replaced yet)`;
    const missing = 'Sponsor Signature (required, no file yet)';
    const refused = await staffPost(`/applications/${id}/status`, staff.authorization, {
      status: 'forwarded_to_university',
      message: 'Sent',
    }).expect(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'DOCUMENTS_OUTSTANDING',
      message: `Documents still outstanding: ${rejected}; ${missing}.`,
      errors: { passportphoto: [rejected], sponsorSignature: [missing] },
    });
    const seen = staffView(await staffGet(`/applications/${id}`, staff.authorization));
    expect(seen.outstanding.map((item) => [item.key, item.reason, item.text])).toEqual([
      ['passportphoto', 'rejected', rejected],
      ['sponsorSignature', 'missing', missing],
    ]);
  });
});

describe('the lists a stored file may carry', () => {
  it('passportScan is optional in /apply: an application without it is complete and shows no request', async () => {
    const student = await createSubmittedApplication(t.app, 'NoScan');
    const view = studentView(await get(`/applications/${student.applicationId}`, student.authorization).expect(200));
    expect(view.files.map((f) => f.listName)).not.toContain('passportScan');
    expect(view.requests).toEqual([]);
  });
});
