/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { frenchByKey } from '../messages/french-by-key.js';
import { placementBodySchema } from './placement.js';
import { PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE } from './placement-texts.js';
import { STUDENT_FOLLOW_UP } from './screens.js';

// Where it went (docs/product.md#back-office-where-it-went).
describe('placementBodySchema', () => {
  it('trims, and turns empty or missing into null (PUT replaces all three)', () => {
    expect(placementBodySchema.parse({ forwardedUniversity: ' Fudan University ', admissionNumber: '' })).toEqual({
      forwardedUniversity: 'Fudan University',
      forwardedProgramme: null,
      admissionNumber: null,
    });
  });

  it('refuses a programme or an admission number without a university', () => {
    const result = placementBodySchema.safeParse({ admissionNumber: 'A-1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['forwardedUniversity'], message: PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE },
    ]);
  });
});

describe("the student's texts", () => {
  it('read in English and French', () => {
    const french = frenchByKey(STUDENT_FOLLOW_UP)!;
    expect(STUDENT_FOLLOW_UP.sentTo('Zhejiang University', 'Medicine (MBBS)')).toBe(
      'Sent to: Zhejiang University — Medicine (MBBS)',
    );
    expect(french.sentTo('Zhejiang University', 'Medicine (MBBS)')).toBe(
      'Envoyée à : Zhejiang University — Medicine (MBBS)',
    );
    expect(french.sentTo('Fudan University', null)).toBe('Envoyée à : Fudan University');
    expect(french.admissionNumber('ZJU-0042')).toBe("Numéro d'admission : ZJU-0042");
  });
});
