import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAppState } from '../../test/app-harness';
import { fixList, heading, openApply, press, validValues } from './test-helpers';

afterEach(resetAppState);

/** A reload: the page goes, its draft stays in the browser, and the page opens again. */
const reload = () => {
  cleanup();
  openApply();
};

/*
 * The trap of issue 34: a blank education (or family) entry in the draft made every step's check fail, so
 * after a reload (phones kill tabs) Continue on step 1 refused with errors about step 3, which could not be
 * reached; the only way out was "Reset form", which erased everything. A step's errors now only ever
 * concern that step (docs/decisions/0094-a-step-checks-only-itself.md).
 */
describe('ApplyPage: the form never traps (docs/product.md#apply-steps)', { timeout: 20_000 }, () => {
  it.each([
    {
      list: 'educationHistory' as const,
      step: 2,
      title: 'Education',
      add: 'Add an education entry',
      flagged: 'Education entry 1: School Attended is required',
      remove: 'Remove Education entry 1',
    },
    {
      list: 'familyMembers' as const,
      step: 3,
      title: 'Family Members',
      add: 'Add a family member',
      flagged: 'Family Member entry 1: Name is required',
      remove: 'Remove Family Member entry 1',
    },
  ])(
    'an empty entry of $list and a reload: step 1 continues; the entry is flagged on its own step',
    ({ list, step, title, add, flagged, remove }) => {
      openApply({ draft: { ...validValues(), [list]: [] } });
      for (let i = 0; i < step; i++) press('Continue');
      press(add);
      reload();
      expect(heading()).toBe('Personal');
      press('Continue');
      expect(fixList()).toEqual([]);
      expect(heading()).toBe('More User Info');
      for (let i = 1; i < step; i++) press('Continue');
      expect(heading()).toBe(title);
      press('Continue');
      expect(heading()).toBe(title);
      expect(fixList()).toContain(flagged);
      // The entry added by mistake can go again.
      press(remove);
      expect(screen.getByRole('button', { name: add })).toBeInTheDocument();
    },
  );
});
