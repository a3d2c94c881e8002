import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../../lib/i18n';
import { resetAppState } from '../../test/app-harness';
import { loadFormFrench } from './form-language';
import { change, openApply, press, toReview, validValues } from './test-helpers';

beforeAll(async () => {
  await loadFrench();
  await loadFormFrench();
}, 30_000);
afterEach(resetAppState);

const words = (input: HTMLElement) => document.getElementById(`${input.id}-words`)?.textContent ?? null;

describe(
  'ApplyPage: a date typed is written in words beside it (docs/product.md#apply-dates)',
  { timeout: 20_000 },
  () => {
    it('every date field of every step, in the form language, part of the field description', () => {
      openApply({ draft: { ...validValues(), dob: '', passportExpiryDate: '2031-12-03' } });
      const dob = screen.getByLabelText('Date of Birth');
      expect(words(dob)).toBeNull();
      change(dob, '2003-12-03');
      expect(words(dob)).toBe('3 December 2003');
      expect(dob).toHaveAccessibleDescription('3 December 2003');
      // The swap a numeric format invites (12/03 read as 3 December or 12 March) is plain in words.
      change(dob, '2003-03-12');
      expect(words(dob)).toBe('12 March 2003');
      expect(words(screen.getByLabelText('Passport Expiry Date'))).toBe('3 December 2031');

      press('Continue');
      for (const label of ['Duration of Study (From)', 'Duration of Study (To)', 'Signed Date'])
        expect(words(screen.getByLabelText(label))).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      press('Continue');
      const school = screen.getByRole('group', { name: 'Education entry 1' });
      const start = within(school).getByLabelText('Start date');
      change(start, '2015-09-01');
      expect(words(start)).toBe('1 September 2015');
      change(within(school).getByLabelText('Degree Awarded'), 'PHD');
      change(screen.getByLabelText('Date Started'), '2020-01-06');
      expect(words(screen.getByLabelText('Date Started'))).toBe('6 January 2020');
    });

    it('in French: « 3 décembre 2003 »', async () => {
      openApply({ draft: { ...validValues(), dob: '' }, locale: 'fr' });
      const dob = await screen.findByLabelText('Date de naissance', {}, { timeout: 10_000 });
      change(dob, '2003-12-03');
      expect(words(dob)).toBe('3 décembre 2003');
    });

    it('the Review step writes every date in words, never as stored (docs/product.md#apply-review)', () => {
      openApply({ draft: { ...validValues(), dob: '2006-03-15', signedDate: '2026-11-02' } });
      toReview();
      const review = (label: string) =>
        screen.getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling!.textContent;
      expect(review('Date of Birth')).toBe('15 March 2006');
      expect(review('Signed Date')).toBe('2 November 2026');
      expect(review('Start date')).toBe('1 September 2015');
      expect(review('Gender')).toBe('Female');
      expect(document.body.textContent).not.toContain('2006-03-15');
    });

    it('an error and the words are both read with the field', () => {
      openApply({ draft: { ...validValues(), passportExpiryDate: '2001-01-01' } });
      press('Continue');
      expect(screen.getByLabelText('Passport Expiry Date')).toHaveAccessibleDescription(
        'Your Passport has expired! 1 January 2001',
      );
    });
  },
);
