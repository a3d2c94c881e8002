import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { invoiceRoutes } from './invoices.routes.js';

/** Invoices and payments (docs/decisions/0129-invoices-and-paystack.md): the module's entry, one line per route file. */
export const paymentRoutes: FastifyPluginAsync<{ config: Config }> = async (app) => {
  await app.register(invoiceRoutes);
};
