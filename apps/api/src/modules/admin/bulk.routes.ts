import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_MAX_IDS,
  bulkBodySchema,
  bulkResponseSchema,
  errorResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import { createBulkService } from './bulk.service.js';
import { createWorkflowService } from './workflow.service.js';

/** Many applications at once (docs/product.md#back-office-queue-files-exports-and-audit). */
export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const workflow = createWorkflowService({
    prisma: app.prisma,
    mailer: app.mailer,
    now: app.now,
  });
  const bulk = createBulkService(workflow, app.now);

  app.post(
    '/applications/bulk',
    {
      schema: {
        tags: ['back office'],
        summary: 'Assign and/or move many applications at once; answers what happened to each',
        description:
          `At most ${BULK_MAX_IDS} ids. Each application is changed on its own, audited and mailed as by the single ` +
          'routes; one refused (`results[i].ok: false` with the code and message the single route would answer) ' +
          'does not stop the others. `assign`: a staff id, `me`, or null for nobody. An application assigned to a ' +
          'colleague (not the caller, not the new assignee) is refused with ASSIGNED_TO_COLLEAGUE unless ' +
          '`takeOver: true`. `status` needs `message`, and `action_required` a `deadline`.',
        security: [{ bearerAuth: [] }],
        body: bulkBodySchema,
        response: {
          200: bulkResponseSchema,
          401: unauthenticatedResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => bulk.apply(request.body, auditContextOf(request)),
  );
};
