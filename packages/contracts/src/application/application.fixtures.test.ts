// Shared test data, not a test: vitest.config excludes *.fixtures.test.ts, and the build skips every
// *.test.ts, so this never ships in dist.
import { emptyApplication } from './defaults.js';
import type { ApplicationFormValues, EducationEntry, FamilyMember } from './fields.js';
import { emptyFiles, type ApplicationFiles } from './files.js';

export const NOW = new Date('2025-06-01T12:00:00Z');

export const education: EducationEntry = {
  schoolAttended: 'UNILAG',
  location: 'Lagos',
  major: 'Physics',
  dateAttended: '2015-09-01',
  degreeAwarded: 'BSc.',
};
export const member = (name = 'Obi Sr'): FamilyMember => ({
  familyMemberName: name,
  nationality: 'Nigerian',
  mobileNumber: '0803',
  email: 'f@x.ng',
  profession: 'Teacher',
  workPlace: 'School',
  relationship: 'Father',
});

/** Every text an applicant must fill, filled validly (passport valid after NOW). */
export const completeTexts = {
  majorFirstChoice: 'Computer Science',
  surName: 'Obi',
  firstName: 'Ada',
  email: 'ada@example.com',
  phone: '+234 (803) 123-4567',
  gender: 'Female',
  dob: '2000-01-01',
  nationality: 'Nigerian',
  nativeLanguage: 'Igbo',
  passportNumber: 'A1234567',
  passportExpiryDate: '2030-01-01',
  religion: 'None',
  maritalStatus: 'Single',
  placeOfBirth: 'Enugu',
  permanentHomeAddress: '1 Main St',
  rateYourChinese: 'Good',
  rateYourEnglish: 'Very Good',
  fieldOfStudy: 'Engineering',
  studyCategory: 'Master',
  durationOfStudyFrom: '2025-09',
  durationOfStudyTo: '2027-07',
  financialSponsorName: 'Obi Sr',
  address: '1 Main St',
  relationshipWithApplicant: 'Father',
  mobileNumber: '0803',
  agent: 'StudyChina',
  sponsorComment: 'Happy to sponsor',
  signedDate: '2025-05-01',
};

export const complete = (): ApplicationFormValues => ({
  ...emptyApplication(),
  ...completeTexts,
  educationHistory: [{ ...education }],
  familyMembers: [member('Father'), member('Mother')],
});

export const png = { name: 'p.png', size: 2048, type: 'image/png' };
/** The three required lists filled (passportphoto with two photos: it is a multiple list). */
export const withFiles = (): ApplicationFiles => ({
  ...emptyFiles(),
  passportphoto: [png, png],
  applicantSignature: [png],
  sponsorSignature: [png],
});
