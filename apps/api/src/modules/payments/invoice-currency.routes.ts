import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  invoiceCurrencyBodySchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import { changeInvoiceCurrency } from './invoice-currency.js';

/** The student chooses what they pay in (docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md). */
export const invoiceCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/invoices/:id/currency',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary:
          'Pay in NGN, XOF or USD: the lines converted again at the latest rates; 409 once a payment is under way or received, 422 without a rate',
        params: invoiceParamsSchema,
        body: invoiceCurrencyBodySchema,
        response: {
          200: invoiceResponseSchema,
          401: unauthenticatedResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await changeInvoiceCurrency(app.prisma, {
        userId: request.account.id,
        invoiceId: request.params.id,
        currency: request.body.currency,
        audit: auditContextOf(request),
        locale: request.locale,
      }),
    }),
  );
};
