import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyApplication, type ApplicationFormValues } from '@studychina/contracts';
import { resetAppState } from '../../test/app-harness';
import { button, change, fixList, heading, openApply, press, validValues } from './test-helpers';

afterEach(resetAppState);

const STEP1_FIELDS = [
  'rateYourChinese',
  'rateYourEnglish',
  'fieldOfStudy',
  'studyCategory',
  'durationOfStudyFrom',
  'durationOfStudyTo',
  'financialSponsorName',
  'address',
  'relationshipWithApplicant',
  'mobileNumber',
  'agent',
  'sponsorComment',
  'signedDate',
] as const;
const blankEducation = { schoolAttended: '', location: '', major: '', dateAttended: '', degreeAwarded: '' };
const blankMember = {
  familyMemberName: '',
  nationality: '',
  mobileNumber: '',
  email: '',
  profession: '',
  workPlace: '',
  relationship: '',
};

/** docs/product.md#apply-validation: the exact texts, in order, for a step left empty. */
const EMPTY_STEP_CASES: {
  step: number;
  title: string;
  draft: () => ApplicationFormValues;
  add?: string;
  messages: string[];
}[] = [
  {
    step: 0,
    title: 'Personal',
    draft: emptyApplication,
    messages: [
      'Major (First Choice) is required',
      'Surname is required',
      'First Name is required',
      'Email is required',
      'Phone is required',
      'Gender is required',
      'Date of Birth is required',
      'Nationality is required',
      'Native Language is required',
      'Passport Number is required',
      'Passport Expiry Date is required',
      'Religion is required',
      'Marital Status is required',
      'Place of Birth is required',
      'Permanent Home Address is required',
    ],
  },
  {
    step: 1,
    title: 'More User Info',
    draft: () => ({ ...validValues(), ...Object.fromEntries(STEP1_FIELDS.map((f) => [f, ''])) }),
    messages: [
      'Chinese Proficiency is required',
      'English Proficiency is required',
      'Field of Study is required',
      'Study Category is required',
      'Duration of Study (From) is required',
      'Duration of Study (To) is required',
      "Financial Sponsor's Name is required",
      "Sponsor's Address is required",
      'Relationship with Applicant is required',
      "Sponsor's Mobile Number is required",
      'Person or Agency to Action on your behalf in China is required',
      "Sponsor's Comment is required",
      'Signed Date is required',
    ],
  },
  {
    step: 2,
    title: 'Education',
    draft: () => ({ ...validValues(), educationHistory: [] }),
    messages: ['At least one education history entry is required'],
  },
  {
    step: 2,
    title: 'Education',
    draft: () => ({ ...validValues(), educationHistory: [] }),
    add: 'Add an education entry',
    messages: [
      'Education entry 1: School Attended is required',
      'Education entry 1: Location is required',
      'Education entry 1: Major of study is required',
      'Education entry 1: Start date is required',
      'Education entry 1: Degree Awarded  is required',
    ],
  },
  {
    step: 3,
    title: 'Family Members',
    draft: () => ({ ...validValues(), familyMembers: [] }),
    messages: ['At least two family members entry is required'],
  },
  {
    step: 3,
    title: 'Family Members',
    draft: () => ({ ...validValues(), familyMembers: [] }),
    add: 'Add a family member',
    messages: [
      'At least two family members entry is required',
      'Family Member entry 1: Name is required',
      'Family Member entry 1: Nationality is required',
      'Family Member entry 1: Mobile Number is required',
      'Family Member entry 1: Email is required',
      'Family Member entry 1: Profession is required',
      'Family Member entry 1: Work Place is required',
      'Family Member entry 1: Relationship is required',
    ],
  },
  {
    step: 4,
    title: 'Documents',
    draft: validValues,
    messages: ['Passport Photo is required', 'Applicant Signature is required', 'Sponsor Signature is required'],
  },
];

