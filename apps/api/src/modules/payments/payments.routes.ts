import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX, PAYMENTS_API_PREFIX } from '@studychina/contracts';
import type { Config } from '../../config.js';
import { siteOrigin } from '../../plugins/web-pages.js';
import { invoiceCurrencyRoutes } from './invoice-currency.routes.js';
import { invoiceRoutes } from './invoices.routes.js';
import { payLinkPage } from './pay-link-page.js';
import { createPayLinks } from './pay-link.service.js';
import { payLinkRoutes } from './pay-link.routes.js';
import { createPaystackClient } from './paystack-client.js';
import { paystackRoutes } from './paystack.routes.js';
import { createPaystack, PAYSTACK_REVERIFY_JOB, PAYSTACK_VERIFY_JOB } from './paystack.service.js';
import { paystackWebhookRoutes } from './paystack-webhook.routes.js';

/**
 * Invoices and payments (docs/decisions/0129-invoices-and-paystack.md), the module's entry: the student's routes under
 * /api/v1/user, Paystack's webhook under /api/v1/payments, and the two Paystack jobs. Without PAYSTACK_SECRET_KEY
 * invoices work and paying by Paystack answers 503 PAYSTACK_NOT_CONFIGURED.
 */
export const paymentRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const secretKey = config.PAYSTACK_SECRET_KEY ?? null;
  const paystack = createPaystack({
    prisma: app.prisma,
    client: secretKey ? createPaystackClient({ secretKey, baseUrl: config.PAYSTACK_BASE_URL }) : null,
    secretKey,
    jobs: app.jobs,
    now: app.now,
    webUrl: config.WEB_URL,
    log: app.log,
  });
  app.jobs.define(PAYSTACK_VERIFY_JOB, async (payload, job) => {
    await paystack.verifyJob((payload as { reference: string }).reference, job.id);
  });
  app.jobs.schedule(PAYSTACK_REVERIFY_JOB, '*/5 * * * *', async () => {
    await paystack.reverifyPending();
  });

  await app.register(invoiceRoutes, { prefix: API_PREFIX });
  await app.register(paystackRoutes, { prefix: API_PREFIX, paystack });
  await app.register(paystackWebhookRoutes, { prefix: PAYMENTS_API_PREFIX, paystack });
  // The student's currency and the sponsor's payment link (docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md).
  const payLinks = createPayLinks({ prisma: app.prisma, paystack, now: app.now, webUrl: siteOrigin(config.WEB_URL) });
  await app.register(invoiceCurrencyRoutes, { prefix: API_PREFIX });
  await app.register(payLinkRoutes, { prefix: API_PREFIX, payLinks });
  await app.register(payLinkPage, { payLinks, distDir: config.WEB_DIST_DIR, origin: siteOrigin(config.WEB_URL) });
};
