/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { NOW, complete, education, member, png, withFiles as files } from './application.fixtures.test.js';
import { applicationBodyFields } from './fixtures.js';
import { emptyFiles } from './files.js';
import { parseApplicationLists } from './body.js';
import { checkApplicationSubmission, validateApplication } from './server.js';
import { renderAll } from '../messages/render-all.js';

const inEnglish = <T>(value: T) => renderAll(value, 'en');

/** The multipart text fields as the web sends them: every field, lists as JSON text. */
const rawBody = (change: Record<string, unknown> = {}) => ({ ...applicationBodyFields(complete()), ...change });

describe('validateApplication (server: all steps, grouped by field)', () => {
  it('accepts a complete application', () => {
    expect(inEnglish(validateApplication(complete(), files(), NOW))).toEqual({ ok: true, values: complete() });
  });

  it('reports every step at once, entry texts under list.index.field, each text once', () => {
    const values = {
      ...complete(),
      surName: '',
      agent: ' ',
      educationHistory: [{ ...education, schoolAttended: '' }],
      familyMembers: [member()],
    };
    const result = validateApplication(values, emptyFiles(), NOW);
    expect(inEnglish(result.ok)).toBe(false);
    if (result.ok) return;
    expect(inEnglish(result.errors)).toEqual({
      surName: ['Surname is required'],
      agent: ['Person or Agency to Action on your behalf in China is required'],
      'educationHistory.0.schoolAttended': ['School Attended is required'],
      familyMembers: ['At least two family members entry is required'],
      passportphoto: ['Passport Photo is required'],
      applicantSignature: ['Applicant Signature is required'],
      sponsorSignature: ['Sponsor Signature is required'],
    });
    expect(inEnglish(result.messages[0])).toBe('Surname is required');
    expect(inEnglish(result.messages)).toContain('Education entry 1: School Attended is required');
    expect(inEnglish(result.messages)).toHaveLength(7);
  });

  it('refuses a second file in a single-file list, wrong file types and unlisted choices', () => {
    const tooMany = { ...files(), sponsorSignature: [png, png], medicalReport: [png] };
    const values = { ...complete(), gender: 'Other', educationHistory: [{ ...education, degreeAwarded: 'MSc' }] };
    const result = validateApplication(values, tooMany, NOW);
    expect(inEnglish(result.ok ? {} : result.errors)).toEqual({
      gender: ['Gender must be one of: Male, Female'],
      'educationHistory.0.degreeAwarded': [
        "Degree Awarded must be one of: BSc., Master's, PHD, WAEC SSCE, NECO SSCE, NABTEB, GCE O Level, GCE A Level, Baccalauréat, BEPC, OND, HND, BTS / DUT, Other",
      ],
      sponsorSignature: ['Sponsor Signature: only one file is allowed'],
      medicalReport: ['Medical Report: this file type is not allowed'],
    });
  });

  it("accepts the specification's degrees and the school-leaving certificates (docs/product.md#apply-education)", () => {
    for (const degreeAwarded of ['BSc.', "Master's", 'PHD', 'WAEC SSCE', 'Baccalauréat', 'BEPC', 'HND', 'Other']) {
      const values = { ...complete(), educationHistory: [{ ...education, degreeAwarded }] };
      expect(inEnglish(validateApplication(values, files(), NOW).ok)).toBe(true);
    }
  });

  it('does not require Work Experience even for a PHD', () => {
    const values = { ...complete(), educationHistory: [{ ...education, degreeAwarded: 'PHD' }] };
    expect(inEnglish(validateApplication(values, files(), NOW).ok)).toBe(true);
  });
});

