import type { IncomingMessage } from 'node:http';
import { cachedAnswer, cachedVary, JSON_TYPE, type CachedBody } from '../../lib/cached-body.js';
import type { FrontAnswerer } from '../../lib/front-server.js';
import type { CatalogCache } from './catalog-cache.js';

/** The French answers' parameter (docs/product.md#api-majors), last, as the web app writes it. */
const FRENCH = 'lang=fr';

/** A page number as the route's schema takes it and as our links write it: no sign, no leading zero. */
const PAGE_NUMBER = /^[1-9][0-9]{0,8}$/;

/**
 * The catalogue's answers served in front of Fastify (lib/front-server.ts): the same bytes, ETag, 304 and
 * encodings as catalog.routes.ts, for the exact URLs the web app asks for, while the cache holds them
 * (`peek`). Any other URL (a trailing slash, another parameter, `?page=02`), a page not built yet and a
 * snapshot that is loading or due go to the route, which reads, validates and refuses as usual.
 */
export function catalogFront(cache: CatalogCache, prefix: string, cacheControl: string): FrontAnswerer {
  const heroes = `${prefix}/heroes`;
  const majors = `${prefix}/majors`;
  const majorsPage = `${majors}?page=`;
  // No Origin header reaches here: CORS's Vary (Origin) comes first, as on the route.
  const vary = cachedVary('Origin');

  function bodyFor(url: string): CachedBody | undefined {
    if (url === heroes) return cache.peek('heroes');
    if (url === `${heroes}?${FRENCH}`) return cache.peek('heroes', 'fr');
    if (url === majors) return cache.peek('allMajors');
    if (url === `${majors}?${FRENCH}`) return cache.peek('allMajors', 'fr');
    if (!url.startsWith(majorsPage)) return undefined;
    const french = url.endsWith(`&${FRENCH}`);
    const page = url.slice(majorsPage.length, french ? -(FRENCH.length + 1) : undefined);
    return PAGE_NUMBER.test(page) ? cache.peek(Number(page), french ? 'fr' : 'en') : undefined;
  }

  return (req: IncomingMessage) => {
    const body = bodyFor(req.url ?? '');
    if (!body) return undefined;
    const headers = ['cache-control', cacheControl, 'etag', body.etag, 'vary', vary];
    const answer = cachedAnswer(body, req.headers['if-none-match'], req.headers['accept-encoding']);
    if (answer.status === 304) return { status: 304, headers };
    headers.push('content-type', JSON_TYPE);
    if (answer.encoding) headers.push('content-encoding', answer.encoding);
    headers.push('content-length', String(answer.payload.length));
    return { status: 200, headers, body: answer.payload };
  };
}
