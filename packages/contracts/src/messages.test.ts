/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { EDUCATION_ENTRY_MESSAGES } from './application/labels.js';
import { LEGAL_AFFIRMATION, SHOW_LEGAL_AFFIRMATION } from './application/legal.js';
import { APPLICATION_DRAFT_KEY } from './application/draft-key.js';
import { APPLICATION_STEP_TITLES, REQUIRED_BY_STEP } from './application/fields.js';
import { APPLICATION_PAGE } from './application/application-texts.js';
import * as m from './messages.js';
import { resendTooSoonMessage } from './messages/form-messages.js';
import * as labels from './page-labels.js';

describe('product copy is reproduced exactly, quirks included', () => {
  it.each<[string, string]>([
    [m.ALL_FIELDS_REQUIRED, 'All fields are Required'],
    [m.CONTACT_ALL_FIELDS_REQUIRED, 'All fields are Required!'],
    [labels.BUSY_LABELS.submitting, 'Submitting....'],
    [APPLICATION_PAGE.submitting, 'Submitting....'],
    [APPLICATION_PAGE.title, 'Admission Application – Study in China'],
    [EDUCATION_ENTRY_MESSAGES.degreeAwarded, 'Degree Awarded  is required'],
    [m.PASSWORD_HINT_MISMATCH, "Password doesn't match"],
    [m.CONTACT_FAILED, 'Something went Wrong!'],
    [labels.NOT_FOUND_PAGE.text, "Oops! The page you're looking for doesn't exist or has been moved."],
    [labels.BUSY_LABELS.register, 'Loading'],
    [labels.BUSY_LABELS.googleAuth, 'Processing google auth...'],
    [m.GOOGLE_NOT_CONFIGURED, 'Google sign-in is not configured'],
    [m.EMAIL_TAKEN, 'The email has already been taken.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('message functions', () => {
    expect(labels.resendOtpCountdownLabel(30)).toBe('Resend OTP in 30s');
    expect(m.requestFailedMessage(502)).toBe('Request failed (502)');
    expect(m.majorsPageLabel(2, 5)).toBe('Page 2 of 5');
    expect(resendTooSoonMessage(1)).toBe('Please wait 1 second before requesting a new code.');
    expect(resendTooSoonMessage(25)).toBe('Please wait 25 seconds before requesting a new code.');
    expect(m.educationEntryPrefix(1) + 'x').toBe('Education entry 1: x');
    expect(m.familyEntryPrefix(3) + 'x').toBe('Family Member entry 3: x');
  });

  it('steps, draft key and the hidden legal text', () => {
    expect(APPLICATION_STEP_TITLES).toEqual([
      'Personal',
      'More User Info',
      'Education',
      'Family Members',
      'Documents',
      'Review & Submit',
    ]);
    expect(REQUIRED_BY_STEP).toHaveLength(6);
    expect(APPLICATION_DRAFT_KEY).toBe('admission_form_draft');
    expect(SHOW_LEGAL_AFFIRMATION).toBe(false);
    const english = LEGAL_AFFIRMATION.statements.map((s) => s.en).join(' ');
    expect(english).toContain('within 30 days of my arrival');
    expect(LEGAL_AFFIRMATION.statements.every((s) => s.zh.length > 0)).toBe(true);
    expect(LEGAL_AFFIRMATION.documents.length).toBeGreaterThan(5);
  });
});
