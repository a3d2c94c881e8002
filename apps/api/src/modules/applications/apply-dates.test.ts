import { describe, expect, it } from 'vitest';
import { latestToday } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { education, postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import { useRefusalChecks } from '../../test/expect-refused.js';

/*
 * docs/product.md#apply-dates on POST /apply: each rule is a 422 VALIDATION_FAILED naming its field,
 * and the edge dates are accepted. The app's clock stands still at NOW, so "today" is known exactly.
 */
const NOW = new Date();
const { t, expectRefused } = useRefusalChecks({ now: () => NOW });

const DAY = 24 * 3600 * 1000;
const today = latestToday(NOW);
const day = (offsetDays: number, years = 0) => {
  const date = new Date(today.getTime() + offsetDays * DAY);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};
const AGE_TEXT = 'Date of Birth looks wrong: applicants must be between 15 and 70 years old!';

describe('docs/product.md#apply-dates: refused dates', () => {
  it.each([
    ['dob', 'not-a-date', 'Date of Birth is not a valid date!'],
    ['dob', '2001-02-29', 'Date of Birth is not a valid date!'],
    ['dob', day(1), 'Date of Birth must be in the past!'],
    ['dob', '2030-01-01', 'Date of Birth must be in the past!'],
    ['dob', day(1, -15), AGE_TEXT],
    ['dob', day(0, -71), AGE_TEXT],
    ['passportExpiryDate', '2099-02-30', 'Passport Expiry Date is not a valid date!'],
    ['durationOfStudyFrom', '2026-9-1', 'Duration of Study (From) is not a valid date!'],
    ['signedDate', day(1), 'Signed Date cannot be in the future!'],
    ['signedDate', 'yesterday', 'Signed Date is not a valid date!'],
    ['dateStarted', day(1), 'Date Started cannot be in the future!'],
  ])('%s = %j → %s', async (field, value, message) => {
    const body = await expectRefused({ ...validFields(), [field]: value }, requiredFiles(), field, [message]);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('a study that ends before it starts → the text under durationOfStudyTo', async () => {
    await expectRefused(
      { ...validFields(), durationOfStudyFrom: '2027-09-01', durationOfStudyTo: '2027-08-31' },
      requiredFiles(),
      'durationOfStudyTo',
      ['Duration of Study (To) cannot be before Duration of Study (From)!'],
    );
  });

  it.each([
    ['2015-13-01', 'Start date is not a valid date'],
    [day(1), 'Start date cannot be in the future'],
  ])('an education entry started %s → %s, prefixed in the headline', async (dateAttended, text) => {
    const entries = [education, { ...education, dateAttended }];
    const body = await expectRefused(
      { ...validFields(), educationHistory: JSON.stringify(entries) },
      requiredFiles(),
      'educationHistory.1.dateAttended',
      [text],
    );
    expect(body.message).toBe(`Education entry 2: ${text}`);
  });
});

describe('docs/product.md#apply-dates: edge dates accepted', () => {
  it('15 today, 70 until tomorrow, signed and started today, a study of one day', async () => {
    for (const dob of [day(0, -15), day(1, -71)]) {
      const { authorization } = await createApplicant(t.app);
      const fields = {
        ...validFields(),
        dob,
        signedDate: day(0),
        dateStarted: day(0),
        durationOfStudyFrom: '2027-09-01',
        durationOfStudyTo: '2027-09-01',
        educationHistory: JSON.stringify([{ ...education, dateAttended: day(0) }]),
      };
      const res = await postApplication(t.app, authorization, fields, requiredFiles());
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
});
