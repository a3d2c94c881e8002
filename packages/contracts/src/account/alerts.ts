import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text } from '../messages/text.js';
import { OTP_LENGTH } from './fields.js';

/**
 * WhatsApp and SMS alerts (issue 32, docs/decisions/0138-whatsapp-and-sms-alerts.md): the student's choice
 * (GET/PUT /api/v1/user/alerts), the code that verifies the number (POST /api/v1/user/alerts/verify) and what staff
 * see and send (GET /api/v1/admin/applications/:id's `alerts`, POST /api/v1/admin/applications/:id/alerts).
 */
export const ALERT_CHANNELS = ['whatsapp', 'sms'] as const;
export type AlertChannelName = (typeof ALERT_CHANNELS)[number];
export const alertChannelSchema = z.enum(ALERT_CHANNELS);

/** Every channel an alert can go by (e-mail is the fallback) and the states providers report. */
export const ALERT_DELIVERY_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export const ALERT_STATES = ['queued', 'held', 'sent', 'delivered', 'read', 'failed'] as const;
export type AlertStateName = (typeof ALERT_STATES)[number];

/** "+234 801 234 5678" → "+2348012345678"; null when it is not a number with its country code (E.164). */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

export const alertSettingsBodySchema = z.object({
  whatsapp: z.boolean(),
  sms: z.boolean(),
  /** With its country code; required to turn a channel on. */
  phone: z
    .string()
    .max(32)
    .nullable()
    .optional()
    .refine((value) => value == null || value.trim() === '' || normalizePhone(value) !== null, {
      error: issueText(text('mail.alerts.phoneInvalid')),
    }),
});
export type AlertSettingsBody = z.infer<typeof alertSettingsBodySchema>;

export const ALERT_CHANNEL_STATES = ['off', 'pending', 'on'] as const;
const channelInfoSchema = z.object({
  /** Whether the consultancy has this channel set up (its provider's settings). */
  available: z.boolean(),
  /** off; pending: a code was sent and waits to be entered; on: verified, with consent. */
  state: z.enum(ALERT_CHANNEL_STATES),
  /** When the student consented (entered the code): the record of their consent. */
  consentAt: z.string().nullable(),
  /** When the provider reported STOP or a block, which turned the channel off. */
  stoppedAt: z.string().nullable(),
});

export const alertSettingsSchema = z.object({
  whatsapp: z.boolean(),
  sms: z.boolean(),
  phone: z.string().nullable(),
  channels: z.object({ whatsapp: channelInfoSchema, sms: channelInfoSchema }),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const alertSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  alerts: alertSettingsSchema,
});
export type AlertSettingsResponse = z.infer<typeof alertSettingsResponseSchema>;

export const alertVerifyBodySchema = z.object({
  channel: alertChannelSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: issueText(text('answers.CODE_INVALID')) }),
});
export type AlertVerifyBody = z.infer<typeof alertVerifyBodySchema>;

/** One alert as staff see it on the application's page. */
export const staffAlertSchema = z.object({
  channel: z.enum(ALERT_DELIVERY_CHANNELS),
  state: z.enum(ALERT_STATES),
  providerId: z.string().nullable(),
  at: z.string(),
  /** status, correction, reminder, payment, message. */
  kind: z.string(),
});
export type StaffAlert = z.infer<typeof staffAlertSchema>;

/** A free-form message staff send the student (an SMS is at most 3 parts). */
export const STAFF_ALERT_MAX_LENGTH = 459;
export const staffAlertMessageBodySchema = z.object({
  channel: alertChannelSchema,
  text: z.string().trim().min(1).max(STAFF_ALERT_MAX_LENGTH),
});
export type StaffAlertMessageBody = z.infer<typeof staffAlertMessageBodySchema>;

export const staffAlertQueuedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  alert: staffAlertSchema,
});
