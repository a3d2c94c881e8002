/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { dateInWords } from './date-words.js';

describe('dateInWords (docs/product.md#apply-dates: a typed date written back in words)', () => {
  it('writes the day before the month, in the language asked', () => {
    expect(dateInWords('en-GB', '2026-12-03')).toBe('3 December 2026');
    expect(dateInWords('fr-FR', '2026-12-03')).toBe('3 décembre 2026');
    expect(dateInWords('en-GB', '2026-03-12')).toBe('12 March 2026');
  });
  it('says nothing for what is not a real date', () => {
    for (const value of ['', '2026-02-30', '2026-13-01', '03/12/2026', '2026-1-3'])
      expect(dateInWords('en-GB', value)).toBe('');
  });
});
