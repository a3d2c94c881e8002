import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_SUBMITTED,
  applicationsListResponseSchema,
  applySuccessResponseSchema,
  errorResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { createApplicationsService } from './applications.service.js';
import { confirmationMail } from './confirmation-mail.js';
import { refuseOversizedUpload, submitApplication } from './submit-application.js';

/**
 * Submissions per account and hour: far above any real applicant, and a bound on how much disk one
 * account can fill (each application may carry UPLOAD_MAX_TOTAL_BYTES).
 */
export const APPLY_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 };

/** The admission application: submit one (multipart, with its files) and list one's own. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicationsService(app.prisma);
  const limiter = app.limiter({ ...APPLY_LIMIT, key: (request) => `apply:${request.account.id}` });
  // Receipts are sent after the answer; closing the app waits for those still on their way.
  const pendingMails = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pendingMails);
  });

  app.post(
    '/apply',
    {
      // onRequest, not preHandler: a visitor without a valid token is refused before any upload is read.
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply), refuseOversizedUpload],
      schema: {
        tags: ['applications'],
        summary: 'Submit an admission application (multipart/form-data, SPEC 7)',
        consumes: ['multipart/form-data'],
        description:
          'Every text field; educationHistory and familyMembers as JSON text; files under their list name with an ' +
          'index suffix (passportphoto[0], transcripts[1], ...). Files are checked by content; limits answer 413.',
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
      const { row, values, files } = await submitApplication(app, service, request, reply);
      // The application is stored: a mail failure is logged, never turned into an error or an undo.
      const mail = app.mailer
        .send(confirmationMail({ to: request.account.email, applicationId: row.id, values, files }))
        .catch((err: unknown) =>
          request.log.error({ err, applicationId: row.id }, 'application confirmation mail failed'),
        )
        .finally(() => pendingMails.delete(mail));
      pendingMails.add(mail);
      return reply.code(201).send({
        success: true as const,
        message: APPLICATION_SUBMITTED,
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
};
