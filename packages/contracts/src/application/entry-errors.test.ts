/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { entryErrorKey, errorText, errorTexts, parseEntryErrorKey } from './entry-errors.js';

describe('entry errors: place in the key, plain text in the value', () => {
  it('keys name the list, the 0-based index and the field', () => {
    expect(entryErrorKey('educationHistory', 1, 'location')).toBe('educationHistory.1.location');
    expect(parseEntryErrorKey('familyMembers.0.email')).toEqual({ list: 'familyMembers', index: 0, field: 'email' });
    for (const key of ['surName', 'educationHistory', 'transcripts', 'educationHistory.x.location', 'other.0.a'])
      expect(parseEntryErrorKey(key)).toBeNull();
  });

  it('the text a person reads gets the 1-based entry prefix; other keys keep their text', () => {
    expect(errorText('educationHistory.1.location', 'Location is required')).toBe(
      'Education entry 2: Location is required',
    );
    expect(errorText('familyMembers.0.email', 'Email is required')).toBe('Family Member entry 1: Email is required');
    expect(errorText('surName', 'Surname is required')).toBe('Surname is required');
  });

  it('lists every text of a map once, in its order', () => {
    expect(
      errorTexts({
        surName: ['Surname is required'],
        'educationHistory.0.major': ['Major of study is required'],
        'educationHistory.1.major': ['Major of study is required'],
        agent: ['Surname is required'],
      }),
    ).toEqual([
      'Surname is required',
      'Education entry 1: Major of study is required',
      'Education entry 2: Major of study is required',
    ]);
  });
});
