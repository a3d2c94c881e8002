import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_DRAFT_KEY } from '@studychina/contracts';
import { resetAppState } from '../../test/app-harness';
import { change, heading, image, openApply, pick, press, validValues } from './test-helpers';

afterEach(resetAppState);

const stored = () =>
  JSON.parse(localStorage.getItem(APPLICATION_DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;

describe('ApplyPage: the draft in localStorage (docs/product.md#apply-draft)', () => {
  it('saves every change under the fixed key and restores it on the next visit', () => {
    openApply();
    expect(stored()).toBeNull();
    change('Surname', 'Okafor');
    expect(stored()?.surName).toBe('Okafor');
    change('Nationality', 'NG');
    expect(stored()).toMatchObject({
      surName: 'Okafor',
      nationality: 'NG',
      educationHistory: [],
      familyMembers: [],
    });
    cleanup();
    openApply();
    expect(screen.getByLabelText('Surname')).toHaveValue('Okafor');
    expect(screen.getByLabelText('Nationality')).toHaveValue('NG');
  });

  it('never saves the files', () => {
    openApply({ draft: validValues() });
    for (let i = 0; i < 4; i++) press('Continue');
    pick('passportphoto', image('passport.png'));
    for (let i = 0; i < 4; i++) press('Back');
    change('Surname', 'Okafor-Eze');
    const text = localStorage.getItem(APPLICATION_DRAFT_KEY)!;
    expect(JSON.parse(text)).toMatchObject({ surName: 'Okafor-Eze' });
    expect(text).not.toContain('passport.png');
    expect(Object.keys(JSON.parse(text) as object)).not.toContain('passportphoto');
  });

  it('Reset asks for confirmation, then clears the data, the draft and the errors and returns to step 0', () => {
    openApply({ draft: validValues() });
    press('Continue');
    change("Financial Sponsor's Name", '');
    press('Continue');
    expect(screen.getByText('Please fix the following:')).toBeInTheDocument();
    press('Reset form');
    // It asks first, saying what goes; the safe answer has the focus and changes nothing.
    expect(
      screen.getByRole('group', {
        name: 'Reset the form? This erases everything you entered on all six steps, every file you chose and the draft saved in this browser.',
      }),
    ).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep my answers' }));
    press('Keep my answers');
    expect(heading()).toBe('More User Info');
    expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).not.toBeNull();
    press('Reset form');
    press('Yes, erase everything');
    expect(heading()).toBe('Personal');
    expect(screen.queryByText('Please fix the following:')).toBeNull();
    expect(screen.getByLabelText('Surname')).toHaveValue('');
    expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
  });

  it('falls back to an empty form when the stored draft is not readable', () => {
    localStorage.setItem(APPLICATION_DRAFT_KEY, '{not json');
    openApply();
    expect(screen.getByLabelText('Surname')).toHaveValue('');
  });
});
