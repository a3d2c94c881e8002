import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
  alertSettingsBodySchema,
  alertSettingsResponseSchema,
  alertVerifyBodySchema,
  errorResponseSchema,
  text,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import type { Config } from '../../config.js';
import { everyInterval } from '../../plugins/jobs.js';
import { createCodeCeilings } from '../accounts/code-ceilings.js';
import { createOtpService } from '../accounts/otp.service.js';
import { providersOf } from './alert-providers.js';
import { queueDueReminders } from './alert-events.js';
import { queueShortlistReminders } from './shortlist-reminders.js';
import { applyTermiiEvent, applyWhatsappEvent } from './alert-receipts.js';
import { createAlertSender } from './alert-sender.js';
import { createAlertSettingsService } from './alert-settings.service.js';
import { ALERT_EMAIL, SEND_ALERT } from './queue-alert.js';
import { alertWebhookRoutes, ALERT_RECEIPT, ALERTS_WEBHOOK_PREFIX } from './alert-webhook.routes.js';

/** PUT /alerts per account and hour: each one can send codes, which cost money. */
export const ALERT_SETTINGS_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };

/**
 * WhatsApp and SMS alerts (issue 32, docs/decisions/0138-whatsapp-and-sms-alerts.md): the student's choice under
 * /api/v1/user/alerts, the jobs that send alerts and apply receipts, the reminders' schedule, and the providers'
 * webhooks under /api/v1/alerts (alert-webhook.routes.ts).
 */
export const alertRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const providers = providersOf(config);
  const sender = createAlertSender({
    prisma: app.prisma,
    mailer: app.mailer,
    providers,
    retryDelayMs: config.ALERT_RETRY_DELAY_MS,
    now: app.now,
    log: app.log,
    count: (channel, outcome) => app.metrics.alerts.inc({ channel, outcome }),
  });
  app.jobs.define(SEND_ALERT, (payload) => sender.send((payload as { alertId: string }).alertId));
  app.jobs.define(ALERT_RECEIPT, async (payload) => {
    const { provider, body } = payload as { provider: 'whatsapp' | 'termii'; body: unknown };
    await (provider === 'whatsapp' ? applyWhatsappEvent(sender, body) : applyTermiiEvent(sender, body));
  });
  // An alert's e-mail goes only while its row is queued (held: WhatsApp or SMS carries it), and its row records it went.
  app.mailer.follow(ALERT_EMAIL, {
    stillWanted: async (id) => (await app.prisma.alert.count({ where: { id, state: 'queued' } })) > 0,
    sent: (id) => app.prisma.alert.updateMany({ where: { id, state: 'queued' }, data: { state: 'sent' } }),
  });
  const schedule = everyInterval(config.ALERT_REMINDER_INTERVAL_MS);
  if (schedule)
    app.jobs.schedule('alert-reminders', schedule, async () => {
      const queued = await queueDueReminders(app.prisma, app.mailer, app.now());
      const shortlisted = await queueShortlistReminders(app.prisma, app.mailer, app.now());
      if (queued + shortlisted > 0) app.log.info({ queued, shortlisted }, 'deadline reminders queued');
    });

  await app.register(alertWebhookRoutes, { prefix: ALERTS_WEBHOOK_PREFIX, config });
  await app.register(userAlertRoutes, { prefix: API_PREFIX, config });
};

/** GET and PUT /api/v1/user/alerts, POST /api/v1/user/alerts/verify. */
const userAlertRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const providers = providersOf(config);

  const settings = createAlertSettingsService({
    prisma: app.prisma,
    providers,
    otp: createOtpService(app.prisma, config.OTP_SECRET, app.now),
    ceilings: createCodeCeilings<'alert_whatsapp' | 'alert_sms'>(
      app.prisma,
      config.OTP_SECRET,
      app.now,
      {
        sendsPerHour: config.CODE_SENDS_PER_HOUR,
        sendsPerDay: config.CODE_SENDS_PER_DAY,
        wrongPerDay: config.CODE_WRONG_PER_DAY,
      },
      async (_tx, owner, purpose, until) => {
        app.log.warn({ userId: owner?.id, purpose, until: new Date(until).toISOString() }, 'alert codes locked');
      },
    ),
    now: app.now,
  });
  const limiter = app.limiter({ ...ALERT_SETTINGS_LIMIT, key: (request) => `alert-settings:${request.account.id}` });
  const tags = ['account'];
  const refusals = {
    401: unauthenticatedResponseSchema,
    409: errorResponseSchema,
    422: errorResponseSchema,
    429: errorResponseSchema,
  };

  app.get(
    '/alerts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The student's WhatsApp and SMS alerts: on or not, the phone, each channel's state and consent time",
        response: { 200: alertSettingsResponseSchema, 401: unauthenticatedResponseSchema },
      },
    },
    async (request) => ({ success: true as const, alerts: await settings.get(request.account.id) }),
  );

  app.put(
    '/alerts',
    {
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply)],
      schema: {
        tags,
        summary:
          "Turns WhatsApp and/or SMS alerts on or off on a phone with its country code; turning one on sends a code on that channel (the e-mail codes' limits)",
        body: alertSettingsBodySchema,
        response: { 200: alertSettingsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { settings: alerts, codesSent } = await settings.update(request.account, request.body);
      const phone = alerts.phone ?? '';
      const message = codesSent.length
        ? codesSent.map((channel) => request.render(text(`mail.alerts.codeSent.${channel}`, { phone }))).join(' ')
        : request.render(text('mail.alerts.saved'));
      return { success: true as const, message, alerts };
    },
  );

  app.post(
    '/alerts/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The code sent on a channel: right, the channel is on (the consent is recorded with its time)',
        body: alertVerifyBodySchema,
        response: { 200: alertSettingsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const alerts = await settings.verify(request.account, request.body);
      return {
        success: true as const,
        message: request.render(text(`mail.alerts.verified.${request.body.channel}`)),
        alerts,
      };
    },
  );
};
