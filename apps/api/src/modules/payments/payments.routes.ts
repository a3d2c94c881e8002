import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_API_PREFIX, API_PREFIX, PAYMENTS_API_PREFIX } from '@studychina/contracts';
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
import { transferAdminRoutes } from './transfer-admin.routes.js';
import { transferRoutes } from './transfer.routes.js';
import type { TransferDeps } from './transfer.service.js';
import { RECEIPT_MAIL_JOB } from './receipts/issue-receipt.js';
import { receiptAdminRoutes } from './receipts/receipts-admin.routes.js';
import { receiptRoutes } from './receipts/receipts.routes.js';
import { createReceipts } from './receipts/receipts.service.js';

/**
 * Invoices and payments (docs/decisions/0129-invoices-and-paystack.md), the module's entry: the student's routes under
 * /api/v1/user, Paystack's webhook under /api/v1/payments, the two Paystack jobs, and bank transfers (the student's
 * proof, staff's confirmations and the bank details, under /api/v1/admin). Without PAYSTACK_SECRET_KEY
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
  // Receipts (docs/decisions/0133-receipts-pdf-and-numbering.md): the issuer's details are the site's published ones.
  const receipts = createReceipts({
    prisma: app.prisma,
    mailer: app.mailer,
    now: app.now,
    log: app.log,
    contact: (locale) => app.siteContent.page('contact', locale),
  });
  app.jobs.define(RECEIPT_MAIL_JOB, async (payload) => {
    await receipts.mailJob((payload as { receiptId: string }).receiptId);
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
  // Bank transfers (docs/decisions/0130-bank-transfer-proof-and-confirmation.md): the student's proof, staff's decisions.
  const transfers: TransferDeps = {
    prisma: app.prisma,
    storage: app.storage,
    limits: app.uploadLimits,
    mailer: app.mailer,
    jobs: app.jobs,
    now: app.now,
  };
  await app.register(transferRoutes, { prefix: API_PREFIX, deps: transfers, payLinks });
  await app.register(transferAdminRoutes, { prefix: ADMIN_API_PREFIX, deps: transfers });
  await app.register(payLinkPage, { payLinks, distDir: config.WEB_DIST_DIR, origin: siteOrigin(config.WEB_URL) });
  await app.register(receiptRoutes, { prefix: API_PREFIX, receipts });
  await app.register(receiptAdminRoutes, { prefix: ADMIN_API_PREFIX, receipts });
};
