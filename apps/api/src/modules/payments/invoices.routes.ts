import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  invoicesResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { createInvoices } from './invoices.service.js';

/** The signed-in student's invoices (docs/decisions/0129-invoices-and-paystack.md): the list and one of them. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoices = createInvoices(app.prisma);
  const tags = ['payments'];

  app.get(
    '/invoices',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in student's invoices, newest first",
        response: { 200: invoicesResponseSchema, 401: unauthenticatedResponseSchema },
      },
    },
    async (request) => ({ data: await invoices.listOwn(request.account.id, request.locale) }),
  );

  app.get(
    '/invoices/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "One of the student's invoices: lines, total, status, payments (another student's: 404)",
        params: invoiceParamsSchema,
        response: { 200: invoiceResponseSchema, 401: unauthenticatedResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await invoices.getOwn(request.account.id, request.params.id, request.locale) }),
  );
};
