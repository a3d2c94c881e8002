/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import {
  addEducationEntry,
  addFamilyMember,
  emptyApplication,
  emptyEducationEntry,
  reindexEntryErrors,
  removeEducationEntry,
  removeFamilyMember,
} from './defaults.js';
import { parseDraft, restoreDraft, serializeDraft } from './draft.js';
import { APPLICATION_TEXT_FIELDS, MAX_LIST_ENTRIES, needsWorkExperience } from './fields.js';
import { educationEntryRequired, familyEntryRequired } from './labels.js';
import { text } from '../messages/text.js';

const school = (name: string) => ({ ...emptyEducationEntry(), schoolAttended: name });

describe('emptyApplication (what Reset returns to)', () => {
  it('every text empty and both lists empty', () => {
    const values = emptyApplication();
    for (const field of APPLICATION_TEXT_FIELDS) expect(values[field]).toBe('');
    expect(values.educationHistory).toEqual([]);
    expect(values.familyMembers).toEqual([]);
  });
  it('returns a fresh object each time', () => {
    const a = emptyApplication();
    a.educationHistory.push(emptyEducationEntry());
    expect(emptyApplication().educationHistory).toEqual([]);
  });
});

describe('adding and removing entries (docs/product.md#apply-steps)', () => {
  it('add appends a blank entry, up to the bound', () => {
    const once = addEducationEntry(emptyApplication());
    expect(once.educationHistory).toEqual([emptyEducationEntry()]);
    expect(addFamilyMember(addFamilyMember(emptyApplication())).familyMembers).toHaveLength(2);
    let full = emptyApplication();
    for (let i = 0; i < MAX_LIST_ENTRIES + 3; i++) full = addEducationEntry(full);
    expect(full.educationHistory).toHaveLength(MAX_LIST_ENTRIES);
  });

  it('removing an entry moves the later error records up one place', () => {
    const values = { ...emptyApplication(), educationHistory: [school('A'), school('B'), school('C')] };
    const errors = {
      0: { location: educationEntryRequired('location') },
      2: { major: educationEntryRequired('major') },
    };
    const { values: next, errors: nextErrors } = removeEducationEntry(values, 1, errors);
    expect(next.educationHistory.map((e) => e.schoolAttended)).toEqual(['A', 'C']);
    expect(nextErrors).toEqual({
      0: { location: educationEntryRequired('location') },
      1: { major: educationEntryRequired('major') },
    });
    expect(values.educationHistory).toHaveLength(3); // not mutated
  });

  it("drops the removed entry's own record", () => {
    const [x, y, z] = [
      text('asWritten', { text: 'x' }),
      text('asWritten', { text: 'y' }),
      text('asWritten', { text: 'z' }),
    ];
    expect(reindexEntryErrors({ 0: { a: x }, 1: { b: y }, 3: { c: z } }, 0)).toEqual({
      0: { b: y },
      2: { c: z },
    });
  });

  it('family members re-index the same way', () => {
    const member = (name: string) => ({
      ...addFamilyMember(emptyApplication()).familyMembers[0]!,
      familyMemberName: name,
    });
    const values = { ...emptyApplication(), familyMembers: [member('A'), member('B')] };
    const result = removeFamilyMember(values, 0, { 1: { email: familyEntryRequired('email') } });
    expect(result.values.familyMembers.map((m) => m.familyMemberName)).toEqual(['B']);
    expect(result.errors).toEqual({ 0: { email: familyEntryRequired('email') } });
  });

  it('the last entry can be removed (back to the Add button); a bad index cannot', () => {
    const one = { ...emptyApplication(), educationHistory: [school('A')] };
    expect(removeEducationEntry(one, 0).values.educationHistory).toEqual([]);
    const two = { ...emptyApplication(), educationHistory: [school('A'), school('B')] };
    expect(removeEducationEntry(two, 5).values).toBe(two);
  });

  it('Work Experience appears only with a PHD entry', () => {
    expect(needsWorkExperience({ educationHistory: [school('A')] })).toBe(false);
    expect(needsWorkExperience({ educationHistory: [school('A'), { ...school('B'), degreeAwarded: 'PHD' }] })).toBe(
      true,
    );
  });
});

describe('drafts', () => {
  it('round-trips the values', () => {
    const values = { ...emptyApplication(), surName: 'Obi', educationHistory: [school('A')] };
    expect(parseDraft(serializeDraft(values))).toEqual(values);
  });
  it('no draft or unreadable text gives null', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
  });
  it('keeps known text fields, defaults the rest, ignores foreign keys and files', () => {
    const restored = restoreDraft({
      surName: 'Obi',
      firstName: 42,
      passportphoto: ['x'],
      hacker: 'y',
      educationHistory: [{ schoolAttended: 'A', location: null }, 'junk'],
      familyMembers: 'nope',
    });
    expect(restored.surName).toBe('Obi');
    expect(restored.firstName).toBe('');
    expect(restored).not.toHaveProperty('hacker');
    expect(restored).not.toHaveProperty('passportphoto');
    expect(restored.educationHistory).toEqual([school('A'), emptyEducationEntry()]);
    expect(restored.familyMembers).toEqual([]);
    expect(restoreDraft('text')).toEqual(emptyApplication());
  });
});
