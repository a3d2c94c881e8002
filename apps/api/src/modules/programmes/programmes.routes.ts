import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueSlugParamsSchema,
  errorResponseSchema,
  programmeResponseSchema,
  programmesPageResponseSchema,
  programmesQuerySchema,
  type ProgrammesPageResponse,
} from '@studychina/contracts';
import type { Limiter } from '../../plugins/rate-limit.js';
import type { createAnswerMemo } from './answer-memo.js';
import { cacheable } from './catalogue-limits.js';
import type { createProgrammeDetails } from './programme-details.service.js';
import type { ProgrammeSearch } from './programme-search.service.js';

export interface ProgrammesRoutesOptions {
  search: ProgrammeSearch;
  details: ReturnType<typeof createProgrammeDetails>;
  memo: ReturnType<typeof createAnswerMemo<ProgrammesPageResponse>>;
  limiter: Limiter;
}

/** GET /programmes (search, filters, facets) and GET /programmes/:slug (docs/product.md#programme-catalogue). */
export const programmesRoutes: FastifyPluginAsyncZod<ProgrammesRoutesOptions> = async (
  app,
  { search, details, memo, limiter },
) => {
  app.get(
    '/programmes',
    {
      onRequest: (request, reply) => limiter.hit(request, reply),
      schema: {
        tags: ['catalogue'],
        summary: 'Search programmes: filters (each may repeat), facets with counts, 20 a page',
        querystring: programmesQuerySchema,
        response: {
          200: programmesPageResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { locale, query } = request;
      const answer = await memo.get(`${locale}|${JSON.stringify(query)}`, () => search.search(query, locale));
      cacheable(reply);
      return answer;
    },
  );

  app.get(
    '/programmes/:slug',
    {
      onRequest: (request, reply) => limiter.hit(request, reply),
      schema: {
        tags: ['catalogue'],
        summary: 'One programme: costs with estimates, intakes, requirements, documents, scholarships',
        params: catalogueSlugParamsSchema,
        response: { 200: programmeResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await details.bySlug(request.params.slug, request.locale);
      cacheable(reply);
      return { data };
    },
  );
};
