import type { Multipart } from '@fastify/multipart';
import {
  CONSENT_VERSION,
  type ApplicationFormValues,
  type ApplicationStatus,
  type ProgrammeFactsBySlug,
} from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';
import { toUploadError } from '../../lib/multipart-errors.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import type { ApplicationRows } from './application-rows.js';
import { checkSubmission } from './check-submission.js';
import { withConsent } from './consent-check.js';
import { receiveApplication, type ReceivedApplication, type ReceivedFile } from './receive-application.js';

export interface SubmissionInput {
  userId: string;
  /** The multipart body part by part, text fields first (request.parts()). */
  parts: AsyncIterable<Multipart>;
  limits: UploadLimits;
  storage: FileStorage;
  rows: Pick<ApplicationRows, 'create'>;
  /** Passport expiry is judged against this day. */
  now: Date;
  /** The chosen programmes' facts from the catalogue (./programme-facts.ts). */
  programmes: ProgrammeLookup;
}
/** Reads the facts of the programmes a submission names (docs/product.md#apply-programme-choice). */
export type ProgrammeLookup = (fields: ReceivedApplication['fields'], now: Date) => Promise<ProgrammeFactsBySlug>;

export interface SubmittedApplication {
  row: { id: string; status: ApplicationStatus; createdAt: Date };
  values: ApplicationFormValues;
  files: readonly ReceivedFile[];
}

/**
 * POST /apply, all or nothing (docs/product.md#api-apply): files streamed into a storage batch, then rows
 * and files committed together or rolled back: docs/decisions/0013-uploads-stream-all-or-nothing.md.
 */
export async function submitApplication({
  userId,
  parts,
  limits,
  storage,
  rows,
  now,
  programmes,
}: SubmissionInput): Promise<SubmittedApplication> {
  const batch = storage.batch();
  try {
    const upload = await receiveApplication(parts, batch, limits).catch((error: unknown) => {
      throw toUploadError(error, limits);
    });
    return await submitReceived({ userId, upload, rows, now, programmes, inTransaction: () => batch.commit() });
  } catch (error) {
    await batch.rollback();
    throw error;
  }
}

export interface ReceivedSubmission {
  userId: string;
  /** Text fields as /apply receives them (lists as JSON text) and files already in storage. */
  upload: ReceivedApplication;
  rows: Pick<ApplicationRows, 'create'>;
  now: Date;
  programmes: ProgrammeLookup;
  /** Runs inside the transaction that writes the rows, before COMMIT: a failure undoes everything. */
  inTransaction: (tx: Prisma.TransactionClient) => Promise<void>;
}

/**
 * The check and the write of an application whose files are received: POST /apply after streaming them,
 * the server draft's submit with its completed uploads (docs/product.md#resumable-uploads-and-the-server-draft).
 * Same contracts, same texts, same 422.
 */
export async function submitReceived({
  userId,
  upload,
  rows,
  now,
  programmes,
  inTransaction,
}: ReceivedSubmission): Promise<SubmittedApplication> {
  const check = withConsent(checkSubmission(upload, now, await programmes(upload.fields, now)), upload.fields);
  if (!check.ok) throw new HttpError(422, check.code, check.message, check.errors);
  const row = await rows.create(userId, check.values, upload.files, inTransaction, {
    version: CONSENT_VERSION,
    at: now,
  });
  return { row, values: check.values, files: upload.files };
}
