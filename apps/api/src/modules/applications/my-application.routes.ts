import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationFileParamsSchema,
  applicationParamsSchema,
  errorResponseSchema,
  fileDownloadQuerySchema,
  filesReplacedResponseSchema,
  statusChangedResponseSchema,
  studentApplicationResponseSchema,
  unauthenticatedResponseSchema,
  type ApplicationStatus,
  type Text,
  text,
} from '@studychina/contracts';
import { drainOnFailure } from '../../lib/drain-request.js';
import { HttpError } from '../../lib/http-error.js';
import { sendStoredFile } from '../../lib/stored-file-reply.js';
import { refuseOversizedUpload } from '../../plugins/multipart.js';
import { auditContextOf } from '../../plugins/roles.js';
import { documentUploadBody } from './document-upload-body.js';
import { createMyApplicationService } from './my-application.service.js';

/** Replacement uploads per account and hour: far above a real correction round, a bound on disk use. */
export const REPLACE_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 };

const security = [{ bearerAuth: [] }];
const OWN = { 401: unauthenticatedResponseSchema, 404: errorResponseSchema } as const;

/**
 * The student's own application after submitting (docs/product.md#the-students-application-after-submitting).
 * Another user's application or file answers 404, never 403.
 */
export const myApplicationRoutes: FastifyPluginAsyncZod<{ inbox: string }> = async (app, { inbox }) => {
  const service = createMyApplicationService({
    prisma: app.prisma,
    storage: app.storage,
    limits: app.uploadLimits,
    mailer: app.mailer,
    inbox,
    now: app.now,
  });
  const limiter = app.limiter({ ...REPLACE_LIMIT, key: (request) => `replace:${request.account.id}` });

  app.get(
    '/applications/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: "The student's own application: fields, files with their reviews, events, documents from staff",
        security,
        params: applicationParamsSchema,
        response: { 200: studentApplicationResponseSchema, ...OWN },
      },
    },
    async (request) => ({
      success: true as const,
      application: await service.detail(request.account.id, request.params.id),
    }),
  );

  app.get(
    '/applications/:id/files/:fileId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          "One of the student's own files or a document from staff, streamed (?download=1: as attachment); 410 " +
          'FILE_ERASED once the retention job erased it',
        security,
        params: applicationFileParamsSchema,
        querystring: fileDownloadQuerySchema,
        response: {
          200: z.string().meta({ format: 'binary', description: 'The bytes, as detected' }),
          ...OWN,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await service.file(request.account.id, request.params.id, request.params.fileId);
      return sendStoredFile(reply, app.storage, file, { download: request.query.download === '1' });
    },
  );

  app.post(
    '/applications/:id/files',
    {
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply), refuseOversizedUpload],
      schema: {
        tags: ['applications'],
        summary:
          'Send corrections: replace rejected files, answer document requests (multipart; checks and limits as /apply)',
        security,
        consumes: ['multipart/form-data'],
        params: applicationParamsSchema,
        multipartBody: documentUploadBody,
        response: {
          201: filesReplacedResponseSchema,
          ...OWN,
          400: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
      const files = await drainOnFailure(request, reply, app.uploadLimits.requestBytes, () =>
        service.replaceFiles(request.account.id, request.params.id, request.parts(), auditContextOf(request)),
      );
      return reply
        .code(201)
        .send({ success: true as const, message: request.render(text('answers.FILES_REPLACED_MESSAGE')), files });
    },
  );

  const statusAnswer =
    (request: FastifyRequest, message: Text) =>
    (application: { id: string; status: ApplicationStatus; updatedAt: Date }) => ({
      success: true as const,
      message: request.render(message),
      application: { ...application, updatedAt: application.updatedAt.toISOString() },
    });

  app.post(
    '/applications/:id/resubmit',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          'Send the corrected application back for review (from action_required: every request answered, no rejected file left)',
        security,
        params: applicationParamsSchema,
        response: { 200: statusChangedResponseSchema, ...OWN, 409: errorResponseSchema },
      },
    },
    async (request) =>
      statusAnswer(
        request,
        text('answers.RESUBMITTED_MESSAGE'),
      )(await service.resubmit(request.account.id, request.params.id, auditContextOf(request))),
  );

  app.post(
    '/applications/:id/withdraw',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: 'Withdraw the application (from any status that is not final)',
        security,
        params: applicationParamsSchema,
        response: { 200: statusChangedResponseSchema, ...OWN, 409: errorResponseSchema },
      },
    },
    async (request) =>
      statusAnswer(
        request,
        text('answers.WITHDRAWN_MESSAGE'),
      )(await service.withdraw(request.account.id, request.params.id, auditContextOf(request))),
  );
};
