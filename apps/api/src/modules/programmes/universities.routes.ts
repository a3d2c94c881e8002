import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueSlugParamsSchema,
  errorResponseSchema,
  universitiesPageResponseSchema,
  universitiesQuerySchema,
  universityResponseSchema,
} from '@studychina/contracts';
import type { Limiter } from '../../plugins/rate-limit.js';
import { cacheable } from './catalogue-limits.js';
import type { createUniversities } from './universities.service.js';

/** GET /universities (q, city, page) and GET /universities/:slug (with its programmes and scholarships). */
export const universitiesRoutes: FastifyPluginAsyncZod<{
  universities: ReturnType<typeof createUniversities>;
  limiter: Limiter;
}> = async (app, { universities, limiter }) => {
  app.get(
    '/universities',
    {
      onRequest: (request, reply) => limiter.hit(request, reply),
      schema: {
        tags: ['catalogue'],
        summary: 'Universities, 20 a page, by name or city',
        querystring: universitiesQuerySchema,
        response: {
          200: universitiesPageResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await universities.page(request.query, request.locale);
      cacheable(reply);
      return answer;
    },
  );

  app.get(
    '/universities/:slug',
    {
      onRequest: (request, reply) => limiter.hit(request, reply),
      schema: {
        tags: ['catalogue'],
        summary: 'One university: accommodation, programmes, scholarships',
        params: catalogueSlugParamsSchema,
        response: { 200: universityResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await universities.bySlug(request.params.slug, request.locale);
      cacheable(reply);
      return { data };
    },
  );
};
