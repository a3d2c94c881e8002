/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { NOW, complete, withFiles } from './application.fixtures.test.js';
import { dateInputRange, latestToday } from './date-checks.js';
import type { ApplicationFormValues } from './fields.js';
import { validateStep } from './validate-step.js';
import { renderAll } from '../messages/render-all.js';

const inEnglish = <T>(value: T) => renderAll(value, 'en');

// NOW is 2025-06-01T12:00Z: the latest "today" anywhere is 2025-06-02 (UTC+14 is past midnight).
const errorsOf = (step: number, overrides: Partial<ApplicationFormValues>) =>
  validateStep(step, { ...complete(), ...overrides }, withFiles(), NOW).fieldErrors;

describe('docs/product.md#apply-dates', () => {
  it('today is the date where it is latest on Earth', () => {
    expect(inEnglish(latestToday(NOW).toISOString())).toBe('2025-06-02T00:00:00.000Z');
    expect(inEnglish(latestToday(new Date('2025-06-01T09:59:59Z')).toISOString())).toBe('2025-06-01T00:00:00.000Z');
  });

  it.each([
    ['not-a-date', 'Date of Birth is not a valid date!'],
    ['2001-02-29', 'Date of Birth is not a valid date!'],
    ['2025-06-02', 'Date of Birth must be in the past!'],
    ['2030-01-01', 'Date of Birth must be in the past!'],
    ['2010-06-03', 'Date of Birth looks wrong: applicants must be between 15 and 70 years old!'],
    ['1954-06-02', 'Date of Birth looks wrong: applicants must be between 15 and 70 years old!'],
  ])('date of birth %s → %s', (dob, message) => {
    expect(inEnglish(errorsOf(0, { dob }).dob)).toEqual([message]);
  });

  it('accepts the youngest and the oldest plausible applicant', () => {
    expect(inEnglish(errorsOf(0, { dob: '2010-06-02' }).dob)).toBeUndefined(); // 15 today
    expect(inEnglish(errorsOf(0, { dob: '1954-06-03' }).dob)).toBeUndefined(); // 70, 71 tomorrow
    const range = dateInputRange('dob', complete(), NOW);
    expect(inEnglish(range)).toEqual({ min: '1954-06-03', max: '2010-06-02' });
  });

  it('the study ends after it starts; the same day is fine', () => {
    expect(
      inEnglish(errorsOf(1, { durationOfStudyFrom: '2026-09-01', durationOfStudyTo: '2026-08-31' }).durationOfStudyTo),
    ).toEqual(['Duration of Study (To) cannot be before Duration of Study (From)!']);
    expect(inEnglish(errorsOf(1, { durationOfStudyFrom: '2026-09-01', durationOfStudyTo: '2026-09-01' }))).toEqual({});
    expect(inEnglish(errorsOf(1, { durationOfStudyFrom: '2026-13-01' }).durationOfStudyFrom)).toEqual([
      'Duration of Study (From) is not a valid date!',
    ]);
  });

  it('the signed date, an education start and a work start are not in the future', () => {
    expect(inEnglish(errorsOf(1, { signedDate: '2025-06-03' }).signedDate)).toEqual([
      'Signed Date cannot be in the future!',
    ]);
    expect(inEnglish(errorsOf(1, { signedDate: '2025-06-02' }))).toEqual({});
    expect(inEnglish(errorsOf(2, { dateStarted: '2026-01-01' }).dateStarted)).toEqual([
      'Date Started cannot be in the future!',
    ]);
    const entry = { ...complete().educationHistory[0]!, dateAttended: '2025-07-01' };
    const result = validateStep(2, { ...complete(), educationHistory: [entry] }, withFiles(), NOW);
    expect(inEnglish(result.messages)).toEqual(['Education entry 1: Start date cannot be in the future']);
    const bad = { ...entry, dateAttended: '2015-02-30' };
    expect(
      inEnglish(validateStep(2, { ...complete(), educationHistory: [bad] }, withFiles(), NOW).educationErrors),
    ).toEqual({
      0: { dateAttended: 'Start date is not a valid date' },
    });
  });

  it('offers the accepted ranges to the date inputs', () => {
    const values = { ...complete(), durationOfStudyFrom: '2026-09-01', durationOfStudyTo: '' };
    expect(inEnglish(dateInputRange('durationOfStudyTo', values, NOW))).toEqual({ min: '2026-09-01' });
    expect(inEnglish(dateInputRange('durationOfStudyFrom', values, NOW))).toEqual({ max: undefined });
    expect(inEnglish(dateInputRange('signedDate', values, NOW))).toEqual({ max: '2025-06-02' });
    expect(inEnglish(dateInputRange('passportExpiryDate', values, NOW))).toEqual({ min: '2025-06-02' });
  });
});
