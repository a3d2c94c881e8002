import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { docx, jpeg, pdf, png, webp } from './fixture-files.js';

/** One file part of POST /apply. */
export interface UploadPart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export const education = {
  schoolAttended: 'University of Lagos',
  location: 'Lagos',
  major: 'Physics',
  dateAttended: '2015-09-01',
  degreeAwarded: 'BSc.',
};
export const familyMember = (name: string, relationship: string) => ({
  familyMemberName: name,
  nationality: 'Nigerian',
  mobileNumber: '+234 803 000 0000',
  email: 'family@example.ng',
  profession: 'Teacher',
  workPlace: 'Enugu High School',
  relationship,
});

/** Every text field of a complete application, as the web sends them (lists as JSON text). */
export const validFields = (): Record<string, string> => ({
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
  durationOfStudyFrom: '2026-09',
  durationOfStudyTo: '2028-07',
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
  signedDate: '2026-05-01',
  educationHistory: JSON.stringify([education]),
  familyMembers: JSON.stringify([familyMember('Chukwu Obi', 'Father'), familyMember('Ifeoma Obi', 'Mother')]),
});

const part = (field: string, filename: string, contentType: string, content: Buffer): UploadPart => ({
  field,
  filename,
  contentType,
  content,
});

/** The three required lists, one file each. */
export const requiredFiles = (): UploadPart[] => [
  part('passportphoto[0]', 'passport.jpg', 'image/jpeg', jpeg()),
  part('applicantSignature[0]', 'signature.png', 'image/png', png()),
  part('sponsorSignature[0]', 'sponsor.webp', 'image/webp', webp()),
];

/** A file in every one of the eleven lists (two in passportphoto and transcripts: multiple lists). */
export const allListFiles = (): UploadPart[] => [
  ...requiredFiles(),
  part('passportphoto[1]', 'passport-2.png', 'image/png', png([200, 30, 30])),
  part('transcripts[0]', 'transcript.pdf', 'application/pdf', pdf()),
  part('transcripts[1]', 'transcript-page2.jpg', 'image/jpeg', jpeg()),
  part('recommendationLetters[0]', 'letter.pdf', 'application/pdf', pdf()),
  part('medicalReport[0]', 'medical.pdf', 'application/pdf', pdf()),
  part('certificates[0]', 'certificate.pdf', 'application/pdf', pdf()),
  part('bankStatement[0]', 'bank.pdf', 'application/pdf', pdf()),
  part('nonCriminalRecord[0]', 'police.pdf', 'application/pdf', pdf()),
  part('englishCertificate[0]', 'ielts.pdf', 'application/pdf', pdf()),
  part(
    'researchProposal[0]',
    'proposal.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    docx(),
  ),
];

/** POST /apply through supertest as the web sends it: text fields, then files. */
export function postApplication(
  app: FastifyInstance,
  authorization: string | null,
  fields: Record<string, string>,
  files: UploadPart[],
) {
  let req = request(app.server).post('/api/v1/user/apply');
  if (authorization) req = req.set('Authorization', authorization);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const file of files)
    req = req.attach(file.field, file.content, { filename: file.filename, contentType: file.contentType });
  return req;
}
