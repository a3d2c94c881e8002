import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  programmesQuerySchema,
  scholarshipsQuerySchema,
  text,
  type CatalogueDataLoader,
  type CatalogueDataRequest,
  type Locale,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { createPrices } from '../programmes/money.js';
import { createProgrammeDetails } from '../programmes/programme-details.service.js';
import { createProgrammeSearch } from '../programmes/programme-search.service.js';
import { createScholarships } from '../programmes/scholarships.service.js';
import { createUniversities } from '../programmes/universities.service.js';

/**
 * The reads of the server-rendered catalogue pages, answered by the catalogue's services in-process
 * (docs/decisions/0114-catalogue-pages-rendered-on-request.md): a page asks for `{ path, query }` as the browser
 * would ask the API, and gets the same answer the route would give, without HTTP. An unknown slug answers
 * `undefined` (the page is a 404); a refused filter or a page past the last throws the route's HttpError.
 */
export function createPageData(app: FastifyInstance, { ttlMs }: { ttlMs: number }): CatalogueDataLoader {
  const now = () => app.now();
  const prices = createPrices(app.prisma, { ttlMs, now: () => app.now().getTime() });
  app.contentChanges.subscribe((change) => (change === '*' || change === 'rates') && prices.invalidate());
  const search = createProgrammeSearch(app.prisma, prices, now);
  const programmes = createProgrammeDetails(app.prisma, prices, now);
  const universities = createUniversities(app.prisma, prices, now);
  const scholarships = createScholarships(app.prisma, prices, now);

  const detail = async <T>(find: () => Promise<T>) => {
    try {
      return { data: await find() };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    }
  };

  return async ({ path, query }: CatalogueDataRequest, locale: Locale) => {
    const [, kind, slug, extra] = path.split('/');
    const params = new URLSearchParams(query);
    if (extra !== undefined) return undefined;
    if (kind === 'programmes' && slug === undefined)
      return search.search(parsed(programmesQuerySchema, params), locale);
    if (kind === 'scholarships' && slug === undefined)
      return scholarships.page(parsed(scholarshipsQuerySchema, params), locale);
    if (slug === undefined) return undefined;
    const name = decodeURIComponent(slug);
    if (kind === 'programmes') return detail(() => programmes.bySlug(name, locale));
    if (kind === 'universities') return detail(() => universities.bySlug(name, locale));
    if (kind === 'scholarships') return detail(() => scholarships.bySlug(name, locale));
    return undefined;
  };
}

/** The address's query as its route takes it: a repeated name is a list; a refused one a 422 as from the route. */
function parsed<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const input: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    input[name] = values.length > 1 ? values : values[0]!;
  }
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(422, 'VALIDATION_FAILED', text('errors.VALIDATION_FAILED_MESSAGE'));
  return result.data;
}
