import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { makeUploadDir, type UploadDir } from './upload-dir.js';
import { TestSmtpServer } from './smtp-server.js';
import { useTestApp } from './test-app.js';
import { startTermiiSimulator, type TermiiSimulator } from './termii-simulator.js';
import { startWhatsappSimulator, type WhatsappSimulator } from './whatsapp-simulator.js';
import { ALERT_RECEIPT } from '../modules/alerts/alert-webhook.routes.js';
import { SEND_ALERT } from '../modules/alerts/queue-alert.js';

export const ALERTS_API = '/api/v1/user/alerts';

/**
 * The app of an alerts test file, with both providers' simulators (test/whatsapp-simulator.ts, test/termii-simulator.ts)
 * and an SMTP server; the app listens on a free port so the simulators' signed webhooks reach it.
 */
export function useAlertsApp(options: { now?: () => Date; config?: Record<string, string> } = {}) {
  const smtp = new TestSmtpServer();
  let uploads: UploadDir | undefined;
  const sims: { whatsapp?: WhatsappSimulator; termii?: TermiiSimulator } = {};
  const t = useTestApp(
    async () => {
      await smtp.start();
      uploads = await makeUploadDir();
      sims.whatsapp = await startWhatsappSimulator();
      sims.termii = await startTermiiSimulator();
      return {
        now: options.now,
        config: {
          ...smtp.config,
          UPLOAD_DIR: uploads.path,
          JOBS_POLL_INTERVAL_MS: '100',
          ALERT_RETRY_DELAY_MS: '50',
          WHATSAPP_API_URL: sims.whatsapp.url,
          WHATSAPP_TOKEN: sims.whatsapp.token,
          WHATSAPP_PHONE_NUMBER_ID: sims.whatsapp.phoneNumberId,
          WHATSAPP_APP_SECRET: sims.whatsapp.appSecret,
          TERMII_API_URL: sims.termii.url,
          TERMII_API_KEY: sims.termii.apiKey,
          TERMII_SENDER_ID: sims.termii.senderId,
          TERMII_SECRET_KEY: sims.termii.secretKey,
          ...options.config,
        },
      };
    },
    async () => {
      await sims.whatsapp?.close();
      await sims.termii?.close();
      await smtp.stop();
      await uploads?.remove();
    },
  );
  const listen = async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    sims.whatsapp!.webhookUrl = `${address}/api/v1/alerts/whatsapp/webhook`;
    sims.termii!.webhookUrl = `${address}/api/v1/alerts/termii/webhook`;
  };
  return {
    t,
    smtp,
    listen,
    get whatsapp() {
      return sims.whatsapp!;
    },
    get termii() {
      return sims.termii!;
    },
  };
}

/** Every alert job and receipt job had its turn (a retry queued for later is not waited for). */
export async function jobsSettled(app: FastifyInstance): Promise<void> {
  await app.jobs.idle(SEND_ALERT);
  await app.jobs.idle(ALERT_RECEIPT);
  await app.mailer.settled();
}

/** Waits until `check` passes (jobs run on the worker). */
export async function until(check: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Turns `channel` on for the student through the API: PUT, the code the simulator received, POST verify. */
export async function turnOn(
  app: FastifyInstance,
  authorization: string,
  sims: { whatsapp: WhatsappSimulator; termii: TermiiSimulator },
  channel: 'whatsapp' | 'sms',
  phone: string,
  also: { whatsapp?: boolean; sms?: boolean } = {},
) {
  const before = channel === 'whatsapp' ? sims.whatsapp.received.length : sims.termii.received.length;
  const put = await request(app.server)
    .put(ALERTS_API)
    .set('Authorization', authorization)
    .send({ whatsapp: false, sms: false, ...also, [channel]: true, phone });
  expect(put.status).toBe(200);
  let code = '';
  await until(() => {
    if (channel === 'whatsapp') {
      const message = sims.whatsapp.received.slice(before).find((m) => m.template?.name === 'verification_code');
      expect(message).toBeDefined();
      code = message!.template!.params[0]!;
    } else {
      const message = sims.termii.received.slice(before).find((m) => /code .* is (\d{6})/.test(m.sms));
      expect(message).toBeDefined();
      code = /is (\d{6})/.exec(message!.sms)![1]!;
    }
  });
  const verify = await request(app.server)
    .post(`${ALERTS_API}/verify`)
    .set('Authorization', authorization)
    .send({ channel, code });
  expect(verify.status).toBe(200);
  expect(verify.body.alerts[channel]).toBe(true);
  return verify.body;
}
