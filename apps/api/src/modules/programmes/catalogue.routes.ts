import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProgrammesPageResponse } from '@studychina/contracts';
import { clientKey } from '../../plugins/rate-limit.js';
import { createAnswerMemo } from './answer-memo.js';
import { CATALOGUE_READ_LIMIT } from './catalogue-limits.js';
import { createPrices } from './money.js';
import { createProgrammeDetails } from './programme-details.service.js';
import { createProgrammeSearch } from './programme-search.service.js';
import { programmesRoutes } from './programmes.routes.js';
import { createScholarships } from './scholarships.service.js';
import { scholarshipsRoutes } from './scholarships.routes.js';
import { createUniversities } from './universities.service.js';
import { universitiesRoutes } from './universities.routes.js';

/**
 * The programme catalogue's public routes (docs/product.md#programme-catalogue), the module's entry: one limiter
 * per client address for all of them, prices read with the rates of the moment, searches kept `ttlMs`.
 */
export const programmeCatalogueRoutes: FastifyPluginAsyncZod<{ ttlMs: number }> = async (app, { ttlMs }) => {
  const now = () => app.now();
  const prices = createPrices(app.prisma, { ttlMs, now: () => app.now().getTime() });
  const limiter = app.limiter({ ...CATALOGUE_READ_LIMIT, key: (request) => `catalogue:${clientKey(request)}` });
  const memo = createAnswerMemo<ProgrammesPageResponse>({ ttlMs, max: 500, now: () => app.now().getTime() });
  // The catalogue's answers follow a publish on any instance (decision 0121), not a TTL.
  app.contentChanges.subscribe((change) => {
    memo.clear();
    if (change === '*' || change === 'rates') prices.invalidate();
  });
  await app.register(programmesRoutes, {
    search: createProgrammeSearch(app.prisma, prices, now),
    details: createProgrammeDetails(app.prisma, prices, now),
    memo,
    limiter,
  });
  await app.register(universitiesRoutes, { universities: createUniversities(app.prisma, prices, now), limiter });
  await app.register(scholarshipsRoutes, { scholarships: createScholarships(app.prisma, prices, now), limiter });
};
