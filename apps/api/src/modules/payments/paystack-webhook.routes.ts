import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, paystackEventSchema, paystackWebhookResponseSchema } from '@studychina/contracts';
import { keepRawJsonBodies } from '../../lib/raw-json-body.js';
import type { Paystack } from './paystack.service.js';

/**
 * POST /api/v1/payments/paystack/webhook (docs/decisions/0129-invoices-and-paystack.md). The signature is over the
 * raw bytes, so this scope keeps them (lib/raw-json-body.ts); the signature is checked
 * before the body is validated, the event is stored once and answered 200 at once, and a job verifies it.
 */
export const paystackWebhookRoutes: FastifyPluginAsyncZod<{ paystack: Paystack }> = async (app, { paystack }) => {
  const rawBody = keepRawJsonBodies(app);

  app.post(
    '/paystack/webhook',
    {
      preValidation: async (request) => {
        const signature = request.headers['x-paystack-signature'];
        paystack.authenticateWebhook(rawBody(request), typeof signature === 'string' ? signature : undefined);
      },
      schema: {
        tags: ['payments'],
        summary:
          "Paystack's webhook: x-paystack-signature must be the HMAC-SHA512 of the raw body with our secret key (else 401); each event is stored once and verified in a job",
        body: paystackEventSchema,
        response: {
          200: paystackWebhookResponseSchema,
          401: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await paystack.receive(request.body, rawBody(request));
      return { received: true as const };
    },
  );
};
