import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLACEMENT_SAVED_MESSAGE,
  applicationParamsSchema,
  errorResponseSchema,
  placementBodySchema,
  placementResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import { createPlacementService } from './placement.service.js';

/** PUT /admin/applications/:id/placement: where it went (docs/product.md#back-office-where-it-went). */
export const placementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPlacementService(app.prisma);

  app.put(
    '/applications/:id/placement',
    {
      schema: {
        tags: ['back office'],
        summary: 'Record the university, programme and admission number a forwarded application went to',
        description:
          'Replaces all three: a field left out, empty or null is cleared. The student sees them on their ' +
          'application page. 409 CONFLICT before the application has been forwarded to a university.',
        security: [{ bearerAuth: [] }],
        params: applicationParamsSchema,
        body: placementBodySchema,
        response: {
          200: placementResponseSchema,
          401: unauthenticatedResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: PLACEMENT_SAVED_MESSAGE,
      placement: await service.set(request.params.id, request.body, auditContextOf(request)),
    }),
  );
};
