import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { alertMessageRoutes } from './alert-message.routes.js';
import { bulkRoutes } from './bulk.routes.js';
import { adminPaymentsRoutes } from './admin-payments.routes.js';
import { invoiceLinesRoutes } from './invoice-lines.routes.js';
import { documentsRoutes } from './documents.routes.js';
import { exchangeRatesRoutes } from './exchange-rates.routes.js';
import { overviewRoutes } from './overview.routes.js';
import { placementRoutes } from './placement.routes.js';
import { queueRoutes } from './queue.routes.js';
import { retentionRoutes } from './retention.routes.js';
import { staffRoutes } from './staff.routes.js';
import { statusPreviewRoutes } from './status-preview.routes.js';
import { templatesRoutes } from './templates.routes.js';
import { workflowRoutes } from './workflow.routes.js';

/**
 * The back office, under /api/v1/admin (docs/product.md#back-office-statuses-and-workflow). Every route
 * of this module needs a live token of a staff or admin account: the hooks below run before each route's
 * own, so no route file can forget them (no token or a dead one: 401; a student: 403 FORBIDDEN). A route
 * for admins only adds `onRequest: app.requireAdmin`. One line per route file.
 */
export const adminRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);
  await app.register(workflowRoutes);
  await app.register(statusPreviewRoutes);
  await app.register(queueRoutes);
  await app.register(bulkRoutes);
  await app.register(staffRoutes, { config });
  await app.register(placementRoutes);
  await app.register(templatesRoutes);
  await app.register(exchangeRatesRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(invoiceLinesRoutes);
  await app.register(documentsRoutes);
  await app.register(alertMessageRoutes);
  await app.register(overviewRoutes);
  await app.register(retentionRoutes, { config });
};
