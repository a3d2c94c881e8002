import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  shortlistParamsSchema,
  shortlistResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.js';
import { createPrices } from '../programmes/money.js';
import { createShortlist } from './shortlist.service.js';

/** Changes per account and minute: far above a student clicking "Save", low enough to bound the writes. */
const SHORTLIST_WRITE_LIMIT = { max: 60, windowMs: 60_000 };

/**
 * The signed-in student's shortlist (docs/product.md#shortlist): GET /shortlist, PUT and DELETE
 * /shortlist/:programmeId, each answering the list as it now is.
 */
export const shortlistRoutes: FastifyPluginAsyncZod<{ ttlMs: number }> = async (app, { ttlMs }) => {
  // PUT and DELETE take no body; a client that still says "application/json" is not refused for it.
  acceptEmptyJsonBody(app);
  const prices = createPrices(app.prisma, { ttlMs, now: () => app.now().getTime() });
  app.contentChanges.subscribe((change) => (change === '*' || change === 'rates') && prices.invalidate());
  const shortlist = createShortlist(app.prisma, prices, () => app.now());
  const limiter = app.limiter({ ...SHORTLIST_WRITE_LIMIT, key: (request) => `shortlist:${request.account.id}` });
  const tags = ['shortlist'];
  const errors = { 401: unauthenticatedResponseSchema, 404: errorResponseSchema };

  app.get(
    '/shortlist',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in student's saved programmes, newest first",
        response: { 200: shortlistResponseSchema, 401: unauthenticatedResponseSchema },
      },
    },
    async (request) => ({ data: await shortlist.list(request.account.id, request.locale) }),
  );

  app.put(
    '/shortlist/:programmeId',
    {
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply)],
      schema: {
        tags,
        summary: 'Save a programme (again: no change); 404 for a programme the catalogue does not publish',
        params: shortlistParamsSchema,
        response: { 200: shortlistResponseSchema, ...errors, 422: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await shortlist.add(request.account.id, request.params.programmeId, request.locale),
    }),
  );

  app.delete(
    '/shortlist/:programmeId',
    {
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply)],
      schema: {
        tags,
        summary: 'Remove a programme from the shortlist; 404 when it is not on it',
        params: shortlistParamsSchema,
        response: { 200: shortlistResponseSchema, ...errors, 422: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await shortlist.remove(request.account.id, request.params.programmeId, request.locale),
    }),
  );
};
