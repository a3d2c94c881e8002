import type { AlertSender } from './alert-sender.js';

/** Words a person replies to stop messages, in English and French (case and accents ignored). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET']);
const isStop = (message: unknown) =>
  typeof message === 'string' && STOP_WORDS.has(message.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase());

/**
 * WhatsApp's errors that mean the person will not receive our messages: 131050 (they stopped our messages) and 131026
 * (undeliverable: they blocked us, or the number is not on WhatsApp).
 */
const BLOCKED_CODES = new Set([131050, 131026]);

interface WhatsappEvent {
  entry?: {
    changes?: {
      value?: {
        statuses?: {
          id?: string;
          status?: string;
          recipient_id?: string;
          errors?: { code?: number; title?: string }[];
        }[];
        messages?: { from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }[];
      };
    }[];
  }[];
}

/**
 * A WhatsApp Cloud API webhook (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components), its
 * signature already checked: each status (sent, delivered, read, failed) moves the alert with that wamid, a failure
 * meaning a block turns WhatsApp off for the number; each message from a student opens the 24-hour window, and STOP
 * turns WhatsApp off.
 */
export async function applyWhatsappEvent(sender: AlertSender, body: unknown): Promise<void> {
  for (const entry of (body as WhatsappEvent | null)?.entry ?? [])
    for (const change of entry.changes ?? []) {
      for (const status of change.value?.statuses ?? []) {
        const state = status.status;
        if (!status.id || (state !== 'sent' && state !== 'delivered' && state !== 'read' && state !== 'failed'))
          continue;
        const errors = status.errors ?? [];
        const reason = errors.map((error) => `${error.code ?? ''} ${error.title ?? ''}`.trim()).join('; ');
        await sender.receipt('whatsapp', status.id, state, reason || undefined);
        if (state === 'failed' && status.recipient_id && errors.some((error) => BLOCKED_CODES.has(error.code ?? 0)))
          await sender.stop('whatsapp', status.recipient_id, `blocked (${reason})`);
      }
      for (const message of change.value?.messages ?? []) {
        if (!message.from) continue;
        await sender.inbound(message.from);
        if (isStop(message.text?.body ?? message.button?.text)) await sender.stop('whatsapp', message.from, 'STOP');
      }
    }
}

const TERMII_STATES: Record<string, 'sent' | 'delivered' | 'failed'> = {
  sent: 'sent',
  'message sent': 'sent',
  received: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  'message failed': 'failed',
  rejected: 'failed',
  expired: 'failed',
  'dnd active on phone number': 'failed',
};

/**
 * A Termii event, its signature already checked: a delivery report (`message_id`, `status`) moves the alert; an
 * inbound SMS saying STOP turns SMS off for the sender's number.
 */
export async function applyTermiiEvent(sender: AlertSender, body: unknown): Promise<void> {
  const event = (body ?? {}) as {
    type?: string;
    message_id?: string | number;
    status?: string;
    sender?: string;
    message?: string;
  };
  if (event.type === 'inbound') {
    if (event.sender && isStop(event.message)) await sender.stop('sms', event.sender, 'STOP');
    return;
  }
  const state = TERMII_STATES[(event.status ?? '').trim().toLowerCase()];
  if (event.message_id !== undefined && state)
    await sender.receipt('sms', String(event.message_id), state, state === 'failed' ? event.status : undefined);
}
