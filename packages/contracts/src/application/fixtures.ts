import { CONSENT_FIELD, CONSENT_VERSION } from './consent.js';
import {
  APPLICATION_TEXT_FIELDS,
  type ApplicationFormValues,
  type EducationEntry,
  type FamilyMember,
} from './fields.js';

/*
 * Test data, not product code: one complete, valid application that the tests of every package start
 * from (contracts, API, web), so a new field is filled in one place. Exported as
 * '@studychina/contracts/fixtures', beside the main entry, so nothing in the product imports it by accident.
 */

export const buildEducationEntry = (overrides: Partial<EducationEntry> = {}): EducationEntry => ({
  schoolAttended: 'University of Lagos',
  location: 'Lagos',
  major: 'Physics',
  dateAttended: '2015-09-01',
  degreeAwarded: 'BSc.',
  ...overrides,
});

export const buildFamilyMember = (overrides: Partial<FamilyMember> = {}): FamilyMember => ({
  familyMemberName: 'Chukwu Obi',
  nationality: 'Nigerian',
  mobileNumber: '+234 803 000 0000',
  email: 'family@example.ng',
  profession: 'Teacher',
  workPlace: 'Enugu High School',
  relationship: 'Father',
  ...overrides,
});

/**
 * Every field of a complete application as the form holds it: each step passes, the optional fields are
 * empty (Work Experience too: the degree is not a PHD), the passport expires in 2099.
 */
export const buildApplicationFields = (overrides: Partial<ApplicationFormValues> = {}): ApplicationFormValues => ({
  majorFirstChoice: 'Computer Science',
  majorSecondChoice: 'Civil Engineering',
  surName: 'Obi',
  firstName: 'Ada',
  middleName: 'Ngozi',
  email: 'ada@example.com',
  phone: '+234 (803) 123-4567',
  gender: 'Female',
  dob: '2000-01-01',
  nationality: 'Nigerian',
  chineseName: '',
  nativeLanguage: 'Igbo',
  passportNumber: 'A12345678',
  passportExpiryDate: '2099-01-01',
  religion: 'Christianity',
  maritalStatus: 'Single',
  placeOfBirth: 'Enugu',
  permanentHomeAddress: '1 Main Street, Enugu',
  fax: '',
  zipCode: '400001',
  rateYourChinese: 'None',
  rateYourEnglish: 'Very Good',
  fieldOfStudy: 'Computer Science',
  studyCategory: 'Master',
  durationOfStudyFrom: '2026-09-01',
  durationOfStudyTo: '2028-07-01',
  employer: '',
  location: '',
  position: '',
  dateStarted: '',
  financialSponsorName: 'Chukwu Obi',
  address: '1 Main Street, Enugu',
  relationshipWithApplicant: 'Father',
  mobileNumber: '+234 803 000 0001',
  agent: 'StudyChina Lagos office',
  sponsorComment: 'I will pay tuition and living costs.',
  signedDate: '2025-05-01',
  medicalReportDate: '',
  nonCriminalRecordDate: '',
  programmeFirstChoice: '',
  intakeFirstChoice: '',
  programmeSecondChoice: '',
  intakeSecondChoice: '',
  educationHistory: [buildEducationEntry()],
  familyMembers: [
    buildFamilyMember(),
    buildFamilyMember({ familyMemberName: 'Ifeoma Obi', relationship: 'Mother', email: 'ifeoma@example.ng' }),
  ],
  ...overrides,
});

/** The text part of POST /apply as the web sends it: every text field, both lists as JSON text. */
export const applicationBodyFields = (
  values: ApplicationFormValues = buildApplicationFields(),
): Record<string, string> => ({
  ...Object.fromEntries(APPLICATION_TEXT_FIELDS.map((name) => [name, values[name]])),
  educationHistory: JSON.stringify(values.educationHistory),
  familyMembers: JSON.stringify(values.familyMembers),
  // The Review step's Submit agrees to the consent statement shown: POST /apply carries its version (./consent.ts).
  [CONSENT_FIELD]: CONSENT_VERSION,
});
