import { describe, expect, it } from 'vitest';
import { fromServerErrors, leavingStep, stepOfKey, summarize, withEntryErrors } from './form-state';

describe('form-state', () => {
  it.each([
    ['majorFirstChoice', 0],
    ['gender', 0],
    ['zipCode', 0],
    ['agent', 1],
    ['signedDate', 1],
    ['employer', 2],
    ['educationHistory', 2],
    ['educationHistory.3.major', 2],
    ['familyMembers.0.email', 3],
    ['researchProposal', 4],
    ['_body', null],
  ] as const)('%s is shown on step %s', (key, step) => {
    expect(stepOfKey(key)).toBe(step);
  });

  it('turns a 422 into inline errors (entry texts without their prefix) and a de-duplicated list', () => {
    const { step, validation } = fromServerErrors(
      {
        'familyMembers.1.email': ['Family Member entry 2: Email is required'],
        passportphoto: ['Passport Photo is required'],
        applicantSignature: ['Passport Photo is required'],
      },
      'The given data was invalid.',
    );
    expect(step).toBe(3);
    expect(validation.familyErrors).toEqual({ 1: { email: 'Email is required' } });
    expect(validation.fieldErrors).toEqual({
      passportphoto: ['Passport Photo is required'],
      applicantSignature: ['Passport Photo is required'],
    });
    expect(validation.messages).toEqual(['Family Member entry 2: Email is required', 'Passport Photo is required']);
  });

  it('builds the entry prefix itself from plain entry texts, and reads prefixed ones the same', () => {
    const plain = fromServerErrors(
      {
        'educationHistory.1.location': ['Location is required'],
        'familyMembers.0.email': ['Email is required'],
        gender: ['Gender is required'],
      },
      'Education entry 2: Location is required',
    );
    expect(plain.step).toBe(0);
    expect(plain.validation.educationErrors).toEqual({ 1: { location: 'Location is required' } });
    expect(plain.validation.familyErrors).toEqual({ 0: { email: 'Email is required' } });
    expect(plain.validation.messages).toEqual([
      'Education entry 2: Location is required',
      'Family Member entry 1: Email is required',
      'Gender is required',
    ]);
    const prefixed = fromServerErrors(
      {
        'educationHistory.1.location': ['Education entry 2: Location is required'],
        'familyMembers.0.email': ['Family Member entry 1: Email is required'],
        gender: ['Gender is required'],
      },
      'Education entry 2: Location is required',
    );
    expect(prefixed).toEqual(plain);
  });

  it('a refusal without field errors shows its message and names no step', () => {
    expect(fromServerErrors(undefined, 'The files of an application may not exceed 60 MiB in total.')).toMatchObject({
      step: null,
      validation: { messages: ['The files of an application may not exceed 60 MiB in total.'] },
    });
  });

  it('summarizes like validateStep: field texts, then prefixed entries in index order, each text once', () => {
    expect(
      summarize({
        fieldErrors: { a: ['X is required'], b: ['X is required'] },
        educationErrors: { 1: { location: 'Location is required' }, 0: { major: 'Major of study is required' } },
        familyErrors: { 0: { email: 'Email is required' } },
      }),
    ).toEqual([
      'X is required',
      'Education entry 1: Major of study is required',
      'Education entry 2: Location is required',
      'Family Member entry 1: Email is required',
    ]);
  });

  it('renumbers the list after a removal only while a list is shown', () => {
    const shown = {
      fieldErrors: {},
      educationErrors: { 2: { major: 'Major of study is required' } },
      familyErrors: {},
      messages: ['old'],
    };
    expect(withEntryErrors(shown, 'educationHistory', { 1: { major: 'Major of study is required' } }).messages).toEqual(
      ['Education entry 2: Major of study is required'],
    );
    expect(withEntryErrors({ ...shown, messages: [] }, 'educationHistory', {}).messages).toEqual([]);
  });

  it("leaving a passed step drops its inline errors and keeps the later steps' ones", () => {
    const errors = {
      fieldErrors: { gender: ['g'], passportphoto: ['p'] },
      educationErrors: { 0: { major: 'm' } },
      familyErrors: {},
      messages: ['g'],
    };
    expect(leavingStep(errors, 0)).toEqual({
      fieldErrors: { passportphoto: ['p'] },
      educationErrors: { 0: { major: 'm' } },
      familyErrors: {},
      messages: [],
    });
    expect(leavingStep(errors, 2).educationErrors).toEqual({});
  });
});
