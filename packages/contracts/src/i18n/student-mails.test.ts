/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import { text } from '../messages/text.js';
import { mailDeadlineDay, mailMomentText, mailTexts, studentStatusText } from './student-mails.js';

// Issue 34: dates in the students' mails as people write them, in each language.
describe("students' mail dates", () => {
  const endOfDay = new Date('2026-12-03T23:59:59.999Z');
  const timed = new Date('2026-12-03T14:30:00.000Z');

  it('a day deadline is that day in words, English and French', () => {
    expect(mailDeadlineDay('en', endOfDay)).toBe('3 December 2026');
    expect(mailDeadlineDay('fr', endOfDay)).toBe('3 décembre 2026');
    expect(mailTexts(null)(text('mail.status.deadline', { day: mailDeadlineDay(null, endOfDay) }))).toBe(
      'Please upload the corrected documents in your dashboard by 3 December 2026.',
    );
  });

  it('a timed deadline also says the time and that it is UTC', () => {
    expect(mailDeadlineDay('en', timed)).toBe('3 December 2026 at 14:30 UTC');
    expect(mailDeadlineDay('fr', timed)).toBe('3 décembre 2026 à 14:30 UTC');
  });

  it('the end of a paused code flow is written in words too', () => {
    const flow = text('mail.codesLocked.flowName.reset');
    expect(mailTexts('en')(text('mail.codesLocked.paused', { flow, until: mailMomentText('en', timed) }))).toBe(
      "For your account's safety, password reset codes are paused until 3 December 2026 at 14:30 UTC.",
    );
    expect(mailTexts('fr')(text('mail.codesLocked.paused', { flow, until: mailMomentText('fr', timed) }))).toBe(
      "Pour la sécurité de votre compte, les codes de réinitialisation du mot de passe sont suspendus jusqu'au 3 décembre 2026 à 14:30 UTC.",
    );
  });
});

// docs/decisions/0110-catalogues-by-area.md: each mail text by key, in the recipient's language.
describe("students' mail texts by key", () => {
  it("render a status's label in the mail's language, and anything but French as English", () => {
    const status = studentStatusText('action_required');
    expect(mailTexts('en')(text('mail.status.subject', { status }))).toMatch(/^Your application: \S/);
    expect(mailTexts('fr')(text('mail.status.subject', { status }))).toMatch(/^Votre candidature\u202F: \S/);
    expect(mailTexts('de')(text('mail.code.hello', { firstname: 'Ngozi' }))).toBe('Hello Ngozi,');
    expect(mailTexts('fr')(text('mail.code.hello', { firstname: 'Ngozi' }))).toBe('Bonjour Ngozi,');
  });
});
