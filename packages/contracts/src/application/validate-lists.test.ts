/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { NOW, complete, education, member, withFiles } from './application.fixtures.test.js';
import { emptyApplication, emptyEducationEntry, emptyFamilyMember } from './defaults.js';
import type { ApplicationFormValues } from './fields.js';
import type { ApplicationFiles } from './files.js';
import { uniqueMessages, validateForSubmit, validateStep } from './validate-step.js';
import { renderAll } from '../messages/render-all.js';
import { asWritten } from '../messages/text.js';

const inEnglish = <T>(value: T) => renderAll(value, 'en');

const messagesOf = (step: number, values: ApplicationFormValues, files: Partial<ApplicationFiles> = withFiles()) =>
  validateStep(step, values, files, NOW).messages;

describe('education (step 2)', () => {
  it('needs at least one entry', () => {
    const result = validateStep(2, { ...complete(), educationHistory: [] }, {}, NOW);
    expect(inEnglish(result.fieldErrors)).toEqual({
      educationHistory: ['At least one education history entry is required'],
    });
    expect(inEnglish(result.messages)).toEqual(['At least one education history entry is required']);
  });
  it('prefixes each entry message, keeps the raw texts per entry (two spaces in Degree Awarded)', () => {
    const values = {
      ...complete(),
      educationHistory: [{ ...education }, { ...emptyEducationEntry(), major: 'Maths' }],
    };
    const result = validateStep(2, values, {}, NOW);
    expect(inEnglish(result.messages)).toEqual([
      'Education entry 2: School Attended is required',
      'Education entry 2: Location is required',
      'Education entry 2: Start date is required',
      'Education entry 2: Degree Awarded  is required',
    ]);
    expect(inEnglish(result.educationErrors)).toEqual({
      1: {
        schoolAttended: 'School Attended is required',
        location: 'Location is required',
        dateAttended: 'Start date is required',
        degreeAwarded: 'Degree Awarded  is required',
      },
    });
  });
  it('a PHD entry shows Work Experience, but its fields are not validated', () => {
    const values = { ...complete(), educationHistory: [{ ...education, degreeAwarded: 'PHD' }] };
    expect(inEnglish(values.employer)).toBe('');
    expect(inEnglish(validateStep(2, values, {}, NOW).messages)).toEqual([]);
  });
});

describe('family members (step 3)', () => {
  it.each([0, 1])('needs at least two entries (%i given)', (count) => {
    const values = { ...complete(), familyMembers: [member('A'), member('B')].slice(0, count) };
    expect(inEnglish(messagesOf(3, values))).toEqual(['At least two family members entry is required']);
  });
  it('prefixes the seven per-entry messages', () => {
    const values = { ...complete(), familyMembers: [member('A'), emptyFamilyMember()] };
    expect(inEnglish(messagesOf(3, values))).toEqual([
      'Family Member entry 2: Name is required',
      'Family Member entry 2: Nationality is required',
      'Family Member entry 2: Mobile Number is required',
      'Family Member entry 2: Email is required',
      'Family Member entry 2: Profession is required',
      'Family Member entry 2: Work Place is required',
      'Family Member entry 2: Relationship is required',
    ]);
  });
});

describe('a step checks only itself (docs/decisions/0094-a-step-checks-only-itself.md)', () => {
  it('empty lists have no effect where they are not required', () => {
    const values = { ...complete(), educationHistory: [], familyMembers: [] };
    for (const step of [0, 1, 4, 5]) expect(inEnglish(messagesOf(step, values))).toEqual([]);
    expect(inEnglish(messagesOf(2, values))).toEqual(['At least one education history entry is required']);
  });
  it('the minimum counts apply only in their own step', () => {
    expect(inEnglish(messagesOf(2, { ...complete(), familyMembers: [member('A')] }))).toEqual([]);
  });
  it('an incomplete entry is flagged on its own step only, never on steps 1, 2, 5 or 6', () => {
    const values = {
      ...complete(),
      educationHistory: [emptyEducationEntry()],
      familyMembers: [member('A'), { ...member('B'), email: '' }],
    };
    for (const step of [0, 1, 4, 5])
      expect(inEnglish(validateStep(step, values, withFiles(), NOW))).toEqual({
        fieldErrors: {},
        educationErrors: {},
        familyErrors: {},
        messages: [],
      });
    expect(inEnglish(messagesOf(2, values))).toEqual([
      'Education entry 1: School Attended is required',
      'Education entry 1: Location is required',
      'Education entry 1: Major of study is required',
      'Education entry 1: Start date is required',
      'Education entry 1: Degree Awarded  is required',
    ]);
    expect(inEnglish(messagesOf(3, values))).toEqual(['Family Member entry 2: Email is required']);
  });
});

describe('messages', () => {
  it('are de-duplicated in first-seen order', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((words) => asWritten(words));
    expect(uniqueMessages([b!, a!, b!, c!, a!])).toEqual([b, a, c]);
  });
  it('field texts come first, then the entries of the step', () => {
    const values = {
      ...complete(),
      educationHistory: [
        { ...education, major: '' },
        { ...education, location: '' },
      ],
    };
    const messages = messagesOf(2, values);
    expect(inEnglish(messages)).toEqual([
      'Education entry 1: Major of study is required',
      'Education entry 2: Location is required',
    ]);
    const withList = validateStep(3, { ...complete(), familyMembers: [emptyFamilyMember()] }, withFiles(), NOW);
    expect(inEnglish(withList.messages[0])).toBe('At least two family members entry is required');
    expect(inEnglish(withList.messages[1])).toBe('Family Member entry 1: Name is required');
    expect(inEnglish(new Set(withList.messages).size)).toBe(withList.messages.length);
  });
});

describe('validateForSubmit: steps 0..4 in order, first failure wins', () => {
  it.each<[string, (v: ApplicationFormValues) => ApplicationFormValues, Partial<ApplicationFiles>, number | null]>([
    ['everything empty', () => emptyApplication(), {}, 0],
    ['step 1 incomplete', (v) => ({ ...v, agent: '' }), withFiles(), 1],
    ['no education', (v) => ({ ...v, educationHistory: [] }), withFiles(), 2],
    ['one family member', (v) => ({ ...v, familyMembers: [member('A')] }), withFiles(), 3],
    ['no files', (v) => v, {}, 4],
    [
      'a blank education entry fails its own step, not step 0',
      (v) => ({ ...v, educationHistory: [emptyEducationEntry()] }),
      withFiles(),
      2,
    ],
    ['complete', (v) => v, withFiles(), null],
  ])('%s -> %s', (_name, change, files, step) => {
    expect(inEnglish(validateForSubmit(change(complete()), files, NOW)?.step ?? null)).toBe(step);
  });
  it('returns the failing step result for the error list', () => {
    const failure = validateForSubmit({ ...complete(), religion: '' }, withFiles(), NOW);
    expect(inEnglish(failure?.result.messages)).toEqual(['Religion is required']);
  });
});
