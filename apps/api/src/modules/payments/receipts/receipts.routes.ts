import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, receiptParamsSchema, unauthenticatedResponseSchema } from '@studychina/contracts';
import { pdfAnswer, sendReceipt } from './receipt-reply.js';
import type { Receipts } from './receipts.service.js';

/** PDFs made per account and hour: far above a student downloading their receipts, a bound on the work. */
export const RECEIPT_DOWNLOAD_LIMIT = { max: 60, windowMs: 60 * 60_000 };

/** The student downloads a receipt of one of their invoices (docs/decisions/0133-receipts-pdf-and-numbering.md). */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: Receipts }> = async (app, { receipts }) => {
  const limiter = app.limiter({ ...RECEIPT_DOWNLOAD_LIMIT, key: (request) => `receipt:${request.account.id}` });
  app.get(
    '/invoices/:id/receipts/:paymentId',
    {
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply)],
      schema: {
        tags: ['payments'],
        summary:
          "The receipt of a succeeded payment of one of the student's invoices, as a PDF download named RCT-000042.pdf (another student's, or none yet: 404)",
        params: receiptParamsSchema,
        response: {
          200: pdfAnswer,
          401: unauthenticatedResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await receipts.forStudent(request.account.id, request.params.id, request.params.paymentId)),
  );
};
