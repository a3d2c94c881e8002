/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { renderAll } from '../messages/render-all.js';
import { NOW, complete, withFiles } from './application.fixtures.test.js';
import type { ApplicationFormValues } from './fields.js';
import type { ProgrammeFactsBySlug } from './programme-choice.js';
import { validateStep } from './validate-step.js';

// NOW is 2025-06-01T12:00Z.
const MEDICINE = {
  title: 'Medicine (MBBS), Peking University',
  ageMin: 18,
  ageMax: 25,
  intakes: [
    { start: '2025-09', deadline: '2025-05-31T15:59:59.000Z', open: false },
    { start: '2026-03', deadline: '2025-12-31T15:59:59.000Z', open: true },
  ],
};
const FACTS: ProgrammeFactsBySlug = { medicine: MEDICINE, gone: null };
const textsOf = (overrides: Partial<ApplicationFormValues>, facts = FACTS) =>
  validateStep(0, { ...complete(), ...overrides }, withFiles(), NOW, facts).fieldErrors;
const errorsOf = (overrides: Partial<ApplicationFormValues>, facts = FACTS) =>
  renderAll(textsOf(overrides, facts), 'en');
const valid = { dob: '2005-01-01', passportExpiryDate: '2030-01-01' };

describe('docs/product.md#apply-programme-choice', () => {
  it('leaves the choices optional, and takes an open intake the applicant is eligible for', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ ...valid, programmeFirstChoice: 'medicine', intakeFirstChoice: '2026-03' })).toEqual({});
  });

  it('wants a programme with its intake, and an intake with its programme', () => {
    expect(errorsOf({ programmeFirstChoice: 'medicine', intakeSecondChoice: '2026-03' })).toEqual({
      intakeFirstChoice: ['Intake (First Choice) is required'],
      programmeSecondChoice: ['Programme (Second Choice) is required'],
    });
  });

  it('refuses a programme the catalogue does not hold, or an intake it does not have', () => {
    expect(errorsOf({ programmeFirstChoice: 'gone', intakeFirstChoice: '2026-03' })).toEqual({
      programmeFirstChoice: ['There is no programme "gone" in our catalogue: choose one from the list.'],
    });
    expect(errorsOf({ ...valid, programmeSecondChoice: 'medicine', intakeSecondChoice: '2027-09' })).toEqual({
      intakeSecondChoice: [
        'Medicine (MBBS), Peking University has no intake starting 2027-09: choose one of its intakes.',
      ],
    });
  });

  it('refuses a closed intake, an age outside the range at its start, a passport expiring too soon', () => {
    const errors = errorsOf({
      dob: '2005-03-02',
      passportExpiryDate: '2026-01-31',
      programmeFirstChoice: 'medicine',
      intakeFirstChoice: '2025-09',
    });
    expect(errors).toEqual({
      intakeFirstChoice: [
        'Applications for Medicine (MBBS), Peking University starting in September 2025 are closed: choose a later intake or another programme.',
      ],
      passportExpiryDate: [
        'Your passport must be valid until at least March 1, 2026, six months after Medicine (MBBS), Peking University starts: renew it, then enter the new passport number and expiry date.',
      ],
    });
  });

  it('tells the age at the intake’s start, in English and French', () => {
    const errors = textsOf({
      ...valid,
      dob: '2000-02-28',
      programmeFirstChoice: 'medicine',
      intakeFirstChoice: '2026-03',
    });
    const [message] = errors.programmeFirstChoice ?? [];
    expect(renderAll(message, 'en')).toBe(
      'Medicine (MBBS), Peking University takes students aged 18 to 25 when it starts; you will be 26 in March 2026: choose another programme.',
    );
    expect(renderAll(message, 'fr')).toBe(
      'Medicine (MBBS), Peking University\u202F: ce programme accueille des étudiants de 18 à 25 ans à la rentrée\u202F; vous aurez 26 ans en mars 2026. Choisissez un autre programme.',
    );
  });

  it('checks nothing of a programme whose facts are not known yet (the form, while they load)', () => {
    expect(errorsOf({ programmeFirstChoice: 'medicine', intakeFirstChoice: '2025-09' }, {})).toEqual({});
  });
});
