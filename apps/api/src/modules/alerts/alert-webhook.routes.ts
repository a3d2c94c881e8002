import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, text } from '@studychina/contracts';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/http-error.js';
import { keepRawJsonBodies } from '../../lib/raw-json-body.js';
import { termiiSignatureMatches, whatsappSignatureMatches } from './alert-signature.js';

/** The job that applies a provider's event (delivery receipts, STOP): alerts.routes.ts defines it. */
export const ALERT_RECEIPT = 'alert-receipt';
export const ALERTS_WEBHOOK_PREFIX = '/api/v1/alerts';

const receivedSchema = z.object({ received: z.literal(true) });
const anyEvent = z.unknown();

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The providers' webhooks (docs/decisions/0138-whatsapp-and-sms-alerts.md): the signature over the raw bytes is checked
 * first (a bad or missing one, or no secret configured, is 401 and nothing changes); a signed event is queued as a job
 * and answered 200 at once, the job applying it (delivery receipts, STOP, a block).
 */
export const alertWebhookRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const rawBody = keepRawJsonBodies(app);
  const refuse = () => new HttpError(401, 'UNAUTHENTICATED', text('errors.UNAUTHENTICATED_MESSAGE'));
  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const tags = ['alerts'];
  // Every route with a body documents the error shape's 422 (plugins/openapi.test.ts); these take any event as it comes.
  const response = { 200: receivedSchema, 401: errorResponseSchema, 422: errorResponseSchema };

  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags,
        summary:
          "Meta's webhook verification: hub.mode=subscribe with hub.verify_token equal to WHATSAPP_VERIFY_TOKEN answers hub.challenge (else 403)",
        querystring: z.object({
          'hub.mode': z.string().max(32).optional(),
          'hub.verify_token': z.string().max(256).optional(),
          'hub.challenge': z.string().max(256).optional(),
        }),
        response: { 200: z.string(), 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
      const expected = config.WHATSAPP_VERIFY_TOKEN;
      if (mode !== 'subscribe' || !expected || !token || !sameText(token, expected) || challenge === undefined)
        throw new HttpError(403, 'FORBIDDEN', text('answers.FORBIDDEN_MESSAGE'));
      return reply.type('text/plain').send(challenge);
    },
  );

  app.post(
    '/whatsapp/webhook',
    {
      preValidation: async (request) => {
        const secret = config.WHATSAPP_APP_SECRET;
        const raw = rawBody(request);
        if (!secret || !whatsappSignatureMatches(raw, header(request, 'x-hub-signature-256'), secret)) throw refuse();
      },
      schema: {
        tags,
        summary:
          "WhatsApp Cloud API's webhook: X-Hub-Signature-256 must be sha256=<HMAC-SHA256 of the raw body with the app secret> (else 401); statuses (sent, delivered, read, failed) and messages (STOP) are applied by a job",
        body: anyEvent,
        response,
      },
    },
    async (request) => {
      await app.jobs.add(app.prisma, ALERT_RECEIPT, { provider: 'whatsapp', body: request.body });
      return { received: true as const };
    },
  );

  app.post(
    '/termii/webhook',
    {
      preValidation: async (request) => {
        const secret = config.TERMII_SECRET_KEY;
        const raw = rawBody(request);
        if (!secret || !termiiSignatureMatches(raw, header(request, 'x-termii-signature'), secret)) throw refuse();
      },
      schema: {
        tags,
        summary:
          "Termii's delivery reports and inbound messages: X-Termii-Signature must be the HMAC-SHA512 of the raw body with the secret key (else 401); applied by a job",
        body: anyEvent,
        response,
      },
    },
    async (request) => {
      await app.jobs.add(app.prisma, ALERT_RECEIPT, { provider: 'termii', body: request.body });
      return { received: true as const };
    },
  );
};
