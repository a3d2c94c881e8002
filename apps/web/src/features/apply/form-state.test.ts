import { describe, expect, it } from 'vitest';
import {
  asWritten,
  educationEntryRequired,
  familyEntryRequired,
  renderAll,
  requiredFieldText,
  type Text,
} from '@studychina/contracts';
import { fromServerErrors, leavingStep, stepOfKey, summarize, withEntryErrors } from './form-state';

const en = <T>(value: T) => renderAll(value, 'en');

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

  it('turns a 422 into inline errors and a de-duplicated list, the texts shown as the server wrote them', () => {
    const { step, validation } = fromServerErrors(
      {
        'familyMembers.1.email': ['Email is required'],
        passportphoto: ['Passport Photo is required'],
        applicantSignature: ['Passport Photo is required'],
      },
      'The given data was invalid.',
    );
    expect(step).toBe(3);
    expect(en(validation.familyErrors)).toEqual({ 1: { email: 'Email is required' } });
    expect(en(validation.fieldErrors)).toEqual({
      passportphoto: ['Passport Photo is required'],
      applicantSignature: ['Passport Photo is required'],
    });
    expect(en(validation.messages)).toEqual(['Family Member entry 2: Email is required', 'Passport Photo is required']);
    // The entry's prefix is keyed: a French page reads it in French around the server's French text.
    expect(renderAll(validation.messages[0], 'fr')).toBe('Membre de la famille 2\u202F: Email is required');
  });

  it('builds the entry prefix itself from plain entry texts', () => {
    const plain = fromServerErrors(
      {
        'educationHistory.1.location': ['Location is required'],
        'familyMembers.0.email': ['Email is required'],
        gender: ['Gender is required'],
      },
      'Education entry 2: Location is required',
    );
    expect(plain.step).toBe(0);
    expect(en(plain.validation.educationErrors)).toEqual({ 1: { location: 'Location is required' } });
    expect(en(plain.validation.familyErrors)).toEqual({ 0: { email: 'Email is required' } });
    expect(en(plain.validation.messages)).toEqual([
      'Education entry 2: Location is required',
      'Family Member entry 1: Email is required',
      'Gender is required',
    ]);
  });

  it('a refusal without field errors shows its message and names no step', () => {
    const refused = fromServerErrors(undefined, 'The files of an application may not exceed 60 MiB in total.');
    expect(refused.step).toBeNull();
    expect(en(refused.validation.messages)).toEqual(['The files of an application may not exceed 60 MiB in total.']);
  });

  it('summarizes like validateStep: field texts, then prefixed entries in index order, each text once', () => {
    expect(
      en(
        summarize({
          fieldErrors: { a: [requiredFieldText('surName')], b: [requiredFieldText('surName')] },
          educationErrors: {
            1: { location: educationEntryRequired('location') },
            0: { major: educationEntryRequired('major') },
          },
          familyErrors: { 0: { email: familyEntryRequired('email') } },
        }),
      ),
    ).toEqual([
      'Surname is required',
      'Education entry 1: Major of study is required',
      'Education entry 2: Location is required',
      'Family Member entry 1: Email is required',
    ]);
  });

  it('renumbers the list after a removal only while a list is shown', () => {
    const major = educationEntryRequired('major');
    const shown = {
      fieldErrors: {},
      educationErrors: { 2: { major } },
      familyErrors: {},
      messages: [asWritten('old')],
    };
    expect(en(withEntryErrors(shown, 'educationHistory', { 1: { major } }).messages)).toEqual([
      'Education entry 2: Major of study is required',
    ]);
    expect(withEntryErrors({ ...shown, messages: [] }, 'educationHistory', {}).messages).toEqual([]);
  });

  it("leaving a passed step drops its inline errors and keeps the later steps' ones", () => {
    const [g, p, m] = ['g', 'p', 'm'].map(asWritten) as [Text, Text, Text];
    const errors = {
      fieldErrors: { gender: [g], passportphoto: [p] },
      educationErrors: { 0: { major: m } },
      familyErrors: {},
      messages: [g],
    };
    expect(leavingStep(errors, 0)).toEqual({
      fieldErrors: { passportphoto: [p] },
      educationErrors: { 0: { major: m } },
      familyErrors: {},
      messages: [],
    });
    expect(leavingStep(errors, 2).educationErrors).toEqual({});
  });
});
