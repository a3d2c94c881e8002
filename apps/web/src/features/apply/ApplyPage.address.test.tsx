import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_DRAFT_STEP_KEY } from '@studychina/contracts';
import { currentUrl, resetAppState } from '../../test/app-harness';
import { change, fixList, heading, openApply, press, validValues } from './test-helpers';

afterEach(resetAppState);

/** A reload of the current address: the page goes, the browser's storage stays, the page opens again. */
const reload = () => {
  const url = currentUrl()!;
  cleanup();
  openApply({ url, history: true });
};

describe('ApplyPage: the step is in the address (docs/product.md#apply-steps)', { timeout: 20_000 }, () => {
  it('Continue and Back write the step; the browser Back and Forward move between steps', () => {
    openApply({ draft: validValues(), history: true });
    expect(currentUrl()).toBe('/apply');
    press('Continue');
    expect(currentUrl()).toBe('/apply?step=2');
    press('Continue');
    expect(currentUrl()).toBe('/apply?step=3');
    expect(heading()).toBe('Education');
    press('Browser back');
    expect(heading()).toBe('More User Info');
    press('Browser back');
    expect(heading()).toBe('Personal');
    expect(currentUrl()).toBe('/apply');
    press('Browser forward');
    expect(heading()).toBe('More User Info');
    // The form's own Back is a step too: the browser's Back returns to where it was pressed.
    press('Back');
    expect(currentUrl()).toBe('/apply');
    press('Browser back');
    expect(heading()).toBe('More User Info');
  });

  it('a reload reopens the step the student was on, its list hidden until the next Continue', () => {
    openApply({ draft: { ...validValues(), familyMembers: [] }, history: true });
    for (let i = 0; i < 3; i++) press('Continue');
    press('Continue');
    expect(fixList()).toEqual(['At least two family members entry is required']);
    reload();
    expect(heading()).toBe('Family Members');
    expect(currentUrl()).toBe('/apply?step=4');
    expect(fixList()).toEqual([]);
    // The steps reached before the reload still open from the progress bar.
    press('Education');
    expect(heading()).toBe('Education');
  });

  it('an address naming a step never reached opens the first step with errors, and says so in the address', () => {
    openApply({ draft: { ...validValues(), agent: '' }, url: '/apply?step=5' });
    expect(heading()).toBe('More User Info');
    expect(currentUrl()).toBe('/apply?step=2');
    press('Continue');
    expect(fixList()).toEqual(['Person or Agency to Action on your behalf in China is required']);
  });

  it('a step Continue would reach opens; nonsense opens the first step', () => {
    openApply({ draft: validValues(), url: '/apply?step=4' });
    expect(heading()).toBe('Family Members');
    cleanup();
    openApply({ url: '/apply?step=banana' });
    expect(heading()).toBe('Personal');
  });

  it('a step reached stays reachable though a step before it has errors now; Reset form forgets it', () => {
    openApply({ draft: validValues(), history: true });
    for (let i = 0; i < 3; i++) press('Continue');
    press('Browser back');
    press('Browser back');
    press('Browser back');
    change('Surname', '');
    press('Browser forward');
    press('Browser forward');
    press('Browser forward');
    expect(heading()).toBe('Family Members');
    expect(localStorage.getItem(APPLICATION_DRAFT_STEP_KEY)).toBe('3');
    press('Reset form');
    press('Yes, erase everything');
    expect(heading()).toBe('Personal');
    expect(currentUrl()).toBe('/apply');
    expect(localStorage.getItem(APPLICATION_DRAFT_STEP_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Education' })).toBeNull();
  });
});
