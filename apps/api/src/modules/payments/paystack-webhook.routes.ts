import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema, paystackEventSchema, paystackWebhookResponseSchema } from '@studychina/contracts';
import type { Paystack } from './paystack.service.js';

/** The webhook's bodies are small JSON events; anything larger is not Paystack's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/v1/payments/paystack/webhook (docs/decisions/0129-invoices-and-paystack.md). The signature is over the
 * raw bytes, so this scope reads JSON as bytes and keeps them beside the parsed event; the signature is checked
 * before the body is validated, the event is stored once and answered 200 at once, and a job verifies it.
 */
export const paystackWebhookRoutes: FastifyPluginAsyncZod<{ paystack: Paystack }> = async (app, { paystack }) => {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body: Buffer, done) => {
      rawBodies.set(request, body);
      try {
        done(null, JSON.parse(body.toString('utf8')));
      } catch {
        // Not JSON: the signature check still runs first and answers 401 for anything not signed by Paystack.
        done(null, null);
      }
    },
  );

  app.post(
    '/paystack/webhook',
    {
      preValidation: async (request) => {
        const signature = request.headers['x-paystack-signature'];
        paystack.authenticateWebhook(
          rawBodies.get(request) ?? Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
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
      await paystack.receive(request.body, rawBodies.get(request) ?? Buffer.alloc(0));
      return { received: true as const };
    },
  );
};
