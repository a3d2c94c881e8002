import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@studychina/contracts';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';

/** Every route module, registered explicitly so each route can be found with grep. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(catalogRoutes, { prefix: API_PREFIX });
}
