import type { FastifyReply } from 'fastify';

/**
 * Public reads of the programme catalogue, per client address: a search runs six statements, so a client may
 * not run them without end (docs/product.md#programme-catalogue). A visitor paging and filtering stays far below.
 */
export const CATALOGUE_READ_LIMIT = { max: 240, windowMs: 60 * 1000 };

/** Browsers and proxies may keep an answer ten seconds, and use it a minute more while they ask again. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

/** The answer depends on the language asked (Accept-Language): a shared cache must keep one per language. */
export function cacheable(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.headers({
    'cache-control': CATALOGUE_CACHE_CONTROL,
    vary: vary ? `${String(vary)}, Accept-Language` : 'Accept-Language',
  });
}
