import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, applicationsListResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import { createProgramme } from '../../test/catalogue-rows.js';
import { useRefusalChecks } from '../../test/expect-refused.js';

/*
 * docs/product.md#apply-programme-choice on POST /apply: a first and a second choice of programme and intake,
 * optional; what would make the applicant ineligible is a 422 VALIDATION_FAILED naming the field, with a text
 * saying what to do. The app's clock stands still at NOW.
 */
const NOW = new Date('2026-11-27T10:00:00Z');
const { t, expectRefused } = useRefusalChecks({ now: () => NOW });

let slug = '';
let title = '';
beforeAll(async () => {
  const programme = await createProgramme(t.app.prisma, {
    ageMin: 17,
    ageMax: 30,
    intakes: [
      { start: '2027-03', deadline: new Date('2026-11-20T15:59:59Z') },
      { start: '2027-09', deadline: new Date('2027-06-30T15:59:59Z') },
      { start: '2028-03', deadline: new Date('2027-12-31T15:59:59Z'), closed: true },
    ],
  });
  slug = programme.slug;
  title = `${programme.title}, ${programme.university.name}`;
});

// validFields: born 2000-01-01 (27 in September 2027), passport until 2099.
const choose = (over: Record<string, string>) => ({ ...validFields(), programmeFirstChoice: slug, ...over });

describe('docs/product.md#apply-programme-choice: refused choices', () => {
  it('an intake past its deadline → 422 under intakeFirstChoice', async () => {
    const body = await expectRefused(choose({ intakeFirstChoice: '2027-03' }), requiredFiles(), 'intakeFirstChoice', [
      `Applications for ${title} starting in March 2027 are closed: choose a later intake or another programme.`,
    ]);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('an intake staff closed → 422 under intakeFirstChoice', async () => {
    await expectRefused(choose({ intakeFirstChoice: '2028-03' }), requiredFiles(), 'intakeFirstChoice', [
      `Applications for ${title} starting in March 2028 are closed: choose a later intake or another programme.`,
    ]);
  });

  it('an age outside the programme’s range at the intake’s start → 422 under the programme', async () => {
    await expectRefused(
      choose({ intakeFirstChoice: '2027-09', dob: '1995-06-01' }),
      requiredFiles(),
      'programmeFirstChoice',
      [
        `${title} takes students aged 17 to 30 when it starts; you will be 32 in September 2027: choose another programme.`,
      ],
    );
  });

  it('a passport expiring less than six months after the intake starts → 422 under passportExpiryDate', async () => {
    await expectRefused(
      choose({ intakeFirstChoice: '2027-09', passportExpiryDate: '2028-02-28' }),
      requiredFiles(),
      'passportExpiryDate',
      [
        `Your passport must be valid until at least March 1, 2028, six months after ${title} starts: renew it, then enter the new passport number and expiry date.`,
      ],
    );
  });

  it('a programme the catalogue does not hold, an intake it does not have, a choice half made', async () => {
    await expectRefused(
      { ...validFields(), programmeFirstChoice: 'no-such-programme', intakeFirstChoice: '2027-09' },
      requiredFiles(),
      'programmeFirstChoice',
      ['There is no programme "no-such-programme" in our catalogue: choose one from the list.'],
    );
    await expectRefused(choose({ intakeFirstChoice: '2030-09' }), requiredFiles(), 'intakeFirstChoice', [
      `${title} has no intake starting 2030-09: choose one of its intakes.`,
    ]);
    await expectRefused({ ...validFields(), intakeSecondChoice: '2027-09' }, requiredFiles(), 'programmeSecondChoice', [
      'Programme (Second Choice) is required',
    ]);
  });

  it('answers a French client in French, naming the programme by its French title', async () => {
    const programme = await createProgramme(t.app.prisma, {
      intakes: [{ start: '2027-03', deadline: new Date('2026-11-20T15:59:59Z') }],
    });
    await t.app.prisma.programme.update({
      where: { id: programme.id },
      data: { title: 'Clinical Medicine (MBBS)', titleFr: 'Médecine clinique (MBBS)' },
    });
    const { authorization } = await createApplicant(t.app);
    const fields = { ...validFields(), programmeFirstChoice: programme.slug, intakeFirstChoice: '2027-03' };
    const res = await postApplication(t.app, authorization, fields, requiredFiles())
      .set('Accept-Language', 'fr')
      .expect(422);
    expect(res.body.errors.intakeFirstChoice).toEqual([
      `Médecine clinique (MBBS), ${programme.university.name}\u202F: les candidatures pour la rentrée de mars 2027 sont closes. Choisissez une rentrée plus tardive ou un autre programme.`,
    ]);
    // The same refusal in English names the English title.
    const english = await postApplication(t.app, authorization, fields, requiredFiles()).expect(422);
    expect(english.body.errors.intakeFirstChoice).toEqual([
      `Applications for Clinical Medicine (MBBS), ${programme.university.name} starting in March 2027 are closed: choose a later intake or another programme.`,
    ]);
  });
});

describe('docs/product.md#apply-programme-choice: accepted', () => {
  it('stores both choices, and the application without any', async () => {
    const second = await createProgramme(t.app.prisma, {
      intakes: [{ start: '2027-09', deadline: new Date('2027-06-30T15:59:59Z') }],
    });
    const { authorization } = await createApplicant(t.app);
    const fields = choose({
      intakeFirstChoice: '2027-09',
      programmeSecondChoice: second.slug,
      intakeSecondChoice: '2027-09',
    });
    const res = await postApplication(t.app, authorization, fields, requiredFiles());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await t.app.prisma.application.findUniqueOrThrow({
      where: { id: res.body.application.id },
      select: {
        programmeFirstChoice: true,
        intakeFirstChoice: true,
        programmeSecondChoice: true,
        intakeSecondChoice: true,
      },
    });
    expect(row).toEqual({
      programmeFirstChoice: slug,
      intakeFirstChoice: '2027-09',
      programmeSecondChoice: second.slug,
      intakeSecondChoice: '2027-09',
    });
    // The student's list of applications names them too, for the dashboard's card.
    const list = await request(t.app.server).get(`${API_PREFIX}/applications`).set('Authorization', authorization);
    expect(applicationsListResponseSchema.parse(list.body).applications[0]).toMatchObject(row);

    const { authorization: other } = await createApplicant(t.app);
    expect((await postApplication(t.app, other, validFields(), requiredFiles())).status).toBe(201);
    const without = await request(t.app.server).get(`${API_PREFIX}/applications`).set('Authorization', other);
    expect(applicationsListResponseSchema.parse(without.body).applications[0]).toMatchObject({
      programmeFirstChoice: null,
      intakeFirstChoice: null,
      programmeSecondChoice: null,
      intakeSecondChoice: null,
    });
  });
});
