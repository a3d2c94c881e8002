import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@studychina/contracts';
import { createApplicant } from './applicant.js';
import { postApplication, requiredFiles, validFields, type UploadPart } from './application-payload.js';
import { TestSmtpServer } from './smtp-server.js';
import { useTestApp, type TestAppOptions } from './test-app.js';
import { makeUploadDir, type UploadDir } from './upload-dir.js';

export const ADMIN_API = '/api/v1/admin';

/**
 * A staff (or admin) account made directly in the database, with a Bearer token of a session that passed the second
 * factor (docs/decisions/0134-staff-second-factor.md), so back-office tests reach the routes they test.
 */
export async function createStaff(app: FastifyInstance, role: Exclude<Role, 'student'> = 'staff', firstname = 'Sam') {
  const user = await app.prisma.user.create({
    data: {
      firstname,
      lastname: 'Staff',
      email: `${role}-${randomBytes(4).toString('hex')}@example.com`,
      emailVerifiedAt: new Date(),
      role,
    },
  });
  return { user, authorization: `Bearer ${await app.startStaffSession(user)}` };
}

/**
 * A new session for a staff member made by createStaff: a test that moves its clock past 30 minutes has ended the
 * old one (staff sessions end after 30 minutes idle: docs/decisions/0134-staff-second-factor.md).
 */
export const signInAgain = async (app: FastifyInstance, user: { id: string; tokenVersion: number }) =>
  `Bearer ${await app.startStaffSession(user)}`;

/** A student who submitted a complete application through POST /apply (the required lists, or `files`). */
export async function createSubmittedApplication(
  app: FastifyInstance,
  firstname = 'Ada',
  files: UploadPart[] = requiredFiles(),
) {
  const student = await createApplicant(app, firstname);
  const res = await postApplication(app, student.authorization, validFields(), files);
  if (res.status !== 201) throw new Error(`POST /apply answered ${res.status}: ${JSON.stringify(res.body)}`);
  const applicationId = (res.body as { application: { id: string } }).application.id;
  return { ...student, applicationId };
}

/**
 * The app of a back-office test file: a stand-in SMTP server (mails are asserted) and an upload folder
 * of its own, with beforeAll/afterAll registered; `config` adds settings (contact numbers, WEB_URL).
 */
export function useBackOfficeApp(config: TestAppOptions['config'] = {}) {
  const smtp = new TestSmtpServer();
  let uploads: UploadDir | undefined;
  const t = useTestApp(
    async () => {
      await smtp.start();
      uploads = await makeUploadDir();
      return { config: { ...smtp.config, UPLOAD_DIR: uploads.path, ...config } };
    },
    async () => {
      await smtp.stop();
      await uploads?.remove();
    },
  );
  return { t, smtp };
}

/** The newest mail to `address` whose subject matches, waiting for it to arrive. */
export const mailTo = (smtp: TestSmtpServer, address: string, subject: RegExp | string) =>
  smtp.waitFor(
    (m) =>
      m.to.includes(address.toLowerCase()) &&
      (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
  );
