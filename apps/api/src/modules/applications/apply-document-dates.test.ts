import { describe, expect, it } from 'vitest';
import { latestToday } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import { useRefusalChecks } from '../../test/expect-refused.js';

/*
 * docs/product.md#apply-document-dates on POST /apply: the physical examination record's and the non-criminal
 * record's dates are optional; one given must be a date, not in the future and at most six months old, else a
 * 422 VALIDATION_FAILED naming its field. The app's clock stands still at NOW.
 */
const NOW = new Date();
const { t, expectRefused } = useRefusalChecks({ now: () => NOW });

const DAY = 24 * 3600 * 1000;
const day = (offsetDays: number) => new Date(latestToday(NOW).getTime() + offsetDays * DAY).toISOString().slice(0, 10);

describe('docs/product.md#apply-document-dates: documents that expire', () => {
  const tooOld = (document: string) =>
    `${document} is dated more than six months ago: get a new one, upload it and enter its date. Documents must be at most six months old when you submit.`;

  it.each([
    ['medicalReportDate', day(-200), tooOld('Medical Report')],
    ['nonCriminalRecordDate', day(-200), tooOld('Non-Criminal Record')],
    ['medicalReportDate', 'last month', 'Medical Report Date is not a valid date!'],
    ['nonCriminalRecordDate', day(1), 'Non-Criminal Record Date cannot be in the future!'],
  ])('%s = %j → 422 naming it: %s', async (field, value, message) => {
    const body = await expectRefused({ ...validFields(), [field]: value }, requiredFiles(), field, [message]);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('answers a French client in French', async () => {
    const { authorization } = await createApplicant(t.app);
    const res = await postApplication(
      t.app,
      authorization,
      { ...validFields(), medicalReportDate: day(-200) },
      requiredFiles(),
    )
      .set('Accept-Language', 'fr')
      .expect(422);
    expect(res.body.errors.medicalReportDate).toEqual([
      "Certificat médical\u202F: la date a plus de six mois. Faites établir un nouveau document, téléversez-le et indiquez sa date\u202F: chaque document doit avoir moins de six mois au moment de l'envoi.",
    ]);
  });

  it('stores dates within six months, and leaves them out when not given', async () => {
    const { authorization } = await createApplicant(t.app);
    const fields = { ...validFields(), medicalReportDate: day(-150), nonCriminalRecordDate: day(0) };
    const res = await postApplication(t.app, authorization, fields, requiredFiles());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { authorization: other } = await createApplicant(t.app);
    const without = await postApplication(t.app, other, validFields(), requiredFiles());
    expect(without.status).toBe(201);
    const rows = await t.app.prisma.application.findMany({
      where: { id: { in: [res.body.application.id, without.body.application.id] } },
      select: { medicalReportDate: true, nonCriminalRecordDate: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(rows).toEqual([
      { medicalReportDate: day(-150), nonCriminalRecordDate: day(0) },
      { medicalReportDate: null, nonCriminalRecordDate: null },
    ]);
  });
});
