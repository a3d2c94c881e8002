import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_REVOKED_MESSAGE,
  documentCodeParamsSchema,
  documentRevokedResponseSchema,
  errorResponseSchema,
  revokeDocumentBodySchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import { createVerificationService } from '../documents/verification.service.js';

/** Issued documents as staff manage them (docs/decisions/0135-verifiable-documents.md). */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVerificationService({ prisma: app.prisma, now: app.now });

  app.post(
    '/documents/:code/revoke',
    {
      schema: {
        tags: ['back office'],
        summary: 'Revoke an issued document: its verification page and API say revoked, with the reason and when',
        security: [{ bearerAuth: [] }],
        params: documentCodeParamsSchema,
        body: revokeDocumentBodySchema,
        response: {
          200: documentRevokedResponseSchema,
          401: unauthenticatedResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const document = await service.revoke(request.params.code, request.body.reason, auditContextOf(request));
      return { success: true as const, message: DOCUMENT_REVOKED_MESSAGE, document };
    },
  );
};
