import type { FastifyInstance } from 'fastify';
import { ADMIN_API_PREFIX, API_PREFIX } from '@studychina/contracts';
import type { Config } from './config.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { alertRoutes } from './modules/alerts/alerts.routes.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { applicationRoutes } from './modules/applications/applications.routes.js';
import { catalogPlugin } from './modules/catalog/catalog.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { contentTransferRoutes } from './modules/content/import-export/content-transfer.routes.js';
import { contentImageRoutes } from './modules/content/content-images.routes.js';
import { mediaRoutes } from './modules/content/media.routes.js';
import { contentPreviewPageRoutes } from './modules/content/content-preview-page.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { programmeCatalogueRoutes } from './modules/programmes/catalogue.routes.js';
import { draftRoutes } from './modules/drafts/draft.routes.js';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.js';
import { verificationRoutes } from './modules/documents/verification.routes.js';
import { siteContentPlugin } from './modules/site-content/site-content.js';
import { siteContentRoutes } from './modules/site-content/site-content.routes.js';
import { shortlistRoutes } from './modules/shortlist/shortlist.routes.js';
import { uploadRoutes } from './modules/drafts/uploads.routes.js';

/** Every route module, registered explicitly so each route can be found with grep. */
export async function registerRoutes(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(catalogPlugin, { ttlMs: config.CATALOG_CACHE_TTL_MS });
  await app.register(catalogRoutes, { prefix: API_PREFIX });
  await app.register(programmeCatalogueRoutes, { prefix: API_PREFIX, ttlMs: config.CATALOG_CACHE_TTL_MS });
  await app.register(accountRoutes, { prefix: API_PREFIX, config });
  await app.register(applicationRoutes, { prefix: API_PREFIX, inbox: config.CONTACT_INBOX });
  await app.register(uploadRoutes, { prefix: API_PREFIX, config });
  await app.register(draftRoutes, { prefix: API_PREFIX, config });
  await app.register(dataRightsRoutes, { prefix: API_PREFIX, config });
  await app.register(paymentRoutes, { config });
  await app.register(shortlistRoutes, { prefix: API_PREFIX, ttlMs: config.CATALOG_CACHE_TTL_MS });
  await app.register(contactRoutes, { prefix: API_PREFIX, inbox: config.CONTACT_INBOX });
  await app.register(siteContentPlugin);
  await app.register(siteContentRoutes, { prefix: API_PREFIX });
  await app.register(adminRoutes, { prefix: ADMIN_API_PREFIX, config });
  await app.register(contentRoutes, { prefix: `${ADMIN_API_PREFIX}/content`, previewSecret: config.JWT_SECRET });
  await app.register(contentTransferRoutes, { prefix: `${ADMIN_API_PREFIX}/content` });
  await app.register(contentImageRoutes, { prefix: `${ADMIN_API_PREFIX}/content` });
  await app.register(mediaRoutes);
  await app.register(verificationRoutes, { webUrl: config.WEB_URL });
  await app.register(alertRoutes, { config });
  await app.register(contentPreviewPageRoutes, { secret: config.JWT_SECRET });
}
