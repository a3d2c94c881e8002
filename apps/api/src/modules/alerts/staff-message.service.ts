import { randomUUID } from 'node:crypto';
import { firstWords, text, type StaffAlert, type StaffAlertMessageBody } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { freeFormContent } from './alert-content.js';
import { queueAlert } from './queue-alert.js';

/** WhatsApp's customer-service window: a free-form message only within 24 hours of the person's last message. */
const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A free-form WhatsApp or SMS message from staff to the student of an application (docs/decisions/0138-whatsapp-and-sms-alerts.md),
 * within the providers' rules: only on a channel the student turned on, WhatsApp only inside its 24-hour window.
 * Queued like every alert and audited in the same transaction.
 */
export function createStaffMessageService({ prisma, now }: { prisma: PrismaClient; now: Clock }) {
  return {
    async send(applicationId: string, body: StaffAlertMessageBody, audit: AuditContext): Promise<StaffAlert> {
      const application = isUuid(applicationId)
        ? await prisma.application.findUnique({
            where: { id: applicationId },
            select: { id: true, user: { select: { id: true, locale: true, alertSettings: true } } },
          })
        : null;
      if (!application) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
      const settings = application.user.alertSettings;
      if (!settings?.phone || !settings[`${body.channel}ConsentAt`])
        throw new HttpError(409, 'CONFLICT', text('mail.alerts.staff.channelOff'));
      const inbound = settings.whatsappInboundAt?.getTime() ?? 0;
      if (body.channel === 'whatsapp' && inbound + WHATSAPP_WINDOW_MS < now().getTime())
        throw new HttpError(409, 'CONFLICT', text('mail.alerts.staff.whatsappWindow'));
      const eventKey = `message:${randomUUID()}`;
      await prisma.$transaction(async (tx) => {
        await queueAlert(tx, {
          eventKey,
          userId: application.user.id,
          applicationId,
          content: freeFormContent(application.user.locale, body.text),
          only: [body.channel],
        });
        await recordAudit(tx, {
          ...audit,
          action: 'alert.message',
          targetType: 'application',
          targetId: applicationId,
          applicationId,
          meta: { channel: body.channel, excerpt: firstWords(body.text) },
        });
      });
      const row = await prisma.alert.findUniqueOrThrow({
        where: { eventKey_channel: { eventKey, channel: body.channel } },
      });
      return {
        channel: row.channel,
        state: row.state,
        providerId: row.providerId,
        at: row.updatedAt.toISOString(),
        kind: row.kind,
      };
    },
  };
}
