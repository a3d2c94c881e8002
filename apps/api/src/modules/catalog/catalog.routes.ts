import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  heroesResponseSchema,
  majorsQuerySchema,
  majorsResponseSchema,
} from '@studychina/contracts';
import { createCatalogService } from './catalog.service.js';

/** Public content: the home page's heroes and the majors (all, or one page with ?page=n). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app.prisma);

  app.get(
    '/heroes',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Hero slides of the home page',
        response: { 200: heroesResponseSchema },
      },
    },
    async () => ({ heroes: await catalog.heroes() }),
  );

  app.get(
    '/majors',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All majors, or one page of them with ?page=n',
        querystring: majorsQuerySchema,
        response: { 200: majorsResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { page } = request.query;
      if (page === undefined) return { data: await catalog.allMajors() };
      return catalog.majorsPage(page);
    },
  );
};
