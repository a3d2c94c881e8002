import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, receiptOfPaymentParamsSchema } from '@studychina/contracts';
import { auditContextOf } from '../../../plugins/roles.js';
import { pdfAnswer, sendReceipt } from './receipt-reply.js';
import type { Receipts } from './receipts.service.js';

/**
 * Staff download a payment's receipt (docs/decisions/0133-receipts-pdf-and-numbering.md), under /api/v1/admin: staff
 * and admin accounts only (a student: 403), each view audited.
 */
export const receiptAdminRoutes: FastifyPluginAsyncZod<{ receipts: Receipts }> = async (app, { receipts }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);
  app.get(
    '/payments/:id/receipt',
    {
      schema: {
        tags: ['back office'],
        summary: "A succeeded payment's receipt as a PDF download named RCT-000042.pdf (audited; none yet: 404)",
        params: receiptOfPaymentParamsSchema,
        response: {
          200: pdfAnswer,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => sendReceipt(reply, await receipts.forStaff(request.params.id, auditContextOf(request))),
  );
};
