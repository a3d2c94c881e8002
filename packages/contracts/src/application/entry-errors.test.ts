/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { entryErrorKey, errorText, errorTexts, parseEntryErrorKey } from './entry-errors.js';
import { renderAll } from '../messages/render-all.js';
import { educationEntryRequired, familyEntryRequired, requiredFieldText } from './labels.js';

const inEnglish = <T>(value: T) => renderAll(value, 'en');

describe('entry errors: place in the key, plain text in the value', () => {
  it('keys name the list, the 0-based index and the field', () => {
    expect(inEnglish(entryErrorKey('educationHistory', 1, 'location'))).toBe('educationHistory.1.location');
    expect(inEnglish(parseEntryErrorKey('familyMembers.0.email'))).toEqual({
      list: 'familyMembers',
      index: 0,
      field: 'email',
    });
    for (const key of ['surName', 'educationHistory', 'transcripts', 'educationHistory.x.location', 'other.0.a'])
      expect(inEnglish(parseEntryErrorKey(key))).toBeNull();
  });

  it('the text a person reads gets the 1-based entry prefix; other keys keep their text', () => {
    expect(inEnglish(errorText('educationHistory.1.location', educationEntryRequired('location')))).toBe(
      'Education entry 2: Location is required',
    );
    expect(inEnglish(errorText('familyMembers.0.email', familyEntryRequired('email')))).toBe(
      'Family Member entry 1: Email is required',
    );
    expect(inEnglish(errorText('surName', requiredFieldText('surName')))).toBe('Surname is required');
  });

  it('lists every text of a map once, in its order', () => {
    expect(
      inEnglish(
        errorTexts({
          surName: [requiredFieldText('surName')],
          'educationHistory.0.major': [educationEntryRequired('major')],
          'educationHistory.1.major': [educationEntryRequired('major')],
          agent: [requiredFieldText('surName')],
        }),
      ),
    ).toEqual([
      'Surname is required',
      'Education entry 1: Major of study is required',
      'Education entry 2: Major of study is required',
    ]);
  });
});
