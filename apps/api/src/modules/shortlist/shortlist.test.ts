import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, SHORTLIST_MAX, shortlistResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { createProgramme } from '../../test/catalogue-rows.js';
import { useTestApp } from '../../test/test-app.js';

// docs/product.md#shortlist: a signed-in student saves programmes, lists them with their next intake, removes them.
const t = useTestApp(() => ({}));

let medicine: Awaited<ReturnType<typeof createProgramme>>;
let law: Awaited<ReturnType<typeof createProgramme>>;
beforeAll(async () => {
  const open = { start: '2027-09', deadline: new Date('2099-06-30T15:59:59Z') };
  medicine = await createProgramme(t.app.prisma, { intakes: [open] });
  law = await createProgramme(t.app.prisma, { title: 'Law (LLB)', intakes: [open] });
});

const call = (method: 'get' | 'put' | 'delete', path: string, authorization?: string) => {
  const req = request(t.app.server)[method](`${API_PREFIX}${path}`);
  return authorization ? req.set('Authorization', authorization) : req;
};
const slugs = (body: unknown) => shortlistResponseSchema.parse(body).data.map((p) => p.slug);

describe('the shortlist', () => {
  it('takes PUT and DELETE with a JSON content type and no body, as many clients send them', async () => {
    const { authorization } = await createApplicant(t.app);
    const put = await call('put', `/shortlist/${medicine.id}`, authorization)
      .set('Content-Type', 'application/json')
      .expect(200);
    expect(slugs(put.body)).toEqual([medicine.slug]);
    await call('delete', `/shortlist/${medicine.id}`, authorization)
      .set('Content-Type', 'application/json')
      .expect(200);
    const broken = await call('put', `/shortlist/${medicine.id}`, authorization)
      .set('Content-Type', 'application/json')
      .send('{"not json');
    expect(broken.status).toBe(400);
  });

  it('saves programmes, newest first, with their deadlines; saving again changes nothing', async () => {
    const { authorization } = await createApplicant(t.app);
    expect((await call('get', '/shortlist', authorization).expect(200)).body).toEqual({ data: [] });
    await call('put', `/shortlist/${medicine.id}`, authorization).expect(200);
    const res = await call('put', `/shortlist/${law.id}`, authorization).expect(200);
    expect(slugs(res.body)).toEqual([law.slug, medicine.slug]);
    await call('put', `/shortlist/${law.id}`, authorization).expect(200);
    const listed = shortlistResponseSchema.parse((await call('get', '/shortlist', authorization).expect(200)).body);
    expect(listed.data.map((p) => p.slug)).toEqual([law.slug, medicine.slug]);
    expect(listed.data[1]).toMatchObject({
      title: 'Medicine (MBBS)',
      nextIntake: { start: '2027-09', deadline: '2099-06-30T15:59:59.000Z', open: true },
      tuition: { amount: 3_500_000, currency: 'CNY' },
    });
  });

  it('removes a programme; one not on the list is a 404', async () => {
    const { authorization } = await createApplicant(t.app);
    await call('put', `/shortlist/${medicine.id}`, authorization).expect(200);
    expect(slugs((await call('delete', `/shortlist/${medicine.id}`, authorization).expect(200)).body)).toEqual([]);
    const res = await call('delete', `/shortlist/${medicine.id}`, authorization).expect(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('refuses an unknown or unpublished programme with a 404, and a bad id with a 422', async () => {
    const { authorization } = await createApplicant(t.app);
    const hidden = await createProgramme(t.app.prisma);
    await t.app.prisma.programme.update({ where: { id: hidden.id }, data: { published: false } });
    for (const id of [2_000_000_000, hidden.id]) {
      const res = await call('put', `/shortlist/${id}`, authorization).expect(404);
      expect(res.body).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: 'There is no programme at this address.',
      });
    }
    await call('put', '/shortlist/abc', authorization).expect(422);
  });

  it('keeps each student’s list their own: another’s entry is not seen and cannot be removed', async () => {
    const ada = await createApplicant(t.app);
    const ben = await createApplicant(t.app);
    await call('put', `/shortlist/${law.id}`, ada.authorization).expect(200);
    expect(slugs((await call('get', '/shortlist', ben.authorization).expect(200)).body)).toEqual([]);
    await call('delete', `/shortlist/${law.id}`, ben.authorization).expect(404);
    expect(slugs((await call('get', '/shortlist', ada.authorization).expect(200)).body)).toEqual([law.slug]);
  });

  it('needs a signed-in account', async () => {
    for (const [method, path] of [
      ['get', '/shortlist'],
      ['put', `/shortlist/${law.id}`],
      ['delete', `/shortlist/${law.id}`],
    ] as const) {
      const res = await call(method, path).expect(401);
      expect(res.body).toMatchObject({ success: false });
    }
  });

  it(`holds at most ${SHORTLIST_MAX} programmes`, async () => {
    const { user, authorization } = await createApplicant(t.app);
    const many = [];
    for (let i = 0; i < SHORTLIST_MAX; i++) many.push(await createProgramme(t.app.prisma));
    await t.app.prisma.shortlistEntry.createMany({ data: many.map((p) => ({ userId: user.id, programmeId: p.id })) });
    const res = await call('put', `/shortlist/${law.id}`, authorization).expect(422);
    expect(res.body.errors.programmeId).toEqual([
      `Your shortlist holds at most ${SHORTLIST_MAX} programmes: remove one before saving another.`,
    ]);
  });
});
