import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationsListResponseSchema,
  applySuccessResponseSchema,
  errorResponseSchema,
  unauthenticatedResponseSchema,
  text,
} from '@studychina/contracts';
import { drainOnFailure } from '../../lib/drain-request.js';
import { HttpError } from '../../lib/http-error.js';
import { refuseOversizedUpload } from '../../plugins/multipart.js';
import { auditContextOf } from '../../plugins/roles.js';
import { createApplicationsService } from './applications.service.js';
import { applyMultipartBody } from './apply-multipart-body.js';
import { myApplicationRoutes } from './my-application.routes.js';

/**
 * Submissions per account and hour: far above any real applicant, and a bound on how much disk one
 * account can fill (each application may carry UPLOAD_MAX_TOTAL_BYTES).
 */
export const APPLY_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 };

/** The admission application: submit one (multipart, with its files), list one's own, follow one. */
export const applicationRoutes: FastifyPluginAsyncZod<{ inbox: string }> = async (app, { inbox }) => {
  const service = createApplicationsService({
    prisma: app.prisma,
    storage: app.storage,
    limits: app.uploadLimits,
    mailer: app.mailer,
    now: app.now,
  });
  const limiter = app.limiter({ ...APPLY_LIMIT, key: (request) => `apply:${request.account.id}` });
  app.addHook('onClose', service.close);

  app.post(
    '/apply',
    {
      // onRequest, not preHandler: a visitor without a valid token is refused before any upload is read.
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply), refuseOversizedUpload],
      schema: {
        tags: ['applications'],
        summary: 'Submit an admission application (multipart/form-data, docs/product.md#api-apply)',
        consumes: ['multipart/form-data'],
        description:
          'Every text field; educationHistory and familyMembers as JSON text; files under their list name with an ' +
          'index suffix (passportphoto[0], transcripts[1], ...). Files are checked by content; limits answer 413.',
        multipartBody: applyMultipartBody,
        response: {
          201: applySuccessResponseSchema,
          401: unauthenticatedResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
      // The answer must reach the client: on a refusal, read what it is still sending (drainOnFailure).
      const row = await drainOnFailure(request, reply, app.uploadLimits.requestBytes, () =>
        service.submit(request.account, request.parts(), auditContextOf(request), request.locale),
      );
      return reply.code(201).send({
        success: true as const,
        message: request.render(text('validation.APPLICATION_SUBMITTED')),
        application: { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() },
      });
    },
  );

  app.get(
    '/applications',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: "The signed-in user's own applications, newest first",
        response: { 200: applicationsListResponseSchema, 401: unauthenticatedResponseSchema },
      },
    },
    async (request) => ({ success: true as const, applications: await service.listOwn(request.account.id) }),
  );

  await app.register(myApplicationRoutes, { inbox });
};
