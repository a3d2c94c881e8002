/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { dateInputRange } from '../application/date-checks.js';
import { APPLICATION_TEXT_FIELDS, EDUCATION_ENTRY_FIELDS } from '../application/fields.js';
import { buildApplicationFields } from '../application/fixtures.js';
import { DATE_FIELDS, answerText } from './answer-text.js';

// Issue 27: a stored answer as its reader reads it (docs/product.md#values-in-the-readers-language).
describe('an answer as its reader reads it', () => {
  it('a choice by its label, a date in words, the rest as stored', () => {
    expect(answerText('fr', 'gender', 'Female')).toBe('Féminin');
    expect(answerText('fr', 'degreeAwarded', 'BSc.')).toBe('Licence (Bachelor)');
    expect(answerText('fr', 'dob', '2006-03-15')).toBe('15 mars 2006');
    expect(answerText('en', 'dateAttended', '2019-09-01')).toBe('1 September 2019');
    expect(answerText('en', 'gender', 'Female')).toBe('Female');
    // Free text stays as typed, even a word that is also a choice; a date field holding no date too.
    expect(answerText('fr', 'religion', 'None')).toBe('None');
    expect(answerText('fr', 'signedDate', 'last week')).toBe('last week');
  });

  it('writes in words exactly the fields the form takes as dates', () => {
    // The date inputs are the fields with a range (docs/product.md#apply-dates); every other field has none.
    const values = buildApplicationFields();
    const withRange = [...new Set([...APPLICATION_TEXT_FIELDS, ...EDUCATION_ENTRY_FIELDS])].filter(
      (name) => Object.keys(dateInputRange(name, values, new Date('2026-11-27T12:00:00Z'))).length > 0,
    );
    expect(withRange.sort()).toEqual([...DATE_FIELDS].sort());
  });
});