describe('ApplyPage: steps and their checks (docs/product.md#apply-steps, docs/product.md#apply-validation)', () => {
  it('shows the banner, title, passport note, draft line and the six steps', () => {
    openApply();
    expect(screen.getByRole('heading', { level: 1, name: 'Application Form' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Admission Application – Study in China' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/exactly as they appear on the data page of your passport/)).toHaveClass(
      'apply-passport-note',
    );
    expect(screen.getByText('Your progress is saved locally in this browser.')).toBeInTheDocument();
    const steps = Array.from(document.querySelectorAll('.step-names li')).map((li) => li.textContent);
    expect(steps).toEqual([
      '1Personal',
      '2More User Info',
      '3Education',
      '4Family Members',
      '5Documents',
      '6Review & Submit',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 6' })).toHaveAttribute('value', '1');
  });

  it.each(EMPTY_STEP_CASES)(
    'step $step ($title) left empty: Continue stays and lists $messages.length texts in order',
    ({ step, title, draft, add, messages }) => {
      openApply({ draft: draft() });
      for (let i = 0; i < step; i++) press('Continue');
      expect(heading()).toBe(title);
      if (add) press(add);
      press('Continue');
      expect(heading()).toBe(title);
      expect(screen.getByText('Please fix the following:')).toBeInTheDocument();
      expect(fixList()).toEqual(messages);
    },
  );

  it.each([
    ['email', 'Email', 'ada@example', 'Email format looks invalid!'],
    ['phone', 'Phone', '1', 'Phone number looks invalid!'],
    ['passportExpiryDate', 'Passport Expiry Date', '2001-01-01', 'Your Passport has expired!'],
    ['passportNumber', 'Passport Number', 'A1234', 'Invalid Passport Number!'],
  ])('step 0 checks %s: %s = %j gives %j, inline too', (_name, label, value, message) => {
    openApply({ draft: validValues() });
    change(label, value);
    press('Continue');
    expect(fixList()).toEqual([message]);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it("lists the step 0 extra checks in product order and clears a field's inline error once it is edited", () => {
    openApply({
      draft: { ...validValues(), email: 'x@y', phone: 'abc', passportExpiryDate: '2000-01-01', passportNumber: 'A1' },
    });
    press('Continue');
    expect(fixList()).toEqual([
      'Email format looks invalid!',
      'Phone number looks invalid!',
      'Your Passport has expired!',
      'Invalid Passport Number!',
    ]);
    change('Email', 'ada@example.com');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks only the step itself (docs/decisions/0094-a-step-checks-only-itself.md): blank entries wait for their own steps', () => {
    openApply({
      draft: { ...validValues(), educationHistory: [blankEducation], familyMembers: [blankMember, blankMember] },
    });
    press('Continue');
    expect(heading()).toBe('More User Info');
    press('Continue');
    press('Continue');
    expect(heading()).toBe('Education');
    expect(fixList()).toHaveLength(5);
    expect(fixList()[0]).toBe('Education entry 1: School Attended is required');
  });

  it('moves with Continue and Back; Back from step 2 on, Continue up to step 5, Submit on the last', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    openApply({ draft: validValues() });
    expect(button('Back')).toBeNull();
    expect(button('Reset form')).toBeInTheDocument();
    press('Continue');
    expect(heading()).toBe('More User Info');
    // The new step is shown from its top, and its heading has the focus (screen readers announce it).
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(screen.getByRole('heading', { level: 3 })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 6' })).toHaveAttribute('value', '2');
    expect(button('Back')).toBeInTheDocument();
    press('Back');
    expect(heading()).toBe('Personal');
    for (let i = 0; i < 4; i++) press('Continue');
    expect(heading()).toBe('Documents');
    expect(button('Continue')).toBeInTheDocument();
    expect(button('Submit')).toBeNull();
  });

  it('opens any step already visited from the progress bar (even with errors on the way), and no other', () => {
    openApply({ draft: validValues() });
    const bar = () => within(document.querySelector<HTMLElement>('.step-names')!);
    expect(bar().queryAllByRole('button')).toHaveLength(0);
    press('Continue');
    press('Continue');
    press('Back');
    press('Back');
    expect(heading()).toBe('Personal');
    expect(
      bar()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2More User Info', '3Education']);
    change('Surname', '');
    fireEvent.click(bar().getByRole('button', { name: 'Education' }));
    expect(heading()).toBe('Education');
    expect(fixList()).toEqual([]);
    expect(
      bar()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1Personal', '2More User Info']);
  });

  it('offers the majors from the API as suggestions while any major may be typed', async () => {
    const { fetch } = openApply();
    const first = screen.getByLabelText('Major (First Choice)');
    expect(first).toHaveAttribute('list', 'apply-majors');
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/user/majors');
    await screen.findByText((_, el) => el?.tagName === 'OPTION' && el.getAttribute('value') === 'Civil Engineering');
    change(first, 'Traditional Chinese Medicine');
    expect(first).toHaveValue('Traditional Chinese Medicine');
  });
});
