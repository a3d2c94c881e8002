/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { NOW, complete, withFiles } from './application.fixtures.test.js';
import { emptyApplication } from './defaults.js';
import type { ApplicationFormValues } from './fields.js';
import { emptyFiles, type ApplicationFiles } from './files.js';
import { friendlyLabel, requiredMessage } from './labels.js';
import { parseDateValue } from './date-value.js';
import { validateStep } from './validate-step.js';
import { renderAll } from '../messages/render-all.js';

const inEnglish = <T>(value: T) => renderAll(value, 'en');

const messagesOf = (step: number, values: ApplicationFormValues, files: Partial<ApplicationFiles> = withFiles()) =>
  validateStep(step, values, files, NOW).messages;

describe('required fields per step (docs/product.md#apply-validation table)', () => {
  it('step 0: fifteen fields, in the table order, with friendly labels', () => {
    expect(inEnglish(messagesOf(0, emptyApplication()))).toEqual([
      'Major (First Choice) is required',
      'Surname is required',
      'First Name is required',
      'Email is required',
      'Phone is required',
      'Gender is required',
      'Date of Birth is required',
      'Nationality is required',
      'Native Language is required',
      'Passport Number is required',
      'Passport Expiry Date is required',
      'Religion is required',
      'Marital Status is required',
      'Place of Birth is required',
      'Permanent Home Address is required',
    ]);
  });
  it('step 1: thirteen fields', () => {
    const result = validateStep(1, emptyApplication(), {}, NOW);
    expect(inEnglish(Object.keys(result.fieldErrors))).toEqual([
      'rateYourChinese',
      'rateYourEnglish',
      'fieldOfStudy',
      'studyCategory',
      'durationOfStudyFrom',
      'durationOfStudyTo',
      'financialSponsorName',
      'address',
      'relationshipWithApplicant',
      'mobileNumber',
      'agent',
      'sponsorComment',
      'signedDate',
    ]);
    expect(inEnglish(result.fieldErrors.agent)).toEqual([
      'Person or Agency to Action on your behalf in China is required',
    ]);
  });
  it('whitespace counts as empty; optional fields are never flagged', () => {
    const values = {
      ...complete(),
      surName: '   ',
      middleName: '',
      chineseName: '',
      fax: '',
      zipCode: '',
      majorSecondChoice: '',
    };
    expect(inEnglish(messagesOf(0, values))).toEqual(['Surname is required']);
  });
  it('step 4: the three required file lists only', () => {
    expect(inEnglish(messagesOf(4, complete(), emptyFiles()))).toEqual([
      'Passport Photo is required',
      'Applicant Signature is required',
      'Sponsor Signature is required',
    ]);
    expect(inEnglish(messagesOf(4, complete(), withFiles()))).toEqual([]);
  });
  it('a complete application passes every step, the review included', () => {
    for (const step of [0, 1, 2, 3, 4, 5]) expect(inEnglish(messagesOf(step, complete()))).toEqual([]);
  });
  it('unknown names are shown as is', () => {
    expect(inEnglish(friendlyLabel('favouriteColour'))).toBe('favouriteColour');
    expect(inEnglish(friendlyLabel('toString'))).toBe('toString');
    expect(inEnglish(requiredMessage('favouriteColour'))).toBe('favouriteColour is required');
  });
});

describe('step 0 extra checks', () => {
  it.each<[Partial<ApplicationFormValues>, string[]]>([
    [{ email: 'ada@example' }, ['Email format looks invalid!']],
    [{ email: 'ada obi@example.com' }, ['Email format looks invalid!']],
    [{ phone: '123456' }, ['Phone number looks invalid!']],
    [{ phone: '0803-abc-4567' }, ['Phone number looks invalid!']],
    [{ phone: '0803.123.4567' }, ['Phone number looks invalid!']],
    [{ phone: '1234567' }, []],
    [{ phone: '(080) 3-1+2' }, []],
    [{ passportExpiryDate: '2025-05-31' }, ['Your Passport has expired!']],
    [{ passportExpiryDate: '2025-06-01' }, ['Your Passport has expired!']],
    [{ passportExpiryDate: '2025-06-02' }, []],
    [{ passportExpiryDate: '2025-06-01T12:00:00Z' }, ['Your Passport has expired!']],
    [{ passportExpiryDate: '2025-06-01T12:00:01Z' }, []],
    [{ passportExpiryDate: 'soon' }, ['Passport Expiry Date is not a valid date!']],
    [{ passportExpiryDate: '2030-02-30' }, ['Passport Expiry Date is not a valid date!']],
    [{ passportNumber: 'A12345' }, ['Invalid Passport Number!']],
    [{ passportNumber: '  A1234  ' }, ['Invalid Passport Number!']],
    [{ passportNumber: 'A123456' }, []],
    [
      { email: 'x', phone: '1', passportNumber: '1', passportExpiryDate: '2020-01-01' },
      [
        'Email format looks invalid!',
        'Phone number looks invalid!',
        'Your Passport has expired!',
        'Invalid Passport Number!',
      ],
    ],
  ])('%j -> %j', (change, expected) => {
    expect(inEnglish(messagesOf(0, { ...complete(), ...change }))).toEqual(expected);
  });
  it('run only in step 0', () => {
    expect(inEnglish(messagesOf(1, { ...complete(), email: 'bad', passportExpiryDate: '2000-01-01' }))).toEqual([]);
  });
  it('parses date inputs as UTC days', () => {
    expect(inEnglish(parseDateValue('2030-01-01')?.toISOString())).toBe('2030-01-01T00:00:00.000Z');
    expect(inEnglish(parseDateValue('01/01/2030'))).toBeNull();
  });
});
