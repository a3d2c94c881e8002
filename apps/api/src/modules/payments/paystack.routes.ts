import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  paystackStartResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.js';
import { auditContextOf } from '../../plugins/roles.js';
import type { Paystack } from './paystack.service.js';

/** Transactions started per account and hour: far above a student retrying a card, a bound on Paystack calls. */
const PAYSTACK_START_LIMIT = { max: 20, windowMs: 60 * 60_000 };

/**
 * The student pays an invoice by Paystack (docs/decisions/0129-invoices-and-paystack.md): start a transaction, then,
 * back on the dashboard, ask us to verify it.
 */
export const paystackRoutes: FastifyPluginAsyncZod<{ paystack: Paystack }> = async (app, { paystack }) => {
  acceptEmptyJsonBody(app);
  const limiter = app.limiter({ ...PAYSTACK_START_LIMIT, key: (request) => `paystack:${request.account.id}` });
  const tags = ['payments'];
  const errors = { 401: unauthenticatedResponseSchema, 404: errorResponseSchema, 503: errorResponseSchema };

  app.post(
    '/invoices/:id/paystack',
    {
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply)],
      schema: {
        tags,
        summary:
          'Start paying what is due by Paystack: { authorization_url, reference }; 409 when nothing is due, 503 PAYSTACK_NOT_CONFIGURED without a key',
        params: invoiceParamsSchema,
        response: { 200: paystackStartResponseSchema, ...errors, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => paystack.start(request.account, request.params.id, auditContextOf(request)),
  );

  app.post(
    '/invoices/:id/paystack/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Back from Paystack: verify the invoice's pending Paystack payments with Paystack and answer the invoice as it now is",
        params: invoiceParamsSchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await paystack.verifyOwn(request.account.id, request.params.id, auditContextOf(request), request.locale),
    }),
  );
};
