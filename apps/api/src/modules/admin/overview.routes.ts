import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OVERVIEW_CSV_NAME,
  errorResponseSchema,
  overviewCsv,
  overviewCsvQuerySchema,
  overviewQuerySchema,
  overviewResponseSchema,
} from '@studychina/contracts';
import { contentDisposition } from '../../lib/stored-file-reply.js';
import { createOverviewService } from './overview.service.js';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

/**
 * The manager's overview (docs/product.md#back-office-overview): admins and staff holding `manager` read the
 * figures as JSON, or one figure's table as CSV.
 */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const overview = createOverviewService(app.prisma, app.now);

  app.get(
    '/overview',
    {
      onRequest: app.requireManager,
      schema: {
        tags: ['back office'],
        summary:
          'The overview: funnel, applications per week by status, days per status, nationalities, programmes, ' +
          'corrections, payments received and staff work over a range of days (admins and managers)',
        description:
          'Counted from the application events, document requests and payments of the applications the filters ' +
          'select (nationality, university, programme, intake, assigned staff member). `from` and `to` are UTC ' +
          'days, both included; by default the last 90 days. Amounts are minor units of their currency.',
        querystring: overviewQuerySchema,
        response: { 200: overviewResponseSchema, ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await overview.figures(request.query) }),
  );

  app.get(
    '/overview.csv',
    {
      onRequest: app.requireManager,
      schema: {
        tags: ['back office'],
        summary: "One figure of the overview as CSV (UTF-8 with BOM): the same rows as the JSON's field `figure`",
        querystring: overviewCsvQuerySchema,
        response: {
          200: z.string().meta({ format: 'binary', description: 'CSV, UTF-8 with a byte-order mark' }),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { figure, ...query } = request.query;
      const figures = await overview.figures(query);
      return (reply as FastifyReply)
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', `${OVERVIEW_CSV_NAME}-${figure}.csv`))
        .header('Cache-Control', 'private, no-store')
        .send(overviewCsv(figure, figures[figure]));
    },
  );
};
