import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueSlugParamsSchema,
  errorResponseSchema,
  scholarshipResponseSchema,
  scholarshipsPageResponseSchema,
  scholarshipsQuerySchema,
} from '@studychina/contracts';
import type { Limiter } from '../../plugins/rate-limit.js';
import { cacheable } from './catalogue-limits.js';
import type { createScholarships } from './scholarships.service.js';

/** GET /scholarships (degree, provider, open=1, page) and GET /scholarships/:slug. */
export const scholarshipsRoutes: FastifyPluginAsyncZod<{
  scholarships: ReturnType<typeof createScholarships>;
  limiter: Limiter;
}> = async (app, { scholarships, limiter }) => {
  app.get(
    '/scholarships',
    {
      onRequest: (request, reply) => limiter.hit(request, reply),
      schema: {
        tags: ['catalogue'],
        summary: 'Scholarships, 20 a page, by degree level, provider, open',
        querystring: scholarshipsQuerySchema,
        response: {
          200: scholarshipsPageResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await scholarships.page(request.query, request.locale);
      cacheable(reply);
      return answer;
    },
  );

  app.get(
    '/scholarships/:slug',
    {
      onRequest: (request, reply) => limiter.hit(request, reply),
      schema: {
        tags: ['catalogue'],
        summary: 'One scholarship: what it covers, how to apply, where it applies',
        params: catalogueSlugParamsSchema,
        response: { 200: scholarshipResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await scholarships.bySlug(request.params.slug, request.locale);
      cacheable(reply);
      return { data };
    },
  );
};
