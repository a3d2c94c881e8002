/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { fileSizeInKb } from '../application/files.js';
import { dayAndTimeText, dayText, deadlineText, fileSizeText, numberText } from './format-values.js';

// Issue 27: values written for people in the reader's language (docs/product.md#values-in-the-readers-language).
describe('dates in words', () => {
  it('a date-only value is its day in words, in each language, whatever the zone', () => {
    expect(dayText('en', '2006-03-15')).toBe('15 March 2006');
    expect(dayText('fr', '2006-03-15')).toBe('15 mars 2006');
    expect(dayText('en', '2006-03-15', 'short')).toBe('15 Mar 2006');
    expect(dayText('fr', '2026-12-01', 'short')).toBe('1 déc. 2026');
    // UTC: the first and last instants of a day stay on that day (no reader's zone moves them).
    expect(dayText('en', new Date('2026-12-01T23:59:59.999Z'))).toBe('1 December 2026');
    expect(dayText('en', '2026-12-01T00:00:00.000Z')).toBe('1 December 2026');
  });

  it('says nothing for what is not a date', () => {
    for (const value of ['', 'soon', '2026-02-30', '15/03/2006']) expect(dayText('fr', value)).toBe('');
    expect(dayText('en', new Date(Number.NaN))).toBe('');
  });

  it('a moment to the minute says UTC; a deadline is its day, or its day and time when timed', () => {
    const timed = new Date('2026-12-03T14:30:00.000Z');
    expect(dayAndTimeText('en', timed)).toBe('3 December 2026 at 14:30 UTC');
    expect(dayAndTimeText('fr', timed)).toBe('3 décembre 2026 à 14:30 UTC');
    expect(deadlineText('fr', new Date('2026-12-03T23:59:59.999Z'))).toBe('3 décembre 2026');
    expect(deadlineText('en', timed)).toBe('3 December 2026 at 14:30 UTC');
  });
});

describe("dates whatever the reader's time zone", () => {
  // The process's zone, as a reader's machine has one (no Node types in contracts: reached through globalThis).
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  const saved = env.TZ;
  afterAll(() => {
    if (saved === undefined) delete env.TZ;
    else env.TZ = saved;
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Africa/Lagos'])('in %s a day stays its day', (zone) => {
    env.TZ = zone;
    expect(dayText('en', '2006-03-15')).toBe('15 March 2006');
    expect(dayText('fr', new Date('2026-12-01T23:59:59.999Z'))).toBe('1 décembre 2026');
    expect(dayText('en', '2026-12-01T00:00:00.000Z', 'short')).toBe('1 Dec 2026');
  });
});

describe('numbers and sizes', () => {
  it("write grouping and decimals the language's way", () => {
    expect(numberText('en', 1234.5, 1)).toBe('1,234.5');
    // French groups with a narrow no-break space (U+202F) and uses a decimal comma.
    expect(numberText('fr', 1234.5, 1)).toBe('1\u202f234,5');
    expect(numberText('fr', 12)).toBe('12');
  });

  it('a file size is in KB with one decimal: KB in English, Ko in French', () => {
    expect(fileSizeText('en', 12_800)).toBe('12.5 KB');
    expect(fileSizeText('en', 1_264_128)).toBe('1,234.5 KB');
    expect(fileSizeText('fr', 1_264_128)).toBe('1\u202f234,5 Ko');
    expect(fileSizeText('fr', 2048)).toBe('2,0 Ko');
    expect(fileSizeInKb(2048)).toBe('2.0 KB');
  });
});
