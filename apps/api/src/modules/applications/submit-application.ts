import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_REQUIRED, uploadTooLargeMessage, type ApplicationFormValues } from '@studychina/contracts';
import { drainRequest } from '../../lib/drain-request.js';
import { HttpError } from '../../lib/http-error.js';
import { toUploadError } from '../../lib/multipart-errors.js';
import type { ApplicationsService } from './applications.service.js';
import { checkSubmission } from './check-submission.js';
import { receiveApplication, type ReceivedFile } from './receive-application.js';

export interface SubmittedApplication {
  row: { id: string; status: 'submitted' | 'under_review' | 'admitted' | 'rejected'; createdAt: Date };
  values: ApplicationFormValues;
  files: ReceivedFile[];
}

/**
 * onRequest hook of POST /apply: a declared length beyond what the limits could ever accept is refused
 * before a byte is read (chunked bodies are still held to the limits while streaming).
 */
export async function refuseOversizedUpload(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { uploadLimits } = request.server;
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > uploadLimits.requestBytes) {
    void reply.header('connection', 'close');
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', uploadTooLargeMessage(uploadLimits.totalBytes));
  }
}

/**
 * POST /apply, all or nothing: stream every file into a storage batch while measuring it, check
 * everything at once, then write the rows and commit the files in one transaction. Any failure on the
 * way (a limit, a check, the client going away, the database) rolls the batch back, so neither a row
 * nor a stored or temporary file is left.
 */
export async function submitApplication(
  app: FastifyInstance,
  service: ApplicationsService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SubmittedApplication> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', MULTIPART_REQUIRED);
  const limits = app.uploadLimits;
  const batch = app.storage.batch();
  try {
    const upload = await receiveApplication(request, batch, limits).catch((error: unknown) => {
      throw toUploadError(error, limits);
    });
    const check = checkSubmission(upload);
    if (!check.ok) throw new HttpError(422, check.code, check.message, check.errors);
    const row = await service.create(request.account.id, check.values, upload.files, () => batch.commit());
    return { row, values: check.values, files: upload.files };
  } catch (error) {
    await batch.rollback();
    // The answer must reach the client: finish reading what it is still sending (see drainRequest).
    if (!(await drainRequest(request.raw, limits.requestBytes))) void reply.header('connection', 'close');
    throw error;
  }
}
