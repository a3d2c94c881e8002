import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addInvoiceLineBodySchema,
  changeInvoiceLineBodySchema,
  errorResponseSchema,
  invoiceLineParamsSchema,
  invoiceParamsSchema,
  staffInvoiceResponseSchema,
  unauthenticatedResponseSchema,
  waiveInvoiceBodySchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import { createInvoiceLines } from '../payments/invoice-lines.service.js';

const tags = ['back office'];
const security = [{ bearerAuth: [] }];
const answers = {
  200: staffInvoiceResponseSchema,
  401: unauthenticatedResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
} as const;

/**
 * Staff's changes to an invoice before anything is paid on it, each with a reason and audited
 * (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md); each answers the invoice as staff see it.
 */
export const invoiceLinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const lines = createInvoiceLines(app.prisma);

  app.post(
    '/invoices/:id/lines',
    {
      schema: {
        tags,
        summary: 'Add a line to an unpaid invoice, converted at the invoice’s rate (staff; 409 once paid)',
        security,
        params: invoiceParamsSchema,
        body: addInvoiceLineBodySchema,
        response: answers,
      },
    },
    async (request) => ({ data: await lines.addLine(request.params.id, request.body, auditContextOf(request)) }),
  );

  app.patch(
    '/invoices/:id/lines/:lineId',
    {
      schema: {
        tags,
        summary: 'Change a line’s amount, or waive it (or charge it again), with a reason (staff; 409 once paid)',
        security,
        params: invoiceLineParamsSchema,
        body: changeInvoiceLineBodySchema,
        response: answers,
      },
    },
    async (request) => ({
      data: await lines.changeLine(request.params.id, request.params.lineId, request.body, auditContextOf(request)),
    }),
  );

  app.post(
    '/invoices/:id/waive',
    {
      schema: {
        tags,
        summary: 'Waive the whole invoice with a reason: nothing left to pay, status waived (staff; 409 once paid)',
        security,
        params: invoiceParamsSchema,
        body: waiveInvoiceBodySchema,
        response: answers,
      },
    },
    async (request) => ({ data: await lines.waive(request.params.id, request.body, auditContextOf(request)) }),
  );
};
