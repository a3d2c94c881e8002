import { startSite } from './site-server';

/**
 * Playwright global setup: one site for all journeys. Workers start after this and inherit the
 * environment, which is how they learn the address and the outbox (see fixtures.ts).
 */
export default async function globalSetup() {
  const site = await startSite();
  process.env.E2E_BASE_URL = site.baseURL;
  process.env.E2E_OUTBOX_DIR = site.outboxDir;
  process.env.E2E_WHATSAPP_URL = site.whatsappURL;
  return () => site.stop();
}
