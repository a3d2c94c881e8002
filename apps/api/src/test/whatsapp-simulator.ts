import { createHmac, randomBytes } from 'node:crypto';
import { listen, outage, postWebhook, readJson, sendJson as json } from './simulator-http.js';

/**
 * A stand-in for the WhatsApp Business Cloud API in the tests, a real HTTP server built from its published API
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages): `POST /{phone-number-id}/messages` with
 * the access token as Bearer, `messaging_product: "whatsapp"`, a `template` (name, language, components) or a `text`;
 * answers `{ messaging_product, contacts, messages: [{ id: "wamid…" }] }`, errors in Graph's `{ error: { … } }`. It
 * records every message received (and lists them at `GET /__messages`), can fail the next N sends, and sends webhooks signed as Meta signs them
 * (`X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body with the app secret>`): statuses and incoming messages.
 */
export interface WhatsappReceived {
  id: string;
  to: string;
  type: string;
  template: { name: string; language: string; params: string[]; buttons: string[] } | null;
  text: string | null;
  body: Record<string, unknown>;
}

export interface WhatsappSimulator {
  url: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  received: WhatsappReceived[];
  /** Where webhooks go (our /api/v1/alerts/whatsapp/webhook). */
  webhookUrl: string | null;
  /** The next `count` sends answer `status` (a Graph error) and are not recorded. */
  failNext(count: number, status?: number): void;
  /** A status webhook for a message we sent (sent, delivered, read, failed with error codes). */
  status(messageId: string, status: string, errors?: { code: number; title: string }[]): Promise<Response>;
  /** A message from the person on `from` (digits) to our number. */
  incoming(from: string, text: string): Promise<Response>;
  /** A statuses webhook's body as Meta writes it. */
  statusBody(messageId: string, status: string, errors?: { code: number; title: string }[]): string;
  sign(body: string, secret?: string): string;
  deliver(body: string, signature: string | null): Promise<Response>;
  close(): Promise<void>;
}

const graphError = (message: string, code: number) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') },
});

export async function startWhatsappSimulator({
  token = `EAAG${randomBytes(16).toString('hex')}`,
  phoneNumberId = String(100_000_000_000_000 + Math.floor(Math.random() * 1e9)),
  appSecret = randomBytes(16).toString('hex'),
  webhookUrl = null,
}: {
  token?: string;
  phoneNumberId?: string;
  appSecret?: string;
  webhookUrl?: string | null;
} = {}): Promise<WhatsappSimulator> {
  const received: WhatsappReceived[] = [];
  const failures = outage();
  const ourNumber = '15550001111';

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Not Meta's: what the browser journeys read back (./whatsapp-simulator-process.ts).
    if (req.method === 'GET' && url.pathname === '/__messages') return json(res, 200, received);
    if (req.method !== 'POST' || url.pathname !== `/${phoneNumberId}/messages`)
      return json(res, 404, graphError('Unsupported post request.', 100));
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, graphError('Invalid OAuth access token.', 190));
    const body = await readJson(req);
    const failure = failures.take();
    if (failure) return json(res, failure, graphError('Service temporarily unavailable', 2));
    const to = typeof body.to === 'string' ? body.to : '';
    if (body.messaging_product !== 'whatsapp' || !/^\d{8,15}$/.test(to))
      return json(res, 400, graphError('(#100) Invalid parameter', 100));
    const template = body.template as
      | {
          name?: string;
          language?: { code?: string };
          components?: { type: string; parameters?: { text: string }[] }[];
        }
      | undefined;
    if (body.type === 'template' && (!template?.name || !template.language?.code))
      return json(res, 400, graphError('(#132000) Number of parameters does not match', 132000));
    if (body.type === 'text' && typeof (body.text as { body?: unknown } | undefined)?.body !== 'string')
      return json(res, 400, graphError('(#100) Invalid parameter', 100));
    if (body.type !== 'template' && body.type !== 'text') return json(res, 400, graphError('(#100) Invalid type', 100));
    const id = `wamid.${randomBytes(12).toString('base64url')}`;
    const component = (type: string) =>
      (template?.components ?? [])
        .filter((c) => c.type === type)
        .flatMap((c) => (c.parameters ?? []).map((p) => p.text));
    received.push({
      id,
      to,
      type: body.type,
      template:
        body.type === 'template'
          ? {
              name: template!.name!,
              language: template!.language!.code!,
              params: component('body'),
              buttons: component('button'),
            }
          : null,
      text: body.type === 'text' ? (body.text as { body: string }).body : null,
      body,
    });
    return json(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
  });

  const envelope = (value: Record<string, unknown>) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: ourNumber, phone_number_id: phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });

  const simulator: WhatsappSimulator = {
    url: server.url,
    token,
    phoneNumberId,
    appSecret,
    received,
    webhookUrl,
    failNext: failures.failNext,
    statusBody(messageId, status, errors) {
      const recipient = received.find((m) => m.id === messageId)?.to ?? '2348000000000';
      return envelope({
        statuses: [
          {
            id: messageId,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: recipient,
            ...(errors ? { errors } : {}),
          },
        ],
      });
    },
    status(messageId, status, errors) {
      const body = simulator.statusBody(messageId, status, errors);
      return simulator.deliver(body, simulator.sign(body));
    },
    incoming(from, text) {
      const body = envelope({
        contacts: [{ profile: { name: 'Student' }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.${randomBytes(12).toString('base64url')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      });
      return simulator.deliver(body, simulator.sign(body));
    },
    sign: (body, secret = appSecret) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    deliver: (body, signature) =>
      postWebhook(simulator.webhookUrl, body, signature ? { 'x-hub-signature-256': signature } : {}),
    close: server.close,
  };
  return simulator;
}
