import type { Config } from '../../config.js';

/** One WhatsApp or SMS message to send (docs/decisions/0138-whatsapp-and-sms-alerts.md). */
export interface ChannelMessage {
  /** E.164, "+2348012345678". */
  to: string;
  /** The WhatsApp template's name and its body's parameters, in `language`; null: a free-form message. */
  template: string | null;
  params: string[];
  language: string;
  /** The SMS (and a free-form WhatsApp message). */
  text: string;
}

/** A provider refused or could not be reached: the send is retried, then the e-mail goes instead. */
export class ProviderError extends Error {}

/** One channel behind one interface: WhatsApp Cloud API or Termii, chosen by configuration. */
export interface ChannelProvider {
  readonly channel: 'whatsapp' | 'sms';
  /** Sends the message and returns the provider's id of it (what its delivery receipts name). */
  send(message: ChannelMessage): Promise<{ providerId: string }>;
}

const TIMEOUT_MS = 15_000;
const digits = (phone: string) => phone.replace(/\D/g, '');

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`unreachable: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const reason = (answer as { error?: { message?: string }; message?: string } | null) ?? null;
    throw new ProviderError(`HTTP ${response.status}: ${reason?.error?.message ?? reason?.message ?? 'no reason'}`);
  }
  return answer;
}

/**
 * The WhatsApp Business Cloud API (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages):
 * POST {WHATSAPP_API_URL}/{phone-number-id}/messages with the token as Bearer; business-initiated messages are
 * approved templates with the body's parameters (the code template also fills its copy-code button); a free-form
 * text only within 24 hours of the student's last message. The answer's messages[0].id (a wamid) is what the
 * status webhooks name.
 */
export function whatsappProvider(config: { url: string; token: string; phoneNumberId: string }): ChannelProvider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    channel: 'whatsapp',
    async send(message) {
      const parameters = message.params.map((value) => ({ type: 'text', text: value }));
      const body = message.template
        ? {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: digits(message.to),
            type: 'template',
            template: {
              name: message.template,
              language: { code: message.language },
              components: [
                { type: 'body', parameters },
                ...(message.template === 'verification_code'
                  ? [{ type: 'button', sub_type: 'url', index: '0', parameters: parameters.slice(0, 1) }]
                  : []),
              ],
            },
          }
        : {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: digits(message.to),
            type: 'text',
            text: { preview_url: false, body: message.text },
          };
      const answer = (await postJson(endpoint, body, { authorization: `Bearer ${config.token}` })) as {
        messages?: { id?: string }[];
      } | null;
      const id = answer?.messages?.[0]?.id;
      if (!id) throw new ProviderError('no message id in the answer');
      return { providerId: id };
    },
  };
}

/**
 * Termii (https://developers.termii.com/messaging-api): POST {TERMII_API_URL}/api/sms/send with the API key in the
 * body, on the `dnd` (transactional) route so numbers on the do-not-disturb list still get it. The answer's
 * message_id is what its delivery reports name.
 */
export function termiiProvider(config: { url: string; apiKey: string; senderId: string }): ChannelProvider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/api/sms/send`;
  return {
    channel: 'sms',
    async send(message) {
      const answer = (await postJson(endpoint, {
        api_key: config.apiKey,
        to: digits(message.to),
        from: config.senderId,
        sms: message.text,
        type: 'plain',
        channel: 'dnd',
      })) as { message_id?: string | number } | null;
      const id = answer?.message_id;
      if (id === undefined || id === null || id === '') throw new ProviderError('no message_id in the answer');
      return { providerId: String(id) };
    },
  };
}

/** The channels this configuration offers: a provider is there once its settings are all set. */
export function providersOf(config: Config): Partial<Record<'whatsapp' | 'sms', ChannelProvider>> {
  return {
    ...(config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_APP_SECRET
      ? {
          whatsapp: whatsappProvider({
            url: config.WHATSAPP_API_URL,
            token: config.WHATSAPP_TOKEN,
            phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
          }),
        }
      : {}),
    ...(config.TERMII_API_KEY && config.TERMII_SENDER_ID
      ? {
          sms: termiiProvider({
            url: config.TERMII_API_URL,
            apiKey: config.TERMII_API_KEY,
            senderId: config.TERMII_SENDER_ID,
          }),
        }
      : {}),
  };
}
