import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  invoiceParamsSchema,
  payLinkCreatedSchema,
  payLinkParamsSchema,
  payLinkPaystackBodySchema,
  payLinkResponseSchema,
  paystackStartResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.js';
import { clientKey } from '../../plugins/rate-limit.js';
import { auditContextOf } from '../../plugins/roles.js';
import { visitorAudit, type PayLinks } from './pay-link.service.js';

/** Reads of payment links per address and 10 minutes: a family opening it often, not someone guessing tokens. */
const READ_LIMIT = { max: 60, windowMs: 10 * 60_000 };
/** Transactions a payment link's visitors start per address and hour (each is a call to Paystack). */
const PAY_LIMIT = { max: 10, windowMs: 60 * 60_000 };
/** Links a student makes per hour. */
const SHARE_LIMIT = { max: 20, windowMs: 60 * 60_000 };

/**
 * The payment link (docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md): the student shares and revokes it;
 * whoever holds it, without an account, reads the invoice and pays it. Audited as made by nobody (actorId null) from
 * the visitor's address.
 */
export const payLinkRoutes: FastifyPluginAsyncZod<{ payLinks: PayLinks }> = async (app, { payLinks }) => {
  acceptEmptyJsonBody(app);
  const tags = ['payments'];
  const shareLimiter = app.limiter({ ...SHARE_LIMIT, key: (request) => `pay-link-share:${request.account.id}` });
  const readLimiter = app.limiter({ ...READ_LIMIT, key: (request) => `pay-link-read:${clientKey(request)}` });
  const payLimiter = app.limiter({ ...PAY_LIMIT, key: (request) => `pay-link-pay:${clientKey(request)}` });
  const invalid = { 404: errorResponseSchema, 429: errorResponseSchema };

  app.post(
    '/invoices/:id/share',
    {
      onRequest: [app.authenticate, (request, reply) => shareLimiter.hit(request, reply)],
      schema: {
        tags,
        summary:
          'Make a payment link for a parent or sponsor: { url, token, expiresAt }; it replaces the last one and lives 14 days',
        params: invoiceParamsSchema,
        response: {
          200: payLinkCreatedSchema,
          401: unauthenticatedResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => payLinks.share(request.account.id, request.params.id, auditContextOf(request), request.locale),
  );

  app.delete(
    '/invoices/:id/share',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Revoke the invoice's payment link: it answers PAY_LINK_INVALID from now on",
        params: invoiceParamsSchema,
        response: {
          204: z.null().describe('Revoked (or there was none)'),
          401: unauthenticatedResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await payLinks.revoke(request.account.id, request.params.id, auditContextOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/pay/:token',
    {
      onRequest: (request, reply) => readLimiter.hit(request, reply),
      schema: {
        tags,
        summary:
          "A payment link's invoice, without an account: number, lines, total, status, the student's first name; 404 PAY_LINK_INVALID when unknown, expired or revoked",
        params: payLinkParamsSchema,
        response: { 200: payLinkResponseSchema, ...invalid },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      return { data: await payLinks.read(request.params.token, request.locale) };
    },
  );

  app.post(
    '/pay/:token/paystack',
    {
      onRequest: (request, reply) => payLimiter.hit(request, reply),
      schema: {
        tags,
        summary:
          "Pay a payment link's invoice by Paystack, without an account: { authorization_url, reference }; back to the link's page",
        params: payLinkParamsSchema,
        body: payLinkPaystackBodySchema,
        response: {
          200: paystackStartResponseSchema,
          ...invalid,
          409: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) =>
      payLinks.startPaystack(request.params.token, request.body.email, visitorAudit(request), request.locale),
  );

  app.post(
    '/pay/:token/paystack/verify',
    {
      onRequest: (request, reply) => readLimiter.hit(request, reply),
      schema: {
        tags,
        summary:
          "Back from Paystack on a payment link's page: verify its pending Paystack payments and answer the invoice",
        params: payLinkParamsSchema,
        response: { 200: payLinkResponseSchema, ...invalid, 503: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await payLinks.verifyPaystack(request.params.token, visitorAudit(request), request.locale),
    }),
  );
};
