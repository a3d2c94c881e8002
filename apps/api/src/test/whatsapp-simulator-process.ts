import { startWhatsappSimulator } from './whatsapp-simulator.js';

/*
 * The WhatsApp Cloud API simulator (./whatsapp-simulator.ts) as a process of its own, for the browser journeys
 * (apps/web/e2e/site-server.ts starts it beside the site, whose WHATSAPP_API_URL points here):
 * `node --import tsx src/test/whatsapp-simulator-process.ts`, with WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID,
 * WHATSAPP_APP_SECRET and WHATSAPP_WEBHOOK_URL (the site's webhook) in its environment. The journeys read the
 * messages it received at `GET /__messages`. It prints its address once listening and stops on SIGTERM.
 */
const simulator = await startWhatsappSimulator({
  token: process.env.WHATSAPP_TOKEN,
  phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID,
  appSecret: process.env.WHATSAPP_APP_SECRET,
  webhookUrl: process.env.WHATSAPP_WEBHOOK_URL ?? null,
});
console.log(`whatsapp simulator listening at ${simulator.url}`);
process.once('SIGTERM', () => void simulator.close().then(() => process.exit(0)));
