import {
  normalizePhone,
  text,
  type AlertChannelName,
  type AlertSettings,
  type AlertSettingsBody,
  type AlertVerifyBody,
} from '@studychina/contracts';
import type { PrismaClient, User } from '@studychina/db';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { CodeCeilings } from '../accounts/code-ceilings.js';
import { ResendTooSoon, type OtpService } from '../accounts/otp.service.js';
import { tooSoon } from '../accounts/resend-answers.js';
import type { ChannelProvider } from './alert-providers.js';
import { codeContent } from './alert-content.js';
import { CHAT_CHANNELS, queueAlert, type ChatChannel } from './queue-alert.js';

type SettingsRow = NonNullable<Awaited<ReturnType<PrismaClient['alertSettings']['findUnique']>>>;
type AlertPurpose = 'alert_whatsapp' | 'alert_sms';
const purposeOf = (channel: ChatChannel): AlertPurpose => (channel === 'whatsapp' ? 'alert_whatsapp' : 'alert_sms');

export interface AlertSettingsDeps {
  prisma: PrismaClient;
  providers: Partial<Record<ChatChannel, ChannelProvider>>;
  otp: OtpService;
  /** The e-mail codes' ceilings, per account and purpose (accounts/code-ceilings.ts). */
  ceilings: CodeCeilings<AlertPurpose>;
  now: Clock;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * The student's WhatsApp and SMS alerts (docs/decisions/0138-whatsapp-and-sms-alerts.md): turning a channel on sends
 * a code on that channel to the phone (under the e-mail codes' ceilings), and the code entered is the consent, kept
 * with its time; turning off, or changing the phone, ends it at once.
 */
export function createAlertSettingsService({ prisma, providers, otp, ceilings, now }: AlertSettingsDeps) {
  const view = (row: SettingsRow | null): AlertSettings => {
    const channel = (name: ChatChannel) => ({
      available: providers[name] !== undefined,
      state: row?.[`${name}ConsentAt`]
        ? ('on' as const)
        : row?.[`${name}PendingAt`]
          ? ('pending' as const)
          : ('off' as const),
      consentAt: iso(row?.[`${name}ConsentAt`]),
      stoppedAt: iso(row?.[`${name}StoppedAt`]),
    });
    return {
      whatsapp: !!row?.whatsappConsentAt,
      sms: !!row?.smsConsentAt,
      phone: row?.phone ?? null,
      channels: { whatsapp: channel('whatsapp'), sms: channel('sms') },
    };
  };

  const unavailable = () =>
    new HttpError(409, 'CONFLICT', text('mail.alerts.unavailable'), { channel: [text('mail.alerts.unavailable')] });

  /** Sends a code for `channel` to the phone saved, counted under the ceilings; the channel is pending from now. */
  async function sendCode(user: User, channel: ChatChannel): Promise<void> {
    const purpose = purposeOf(channel);
    try {
      await ceilings.takeSend(ceilings.keyOf(user.email), purpose, user);
      await otp.issue(user.id, purpose, async (tx, { id, code }) => {
        await tx.alertSettings.update({ where: { userId: user.id }, data: { [`${channel}PendingAt`]: now() } });
        await queueAlert(tx, {
          eventKey: `code:${id}`,
          userId: user.id,
          applicationId: null,
          content: codeContent(user.locale, code),
          only: [channel],
        });
      });
    } catch (error) {
      if (error instanceof ResendTooSoon) throw tooSoon(error.secondsLeft);
      throw error;
    }
  }

  return {
    async get(userId: string): Promise<AlertSettings> {
      return view(await prisma.alertSettings.findUnique({ where: { userId } }));
    },

    /** Saves the choice; returns the settings and the channels a code was sent on. */
    async update(user: User, body: AlertSettingsBody): Promise<{ settings: AlertSettings; codesSent: ChatChannel[] }> {
      const current = await prisma.alertSettings.findUnique({ where: { userId: user.id } });
      const phone =
        body.phone === undefined ? (current?.phone ?? null) : body.phone?.trim() ? normalizePhone(body.phone) : null;
      const wanted = CHAT_CHANNELS.filter((channel) => body[channel]);
      if (wanted.length > 0 && !phone)
        throw new HttpError(422, 'VALIDATION_FAILED', text('mail.alerts.phoneInvalid'), {
          phone: [text('mail.alerts.phoneInvalid')],
        });
      for (const channel of wanted) if (!providers[channel] && !current?.[`${channel}ConsentAt`]) throw unavailable();
      const phoneChanged = phone !== (current?.phone ?? null);
      const data: Partial<SettingsRow> = { phone };
      const codes: ChatChannel[] = [];
      for (const channel of CHAT_CHANNELS) {
        const consent = current?.[`${channel}ConsentAt`] ?? null;
        const pending = current?.[`${channel}PendingAt`] ?? null;
        if (!body[channel]) Object.assign(data, { [`${channel}ConsentAt`]: null, [`${channel}PendingAt`]: null });
        else if (phoneChanged || (!consent && !pending)) {
          Object.assign(data, { [`${channel}ConsentAt`]: null, [`${channel}PendingAt`]: null });
          codes.push(channel);
        }
      }
      await prisma.alertSettings.upsert({
        where: { userId: user.id },
        create: { userId: user.id, ...data },
        update: data,
      });
      for (const channel of codes) await sendCode(user, channel);
      return { settings: await this.get(user.id), codesSent: codes };
    },

    /** The code sent on `channel`: right, the channel is on with the student's consent, from now. */
    async verify(user: User, { channel, code }: AlertVerifyBody): Promise<AlertSettings> {
      const current = await prisma.alertSettings.findUnique({ where: { userId: user.id } });
      if (!current?.[`${channel}PendingAt`])
        throw new HttpError(409, 'CONFLICT', text('mail.alerts.noPendingCode'), {
          channel: [text('mail.alerts.noPendingCode')],
        });
      const purpose = purposeOf(channel);
      await ceilings.checkCode(ceilings.keyOf(user.email), purpose, user, async (tx) => {
        await otp.consume(user.id, purpose, code, tx);
        const at = now();
        await tx.alertSettings.update({
          where: { userId: user.id },
          data: { [`${channel}ConsentAt`]: at, [`${channel}PendingAt`]: null, [`${channel}StoppedAt`]: null },
        });
      });
      return this.get(user.id);
    },
  };
}

export type AlertSettingsService = ReturnType<typeof createAlertSettingsService>;
export type { AlertChannelName };
