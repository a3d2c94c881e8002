import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAppState } from '../../test/app-harness';
import { button, change, fixList, heading, openApply, press, validValues } from './test-helpers';

afterEach(resetAppState);

const toStep = (n: number) => {
  for (let i = 0; i < n; i++) press('Continue');
};
const entry = (title: string) => screen.getByRole('group', { name: title });

describe('ApplyPage: education and family entries (docs/product.md#apply-education, docs/product.md#apply-family)', () => {
  it("starts an empty list with an Add button, then 'Add another' on the last entry and Remove on every entry", () => {
    openApply({ draft: { ...validValues(), educationHistory: [] } });
    toStep(2);
    press('Add an education entry');
    const first = entry('Education entry 1');
    expect(within(first).getByLabelText('School Attended')).toHaveAttribute(
      'name',
      'educationHistory.0.schoolAttended',
    );
    expect(within(first).getByLabelText('School Attended')).toHaveFocus();
    expect(within(first).getByLabelText('Start date')).toHaveAttribute('type', 'date');
    expect(within(first).getByRole('button', { name: 'Remove Education entry 1' })).toBeInTheDocument();
    press('Add another');
    const second = entry('Education entry 2');
    expect(within(second).getByLabelText('Degree Awarded')).toHaveAttribute('name', 'educationHistory.1.degreeAwarded');
    expect(within(first).queryByRole('button', { name: 'Add another' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Add another' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Remove Education entry 1' })).toBeInTheDocument();
  });

  it('offers school-leaving certificates beside university degrees, grouped, each value sent as it is', () => {
    openApply({ draft: validValues() });
    toStep(2);
    const degree = screen.getByLabelText('Degree Awarded') as HTMLSelectElement;
    const groups = Array.from(degree.querySelectorAll('optgroup')).map((group) => [
      group.label,
      Array.from(group.querySelectorAll('option')).map((o) => o.value),
    ]);
    expect(groups).toEqual([
      [
        'School-leaving certificates',
        ['WAEC SSCE', 'NECO SSCE', 'NABTEB', 'GCE O Level', 'GCE A Level', 'Baccalauréat', 'BEPC'],
      ],
      ['Diplomas and university degrees', ['OND', 'HND', 'BTS / DUT', 'BSc.', "Master's", 'PHD']],
    ]);
    expect(Array.from(degree.options).map((o) => o.value)[0]).toBe('');
    expect(Array.from(degree.options).at(-1)!.value).toBe('Other');
    expect(
      screen.getByRole('option', { name: 'WAEC SSCE (West African Senior School Certificate)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'BSc.' })).toBeInTheDocument();
    change('Degree Awarded', 'Baccalauréat');
    expect(degree).toHaveValue('Baccalauréat');
    expect(screen.queryByRole('heading', { name: 'Work Experience' })).toBeNull();
    press('Continue');
    expect(heading()).toBe('Family Members');
  });

  it('shows the Work Experience block, marked required, only while some entry has degree PHD; it is not checked', () => {
    openApply({ draft: validValues() });
    toStep(2);
    expect(screen.queryByRole('heading', { name: 'Work Experience' })).toBeNull();
    change('Degree Awarded', 'PHD');
    expect(screen.getByRole('heading', { name: 'Work Experience' })).toBeInTheDocument();
    for (const label of ['Employer', 'Position', 'Date Started']) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).toHaveClass('input');
    }
    expect(screen.getByLabelText('Employer')).toHaveAttribute('name', 'employer');
    expect(screen.getByLabelText('Date Started')).toHaveAttribute('type', 'date');
    press('Continue');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Family Members');
    press('Back');
    change('Degree Awarded', "Master's");
    expect(screen.queryByRole('heading', { name: 'Work Experience' })).toBeNull();
  });

  it('re-indexes the per-entry errors when an entry is removed (docs/product.md#apply-education)', () => {
    const incomplete = {
      schoolAttended: 'Kings College',
      location: '',
      major: 'Arts',
      dateAttended: '2015-09-01',
      degreeAwarded: 'BSc.',
    };
    openApply({ draft: validValues() });
    toStep(2);
    press('Add another');
    // Entry 1 is complete; entry 2 is blank. Add a third, partly filled (only Location missing).
    press('Add another');
    const third = entry('Education entry 3');
    for (const [label, value] of [
      ['School Attended', incomplete.schoolAttended],
      ['Major of study', incomplete.major],
      ['Start date', incomplete.dateAttended],
      ['Degree Awarded', incomplete.degreeAwarded],
    ]) {
      change(within(third).getByLabelText(label!), value!);
    }
    press('Continue');
    expect(fixList()).toEqual([
      'Education entry 2: School Attended is required',
      'Education entry 2: Location is required',
      'Education entry 2: Major of study is required',
      'Education entry 2: Start date is required',
      'Education entry 2: Degree Awarded  is required',
      'Education entry 3: Location is required',
    ]);
    press('Remove Education entry 2');
    // The partly filled entry is now entry 2, and its error (Location only) moved with it.
    const moved = entry('Education entry 2');
    expect(within(moved).getByLabelText('School Attended')).toHaveValue('Kings College');
    expect(within(moved).getByLabelText('Location')).toHaveAccessibleDescription('Location is required');
    expect(within(moved).getByLabelText('School Attended')).not.toHaveAttribute('aria-invalid');
    expect(within(entry('Education entry 1')).getByLabelText('Location')).not.toHaveAttribute('aria-invalid');
    expect(fixList()).toEqual(['Education entry 2: Location is required']);
  });

  it('family members: two needed, the same add and remove behaviour, entries named familyMembers.N.field', () => {
    openApply({ draft: { ...validValues(), familyMembers: [] } });
    toStep(3);
    press('Add a family member');
    expect(within(entry('Family Member entry 1')).getByLabelText('Email')).toHaveAttribute(
      'name',
      'familyMembers.0.email',
    );
    expect(within(entry('Family Member entry 1')).getByLabelText('Email')).toHaveAttribute('autocomplete', 'off');
    press('Add another');
    press('Remove Family Member entry 1');
    expect(screen.queryByRole('group', { name: 'Family Member entry 2' })).toBeNull();
    // The last one goes too (an entry added by mistake): the list is back to its Add button.
    press('Remove Family Member entry 1');
    expect(screen.queryByRole('group', { name: 'Family Member entry 1' })).toBeNull();
    expect(button('Add a family member')).toBeInTheDocument();
  });
});
