import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  heroesQuerySchema,
  heroesResponseSchema,
  majorsQuerySchema,
  majorsResponseSchema,
  notModifiedResponseSchema,
} from '@studychina/contracts';
import { sendCached } from '../../lib/cached-body.js';
import { catalogFront } from './catalog-front.js';

/**
 * The catalogue changes a few times a year and is read on every visit: browsers and proxies may keep an
 * answer a minute and use it for ten more while they check it again (docs/product.md#catalogue-caching).
 */
const CATALOG_CACHE = { cacheControl: 'public, max-age=60, stale-while-revalidate=600' };
/** The bodies are stored compressed (lib/cached-body.ts): plugins/compression.ts need not look at them. */
const PRECOMPRESSED = { compress: false } as const;

/**
 * Public content: the home page's heroes and the majors (all, or one page with ?page=n), sent from
 * memory as pre-serialised bodies with an ETag (304 on If-None-Match): catalog-cache.ts.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cache } = app.catalog;
  // What these routes have answered once is then answered in front of Fastify, while it is fresh.
  app.front.use(catalogFront(cache, app.prefix, CATALOG_CACHE.cacheControl));

  app.get(
    '/heroes',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['catalog'],
        summary: 'Hero slides of the home page (in French with ?lang=fr)',
        querystring: heroesQuerySchema,
        response: { 200: heroesResponseSchema, 304: notModifiedResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await cache.heroes(request.query.lang), CATALOG_CACHE),
  );

  app.get(
    '/majors',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['catalog'],
        summary: 'All majors, or one page of them with ?page=n (in French with ?lang=fr)',
        querystring: majorsQuerySchema,
        response: {
          200: majorsResponseSchema,
          304: notModifiedResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { page, lang } = request.query;
      const body = await (page === undefined ? cache.allMajors(lang) : cache.majorsPage(page, lang));
      return sendCached(request, reply, body, CATALOG_CACHE);
    },
  );
};
