import fp from 'fastify-plugin';
import { seedIfEmpty } from '@studychina/db';
import type { Major } from '@studychina/contracts';
import { createCatalogCache, type CatalogCache } from './catalog-cache.js';
import { createCatalogService, type MajorChange } from './catalog.service.js';

/**
 * The catalogue of the app: its answers come from memory (catalog-cache.ts), and every change made
 * through it (the seed loader at start, a write through the service) empties that memory at once.
 */
export interface Catalog {
  cache: CatalogCache;
  updateMajor(id: number, change: MajorChange): Promise<Major>;
  /** Loads prisma/seed into empty tables (server start, tests). */
  seed(seedDir: string): ReturnType<typeof seedIfEmpty>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: Catalog;
  }
}

export const catalogPlugin = fp<{ ttlMs: number }>(async (app, { ttlMs }) => {
  const service = createCatalogService(app.prisma);
  // The app's clock (BuildOptions.now), so a test moves time past the TTL instead of sleeping through it.
  const cache = createCatalogCache(service, { ttlMs, now: () => app.now().getTime() });
  const catalog: Catalog = {
    cache,
    async updateMajor(id, change) {
      const major = await service.updateMajor(id, change);
      cache.invalidate();
      return major;
    },
    async seed(seedDir) {
      const result = await seedIfEmpty(app.prisma, seedDir);
      cache.invalidate();
      return result;
    },
  };
  // Majors and heroes published on any instance: the next answer reads them again (decision 0121).
  app.contentChanges.subscribe((change) => {
    if (change === '*' || change === 'majors' || change === 'heroes') cache.invalidate();
  });
  app.decorate('catalog', catalog);
});
