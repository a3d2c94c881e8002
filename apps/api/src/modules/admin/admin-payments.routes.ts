import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYMENTS_CSV_NAME,
  adminPaymentsFiltersSchema,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  errorResponseSchema,
  paymentParamsSchema,
  refundBodySchema,
  refundResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { contentDisposition } from '../../lib/stored-file-reply.js';
import { auditContextOf } from '../../plugins/roles.js';
import { createAdminPayments } from '../payments/admin-payments.service.js';
import { createRefunds } from '../payments/refunds.service.js';

const tags = ['back office'];
const security = [{ bearerAuth: [] }];
const refusals = { 401: unauthenticatedResponseSchema, 403: errorResponseSchema } as const;

/**
 * The back office's payments (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md), under /admin, for
 * staff and admins (the admin module's hooks): the list with totals per currency, its CSV, and refunds recorded.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createAdminPayments(app.prisma);
  const refunds = createRefunds(app.prisma);

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Payments newest first, by status, method and day, with what succeeded per currency (staff)',
        security,
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema, ...refusals, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      return payments.page(filters, page ?? 1);
    },
  );

  app.get(
    '/payments.csv',
    {
      schema: {
        tags,
        summary: 'Every payment under the filters as CSV (UTF-8 with BOM), streamed (staff, audited)',
        security,
        querystring: adminPaymentsFiltersSchema,
        response: {
          200: z.string().meta({ format: 'binary', description: 'CSV, UTF-8 with a byte-order mark' }),
          ...refusals,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const stream = await payments.csv(request.query, auditContextOf(request));
      return (reply as FastifyReply)
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', `${PAYMENTS_CSV_NAME}.csv`))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.post(
    '/payments/:id/refund',
    {
      schema: {
        tags,
        summary: 'Record a refund of a received payment: at most what it brought less earlier refunds (staff)',
        description: 'Recorded, not sent: the money goes back outside this API. Audited with who and why.',
        security,
        params: paymentParamsSchema,
        body: refundBodySchema,
        response: {
          201: refundResponseSchema,
          ...refusals,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const refund = await refunds.record(request.params.id, request.body, auditContextOf(request));
      return reply.code(201).send({ data: refund });
    },
  );
};
