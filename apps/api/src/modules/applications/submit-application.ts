import type { Multipart } from '@fastify/multipart';
import type { ApplicationFormValues, ApplicationStatus } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { toUploadError } from '../../lib/multipart-errors.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import type { ApplicationRows } from './application-rows.js';
import { checkSubmission } from './check-submission.js';
import { receiveApplication, type ReceivedFile } from './receive-application.js';

export interface SubmissionInput {
  userId: string;
  /** The multipart body part by part, text fields first (request.parts()). */
  parts: AsyncIterable<Multipart>;
  limits: UploadLimits;
  storage: FileStorage;
  rows: Pick<ApplicationRows, 'create'>;
  /** Passport expiry is judged against this day. */
  now: Date;
}

export interface SubmittedApplication {
  row: { id: string; status: ApplicationStatus; createdAt: Date };
  values: ApplicationFormValues;
  files: ReceivedFile[];
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
}: SubmissionInput): Promise<SubmittedApplication> {
  const batch = storage.batch();
  try {
    const upload = await receiveApplication(parts, batch, limits).catch((error: unknown) => {
      throw toUploadError(error, limits);
    });
    const check = checkSubmission(upload, now);
    if (!check.ok) throw new HttpError(422, check.code, check.message, check.errors);
    const row = await rows.create(userId, check.values, upload.files, () => batch.commit());
    return { row, values: check.values, files: upload.files };
  } catch (error) {
    await batch.rollback();
    throw error;
  }
}
