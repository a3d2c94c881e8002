/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { studentMails } from './student-mails.js';

// Issue 34: dates in the students' mails as people write them, in each language.
describe("students' mail dates", () => {
  const endOfDay = new Date('2026-12-03T23:59:59.999Z');
  const timed = new Date('2026-12-03T14:30:00.000Z');

  it('a day deadline is that day in words, English and French', () => {
    expect(studentMails('en').deadlineDay(endOfDay)).toBe('3 December 2026');
    expect(studentMails('fr').deadlineDay(endOfDay)).toBe('3 décembre 2026');
    expect(studentMails(null).status.deadline(studentMails(null).deadlineDay(endOfDay))).toBe(
      'Please upload the corrected documents in your dashboard by 3 December 2026.',
    );
  });

  it('a timed deadline also says the time and that it is UTC', () => {
    expect(studentMails('en').deadlineDay(timed)).toBe('3 December 2026 at 14:30 UTC');
    expect(studentMails('fr').deadlineDay(timed)).toBe('3 décembre 2026 à 14:30 UTC');
  });

  it('the end of a paused code flow is written in words too', () => {
    const { codesLocked } = studentMails('en');
    expect(codesLocked.paused('password reset', timed)).toBe(
      "For your account's safety, password reset codes are paused until 3 December 2026 at 14:30 UTC.",
    );
  });
});
