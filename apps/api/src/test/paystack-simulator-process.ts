import { startPaystackSimulator } from './paystack-simulator.js';

/*
 * The Paystack simulator (./paystack-simulator.ts) as a process of its own, for the browser journeys
 * (apps/web/e2e/site-server.ts starts it beside the site, whose PAYSTACK_BASE_URL points here):
 * `node --import tsx src/test/paystack-simulator-process.ts`, with PAYSTACK_SIMULATOR_PORT,
 * PAYSTACK_SECRET_KEY and PAYSTACK_WEBHOOK_URL (the site's webhook) in its environment. It prints its address
 * once listening and stops on SIGTERM.
 */
const simulator = await startPaystackSimulator({
  secretKey: process.env.PAYSTACK_SECRET_KEY,
  port: Number(process.env.PAYSTACK_SIMULATOR_PORT ?? 0),
  webhookUrl: process.env.PAYSTACK_WEBHOOK_URL ?? null,
});
console.log(`paystack simulator listening at ${simulator.url}`);
process.once('SIGTERM', () => void simulator.close().then(() => process.exit(0)));
