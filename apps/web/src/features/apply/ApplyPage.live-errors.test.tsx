import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAppState } from '../../test/app-harness';
import { change, fixList, heading, image, openApply, pick, press, validValues } from './test-helpers';

afterEach(resetAppState);

describe('ApplyPage: the error list follows the applicant (docs/product.md#apply-validation)', () => {
  it('takes the focus when it appears, shrinks as fields are fixed and goes once the step is valid', () => {
    openApply({ draft: { ...validValues(), surName: '', phone: '', dob: '2030-01-01' } });
    press('Continue');
    expect(fixList()).toEqual(['Surname is required', 'Phone is required', 'Date of Birth must be in the past!']);
    expect(document.activeElement).toBe(screen.getByRole('alert'));

    change('Surname', 'Okafor');
    expect(fixList()).toEqual(['Phone is required', 'Date of Birth must be in the past!']);
    change('Phone', '1');
    expect(fixList()).toEqual(['Phone number looks invalid!', 'Date of Birth must be in the past!']);
    change('Phone', '+234 803 123 4567');
    change('Date of Birth', '1999-03-04');
    expect(fixList()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(heading()).toBe('Personal');

    press('Continue');
    expect(heading()).toBe('More User Info');
  });

  it('on Documents, a chosen file takes its "is required" off the list at once', () => {
    openApply({ draft: validValues() });
    for (let i = 0; i < 4; i++) press('Continue');
    expect(heading()).toBe('Documents');
    press('Continue');
    expect(fixList()).toEqual([
      'Passport Photo is required',
      'Applicant Signature is required',
      'Sponsor Signature is required',
    ]);
    pick('passportphoto', image('passport.png'));
    expect(fixList()).toEqual(['Applicant Signature is required', 'Sponsor Signature is required']);
    pick('applicantSignature', image('me.png'));
    pick('sponsorSignature', image('sponsor.png'));
    expect(fixList()).toEqual([]);
  });

  it('on Family Members, adding the second member takes "At least two" off the list', () => {
    const values = validValues();
    openApply({ draft: { ...values, familyMembers: values.familyMembers.slice(0, 1) } });
    for (let i = 0; i < 3; i++) press('Continue');
    press('Continue');
    expect(fixList()).toEqual(['At least two family members entry is required']);
    press('Add another');
    // The new member is blank: the list now names what it lacks, and the minimum is met.
    expect(fixList()).not.toContain('At least two family members entry is required');
  });
});
