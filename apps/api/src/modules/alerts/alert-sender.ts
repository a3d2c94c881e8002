import type { FastifyBaseLogger } from 'fastify';
import type { AlertState, Prisma, PrismaClient } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import type { Mail, Mailer } from '../../plugins/mailer.js';
import { ProviderError, type ChannelProvider } from './alert-providers.js';
import { ALERT_EMAIL, addAlertJob, type ChatChannel } from './queue-alert.js';

/** A channel that fails this many times in a row is given up: the e-mail goes instead. */
export const MAX_SEND_ATTEMPTS = 3;

export interface AlertSenderDeps {
  prisma: PrismaClient;
  mailer: Pick<Mailer, 'sendLater'>;
  providers: Partial<Record<ChatChannel, ChannelProvider>>;
  /** The first retry's delay, doubled at each failure (ALERT_RETRY_DELAY_MS). */
  retryDelayMs: number;
  now: Clock;
  log: FastifyBaseLogger;
  /** Counts each provider's answer (the alerts_total metric, plugins/metrics.ts). */
  count?: (channel: ChatChannel, outcome: 'sent' | 'failed') => void;
}

/** A state reported later never undoes a later one (a late "sent" after "read"); failed only ends a pending send. */
const EARLIER: Record<'sent' | 'delivered' | 'read' | 'failed', AlertState[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

/**
 * Sending the WhatsApp and SMS alerts and what follows (docs/decisions/0138-whatsapp-and-sms-alerts.md): one attempt per
 * job, the next one queued with back-off; after MAX_SEND_ATTEMPTS failures, or when the channel is off or no longer
 * configured, the alert is failed and, once every channel of its event failed, the held e-mail goes (once: the e-mail
 * row is locked and moved from held to queued by one transaction).
 */
export function createAlertSender({ prisma, mailer, providers, retryDelayMs, now, log, count }: AlertSenderDeps) {
  /** The held e-mail of the event goes, unless a channel still carries (or did carry) the alert. */
  async function fallBack(tx: Prisma.TransactionClient, eventKey: string): Promise<boolean> {
    const [email] = await tx.$queryRaw<{ id: string; state: AlertState; mail: unknown }[]>`
      SELECT id, state, mail FROM "Alert" WHERE "eventKey" = ${eventKey} AND channel = 'email' FOR UPDATE`;
    if (!email || email.state !== 'held') return false;
    const pending = await tx.alert.count({ where: { eventKey, channel: { not: 'email' }, state: { not: 'failed' } } });
    if (pending > 0) return false;
    await tx.alert.update({ where: { id: email.id }, data: { state: 'queued' } });
    await mailer.sendLater(email.mail as Mail, {
      db: tx,
      log: { alert: email.id, eventKey },
      about: { kind: ALERT_EMAIL, ref: email.id },
    });
    return true;
  }

  async function giveUp(alert: { id: string; eventKey: string }, reason: string, attempts?: number): Promise<void> {
    await prisma.$transaction(async (tx) => {
      await tx.alert.updateMany({
        where: { id: alert.id, state: { in: EARLIER.failed } },
        data: { state: 'failed', lastError: reason.slice(0, 500), ...(attempts === undefined ? {} : { attempts }) },
      });
      if (await fallBack(tx, alert.eventKey)) log.info({ alert: alert.id }, 'alert failed: its e-mail goes instead');
    });
  }

  return {
    fallBack,

    /** One attempt at sending alert `alertId` (the send-alert job). */
    async send(alertId: string): Promise<void> {
      const alert = await prisma.alert.findUnique({ where: { id: alertId } });
      if (!alert || alert.state !== 'queued' || alert.channel === 'email') return;
      const channel = alert.channel;
      const settings = await prisma.alertSettings.findUnique({ where: { userId: alert.userId } });
      // A code goes to the number waiting for it; anything else only while the student consents.
      const allowed = alert.kind === 'code' ? settings?.[`${channel}PendingAt`] : settings?.[`${channel}ConsentAt`];
      const provider = providers[channel];
      if (!provider || !settings?.phone || !allowed) return giveUp(alert, 'channel off or not configured');
      const attempts = alert.attempts + 1;
      try {
        const { providerId } = await provider.send({
          to: settings.phone,
          template: alert.template,
          params: alert.params as string[],
          language: alert.language,
          text: alert.text,
        });
        count?.(channel, 'sent');
        await prisma.alert.updateMany({
          where: { id: alert.id, state: 'queued' },
          data: { state: 'sent', providerId, attempts, lastError: null },
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        count?.(channel, 'failed');
        log.warn({ alert: alert.id, channel, attempt: attempts, reason: error.message }, 'alert not sent');
        if (attempts >= MAX_SEND_ATTEMPTS) return giveUp(alert, error.message, attempts);
        await prisma.$transaction(async (tx) => {
          await tx.alert.update({
            where: { id: alert.id },
            data: { attempts, lastError: error.message.slice(0, 500) },
          });
          await addAlertJob(tx, alert.id, retryDelayMs * 2 ** (attempts - 1));
        });
      }
    },

    /**
     * A delivery receipt: the alert whose provider id it names moves forward (never back); a failure gives its channel
     * up (the e-mail may go). Returns whether an alert changed.
     */
    async receipt(
      channel: ChatChannel,
      providerId: string,
      state: 'sent' | 'delivered' | 'read' | 'failed',
      reason?: string,
    ): Promise<boolean> {
      return prisma.$transaction(async (tx) => {
        const alert = await tx.alert.findFirst({ where: { providerId, channel } });
        if (!alert) return false;
        const { count } = await tx.alert.updateMany({
          where: { id: alert.id, state: { in: EARLIER[state] } },
          data: { state, ...(reason ? { lastError: reason.slice(0, 500) } : {}) },
        });
        if (count > 0 && state === 'failed') await fallBack(tx, alert.eventKey);
        return count > 0;
      });
    },

    /**
     * The student said STOP or blocked us (as the provider reports it): the channel is off for every account on that
     * number, with when and why; their consent is gone, so nothing more is sent there until they turn it on again.
     */
    async stop(channel: ChatChannel, phoneDigits: string, reason: string): Promise<number> {
      const at = now();
      const { count } = await prisma.alertSettings.updateMany({
        where: { phone: `+${phoneDigits.replace(/\D/g, '')}`, [`${channel}ConsentAt`]: { not: null } },
        data: {
          [`${channel}ConsentAt`]: null,
          [`${channel}PendingAt`]: null,
          [`${channel}StoppedAt`]: at,
          stopReason: reason,
        },
      });
      if (count > 0) log.info({ channel, reason, accounts: count }, 'alerts turned off by the provider');
      return count;
    },

    /** The student wrote to our WhatsApp number: free-form messages are open for 24 hours. */
    async inbound(phoneDigits: string): Promise<void> {
      await prisma.alertSettings.updateMany({
        where: { phone: `+${phoneDigits.replace(/\D/g, '')}` },
        data: { whatsappInboundAt: now() },
      });
    },
  };
}

export type AlertSender = ReturnType<typeof createAlertSender>;
