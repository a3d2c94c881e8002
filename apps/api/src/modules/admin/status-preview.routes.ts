import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParamsSchema,
  errorResponseSchema,
  statusChangeBodySchema,
  statusPreviewResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import { createStatusPreview } from './status-preview.js';

/** POST /admin/applications/:id/status/preview: the student's mail of a status change, nothing saved. */
export const statusPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const preview = createStatusPreview({
    prisma: app.prisma,
    mailer: app.mailer,
    now: app.now,
  });

  app.post(
    '/applications/:id/status/preview',
    {
      schema: {
        tags: ['back office'],
        summary:
          "The mail a status change would send the student (subject, text, HTML, in the student's language); nothing is saved",
        description:
          'Takes the body of POST /applications/:id/status and answers what that change would mail, or the refusal it would get (409, 422).',
        security: [{ bearerAuth: [] }],
        params: applicationParamsSchema,
        body: statusChangeBodySchema,
        response: {
          200: statusPreviewResponseSchema,
          401: unauthenticatedResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => preview(request.params.id, request.body, auditContextOf(request)),
  );
};
