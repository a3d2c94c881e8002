import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  exchangeRateParamsSchema,
  exchangeRateResponseSchema,
  exchangeRatesResponseSchema,
  setExchangeRateBodySchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import { createExchangeRates } from '../programmes/exchange-rates.service.js';

const refusals = { 401: unauthenticatedResponseSchema, 403: errorResponseSchema } as const;
const security = [{ bearerAuth: [] }];

/**
 * /admin/exchange-rates (docs/product.md#api-programmes): staff read the latest rate of NGN, XOF and USD and set a
 * day's rate, from which the catalogue's estimates are made.
 */
export const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rates = createExchangeRates(app.prisma, () => app.now());

  app.get(
    '/exchange-rates',
    {
      schema: {
        tags: ['back office'],
        summary: 'The latest exchange rate of each estimate currency (staff and admins)',
        security,
        response: { 200: exchangeRatesResponseSchema, ...refusals },
      },
    },
    async () => ({ data: await rates.latest() }),
  );

  app.put(
    '/exchange-rates/:currency',
    {
      schema: {
        tags: ['back office'],
        summary: "Set a day's rate of NGN, XOF or USD for one yuan (staff and admins)",
        security,
        params: exchangeRateParamsSchema,
        body: setExchangeRateBodySchema,
        response: { 200: exchangeRateResponseSchema, ...refusals, 422: errorResponseSchema },
      },
    },
    async (request) => ({ data: await rates.set(request.params.currency, request.body, auditContextOf(request)) }),
  );
};
