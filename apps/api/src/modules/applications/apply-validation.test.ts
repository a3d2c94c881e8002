import { describe, expect, it } from 'vitest';
import {
  DEGREE_CHOICES,
  EDUCATION_ENTRY_FIELDS,
  EDUCATION_ENTRY_MESSAGES,
  FAMILY_ENTRY_MESSAGES,
  FAMILY_MEMBER_FIELDS,
  REQUIRED_BY_STEP,
  requiredMessage,
} from '@studychina/contracts';
import { education, familyMember, requiredFiles, validFields } from '../../test/application-payload.js';
import { useRefusalChecks } from '../../test/expect-refused.js';

const { expectRefused } = useRefusalChecks();

const without = (name: string) => Object.fromEntries(Object.entries(validFields()).filter(([k]) => k !== name));
const textRequired = [...REQUIRED_BY_STEP[0], ...REQUIRED_BY_STEP[1]];

describe('docs/product.md#apply-validation steps 0 and 1: every required text field', () => {
  it.each(textRequired)('%s left empty or left out → "<label> is required"', async (field) => {
    await expectRefused({ ...validFields(), [field]: '  ' }, requiredFiles(), field, [requiredMessage(field)]);
    await expectRefused(without(field), requiredFiles(), field, [requiredMessage(field)]);
  });
});

describe('docs/product.md#apply-validation step 0 extra checks', () => {
  it.each([
    ['email', 'ada@example', 'Email format looks invalid!'],
    ['email', 'ada example.com', 'Email format looks invalid!'],
    ['phone', '12345', 'Phone number looks invalid!'],
    ['phone', '0803-abc-4567', 'Phone number looks invalid!'],
    ['passportExpiryDate', '2020-01-01', 'Your Passport has expired!'],
    ['passportNumber', 'A12345', 'Invalid Passport Number!'],
  ])('%s = %j → %s', async (field, value, message) => {
    await expectRefused({ ...validFields(), [field]: value }, requiredFiles(), field, [message]);
  });
});

describe('what the form widgets guarantee, checked again on the server', () => {
  it.each([
    ['gender', 'Other', 'Gender must be one of: Male, Female'],
    ['rateYourChinese', 'Fluent', 'Chinese Proficiency must be one of: Good, Average, Better, Very Good, None'],
    ['studyCategory', 'Diploma', 'Study Category must be one of: Undergraduate, Master, PHD'],
  ])('%s = %j → %s', async (field, value, message) => {
    await expectRefused({ ...validFields(), [field]: value }, requiredFiles(), field, [message]);
  });
  it('Degree Awarded outside the listed degrees and certificates (docs/product.md#apply-education)', async () => {
    await expectRefused(
      { ...validFields(), educationHistory: JSON.stringify([{ ...education, degreeAwarded: 'MSc' }]) },
      requiredFiles(),
      'educationHistory.0.degreeAwarded',
      [`Degree Awarded must be one of: ${DEGREE_CHOICES.join(', ')}`],
    );
  });
  it('an unreadable education list', async () => {
    await expectRefused(
      { ...validFields(), educationHistory: '[{"schoolAttended":' },
      requiredFiles(),
      'educationHistory',
      ['Education History must be JSON text holding a list of entries with text fields'],
    );
  });
});

describe('docs/product.md#apply-validation step 2: education', () => {
  it('needs at least one entry', async () => {
    await expectRefused({ ...validFields(), educationHistory: '[]' }, requiredFiles(), 'educationHistory', [
      'At least one education history entry is required',
    ]);
  });
  it.each(EDUCATION_ENTRY_FIELDS)('entry 2 without %s → the text under its key, prefixed headline', async (field) => {
    const entries = [education, { ...education, [field]: '' }];
    const body = await expectRefused(
      { ...validFields(), educationHistory: JSON.stringify(entries) },
      requiredFiles(),
      `educationHistory.1.${field}`,
      [EDUCATION_ENTRY_MESSAGES[field]],
    );
    expect(body.message).toBe(`Education entry 2: ${EDUCATION_ENTRY_MESSAGES[field]}`);
  });
});

describe('docs/product.md#apply-validation step 3: family members', () => {
  it('needs at least two entries', async () => {
    await expectRefused(
      { ...validFields(), familyMembers: JSON.stringify([familyMember('A', 'Father')]) },
      requiredFiles(),
      'familyMembers',
      ['At least two family members entry is required'],
    );
  });
  it.each(FAMILY_MEMBER_FIELDS)('entry 1 without %s → the text under its key, prefixed headline', async (field) => {
    const members = [{ ...familyMember('A', 'Father'), [field]: ' ' }, familyMember('B', 'Mother')];
    const body = await expectRefused(
      { ...validFields(), familyMembers: JSON.stringify(members) },
      requiredFiles(),
      `familyMembers.0.${field}`,
      [FAMILY_ENTRY_MESSAGES[field]],
    );
    expect(body.message).toBe(`Family Member entry 1: ${FAMILY_ENTRY_MESSAGES[field]}`);
  });
});

describe('the 422 reports everything at once, grouped by field', () => {
  it('lists problems of every step together', async () => {
    const fields = { ...validFields(), surName: '', agent: '', familyMembers: '[]', passportNumber: 'A1' };
    const body = await expectRefused(fields, requiredFiles().slice(1), 'surName', ['Surname is required']);
    expect(body.errors).toEqual({
      surName: ['Surname is required'],
      passportNumber: ['Invalid Passport Number!'],
      agent: ['Person or Agency to Action on your behalf in China is required'],
      familyMembers: ['At least two family members entry is required'],
      passportphoto: ['Passport Photo is required'],
    });
    expect(body.message).toBe('Surname is required');
  });
});
