import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { expect } from 'vitest';
import { applicationBodyFields, buildEducationEntry, buildFamilyMember } from '@studychina/contracts/fixtures';
import { createApplicant } from './applicant.js';
import { docx, jpeg, pdf, png, webp } from './fixture-files.js';

/** One file part of POST /apply. */
export interface UploadPart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export const education = buildEducationEntry();
export const familyMember = (name: string, relationship: string) =>
  buildFamilyMember({ familyMemberName: name, relationship });

/** Every text field of a complete application (contracts' fixture), as the web sends them (lists as JSON text). */
export const validFields = (): Record<string, string> => applicationBodyFields();

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

/** A file in every one of the twelve lists (two in passportphoto and transcripts: multiple lists). */
export const allListFiles = (): UploadPart[] => [
  ...requiredFiles(),
  part('passportphoto[1]', 'passport-2.png', 'image/png', png([200, 30, 30])),
  part('passportScan[0]', 'passport-data-page.pdf', 'application/pdf', pdf()),
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

/** A new student's application with the required files and `fields` over valid ones: its id once accepted (201). */
export async function submitApplication(app: FastifyInstance, fields: Record<string, string>): Promise<string> {
  const student = await createApplicant(app);
  const res = await postApplication(app, student.authorization, { ...validFields(), ...fields }, requiredFiles());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.application.id as string;
}