describe('parseApplicationLists', () => {
  it('turns JSON text into arrays, absent or empty text into []', () => {
    expect(inEnglish(parseApplicationLists({ educationHistory: JSON.stringify([education]) }))).toEqual({
      ok: true,
      educationHistory: [education],
      familyMembers: [],
    });
    expect(inEnglish(parseApplicationLists({ educationHistory: '', familyMembers: '  ' }).ok)).toBe(true);
  });
  it.each(['[{"schoolAttended": "A"', '{"schoolAttended": "A"}', '["A"]', '[{"schoolAttended": 5}]', 'null x'])(
    'reports %j clearly under the list name',
    (text) => {
      const result = parseApplicationLists({ educationHistory: text });
      expect(inEnglish(result.ok ? {} : result.errors)).toEqual({
        educationHistory: ['Education History must be JSON text holding a list of entries with text fields'],
      });
    },
  );
  it('fills missing entry fields with "" and bounds lengths and counts', () => {
    const result = parseApplicationLists({
      familyMembers: JSON.stringify([{ familyMemberName: ' Ada ', email: 'x'.repeat(256) }]),
    });
    expect(inEnglish(result.familyMembers[0]?.familyMemberName)).toBe('Ada');
    expect(inEnglish(result.familyMembers[0]?.nationality)).toBe('');
    expect(inEnglish(result.ok ? {} : result.errors)).toEqual({
      'familyMembers.0.email': ['Email must be at most 255 characters.'],
    });
    const many = parseApplicationLists({ familyMembers: JSON.stringify(Array.from({ length: 21 }, () => member())) });
    expect(inEnglish(many.ok ? {} : many.errors)).toEqual({
      familyMembers: ['Family Members: at most 20 entries are allowed'],
    });
  });
});

describe('checkApplicationSubmission (POST /apply in one call)', () => {
  it('returns trimmed values with parsed lists', () => {
    const result = checkApplicationSubmission(rawBody({ surName: '  Obi  ' }), files(), NOW);
    expect(inEnglish(result)).toEqual({ ok: true, values: { ...complete(), surName: 'Obi' } });
  });
  it('optional fields may be left out of the body entirely', () => {
    const body: Record<string, unknown> = rawBody();
    for (const key of ['majorSecondChoice', 'middleName', 'fax', 'employer']) delete body[key];
    expect(inEnglish(checkApplicationSubmission(body, files(), NOW).ok)).toBe(true);
  });
  it('a required field left out gets the product text once; other problems are reported with it', () => {
    const body: Record<string, unknown> = rawBody({ passportNumber: 'A1' });
    delete body.surName;
    const result = checkApplicationSubmission(body, { ...files(), passportphoto: [] }, NOW);
    expect(inEnglish(result.ok ? {} : result.errors)).toEqual({
      surName: ['Surname is required'],
      passportNumber: ['Invalid Passport Number!'],
      passportphoto: ['Passport Photo is required'],
    });
  });
  it('bad JSON hides the "at least one entry" text for that list only', () => {
    const result = checkApplicationSubmission(
      rawBody({ educationHistory: '[oops', familyMembers: '[]' }),
      files(),
      NOW,
    );
    expect(inEnglish(result.ok ? {} : result.errors)).toEqual({
      familyMembers: ['At least two family members entry is required'],
      educationHistory: ['Education History must be JSON text holding a list of entries with text fields'],
    });
  });
  it('a repeated or overlong text field is refused', () => {
    const result = checkApplicationSubmission(
      rawBody({ firstName: ['Ada', 'Eve'], sponsorComment: 'x'.repeat(2001) }),
      files(),
      NOW,
    );
    expect(inEnglish(result.ok ? {} : result.errors)).toEqual({
      firstName: ['First Name must be a single text value', 'First Name is required'],
      sponsorComment: ["Sponsor's Comment must be at most 2000 characters."],
    });
  });
  it('a body that is not an object gets every required text', () => {
    const result = checkApplicationSubmission('nope', {}, NOW);
    expect(inEnglish(result.ok)).toBe(false);
    expect(inEnglish(result.ok ? [] : result.messages)).toContain('Major (First Choice) is required');
  });
});
