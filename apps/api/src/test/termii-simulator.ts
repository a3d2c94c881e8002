import { createHmac, randomBytes } from 'node:crypto';
import { listen, outage, postWebhook, readJson, sendJson as json } from './simulator-http.js';

/**
 * A stand-in for Termii in the tests, a real HTTP server built from its published API
 * (https://developers.termii.com/messaging-api): `POST /api/sms/send` with `api_key`, `to`, `from`, `sms`,
 * `type: "plain"` and `channel` (generic, dnd, whatsapp) in the JSON body; answers `{ message_id, message, balance,
 * user }`. It records every SMS received, can fail the next N sends, and sends events signed as Termii signs them
 * (`X-Termii-Signature`: HMAC-SHA512 of the raw body with the secret key): delivery reports and inbound messages.
 */
export interface TermiiReceived {
  messageId: string;
  to: string;
  from: string;
  sms: string;
  channel: string;
  body: Record<string, unknown>;
}

export interface TermiiSimulator {
  url: string;
  apiKey: string;
  secretKey: string;
  senderId: string;
  received: TermiiReceived[];
  webhookUrl: string | null;
  failNext(count: number, status?: number): void;
  /** A delivery report for an SMS we sent: "Delivered", "Message Failed", "Rejected", "Expired", … */
  report(messageId: string, status: string): Promise<Response>;
  /** An SMS from `from` (digits) to our sender. */
  inbound(from: string, message: string): Promise<Response>;
  sign(body: string, secret?: string): string;
  deliver(body: string, signature: string | null): Promise<Response>;
  close(): Promise<void>;
}

export async function startTermiiSimulator({
  apiKey = `TL${randomBytes(20).toString('hex')}`,
  secretKey = randomBytes(16).toString('hex'),
  senderId = 'StudyChina',
  webhookUrl = null,
}: {
  apiKey?: string;
  secretKey?: string;
  senderId?: string;
  webhookUrl?: string | null;
} = {}): Promise<TermiiSimulator> {
  const received: TermiiReceived[] = [];
  const failures = outage();
  let balance = 10_000;

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'POST' || url.pathname !== '/api/sms/send') return json(res, 404, { message: 'Not Found' });
    const body = await readJson(req);
    if (body.api_key !== apiKey) return json(res, 401, { message: 'Invalid API key' });
    const failure = failures.take();
    if (failure) return json(res, failure, { message: 'Service unavailable' });
    const { to, from, sms, type, channel } = body;
    if (
      typeof to !== 'string' ||
      !/^\d{8,15}$/.test(to) ||
      from !== senderId ||
      typeof sms !== 'string' ||
      sms === '' ||
      type !== 'plain' ||
      (channel !== 'generic' && channel !== 'dnd' && channel !== 'whatsapp')
    )
      return json(res, 400, { message: 'Invalid request' });
    const messageId = String(3_017_000_000_000 + received.length + Math.floor(Math.random() * 1e6));
    received.push({ messageId, to, from, sms, channel, body });
    balance -= 1;
    return json(res, 200, { message_id: messageId, message: 'Successfully Sent', balance, user: 'Study China' });
  });

  const simulator: TermiiSimulator = {
    url: server.url,
    apiKey,
    secretKey,
    senderId,
    received,
    webhookUrl,
    failNext: failures.failNext,
    report(messageId, status) {
      const sent = received.find((m) => m.messageId === messageId);
      const body = JSON.stringify({
        type: 'outbound',
        id: randomBytes(8).toString('hex'),
        message_id: messageId,
        receiver: sent?.to ?? '2348000000000',
        sender: senderId,
        message: sent?.sms ?? '',
        sent_at: new Date().toISOString(),
        cost: '4.00',
        status,
        channel: 'dnd',
      });
      return simulator.deliver(body, simulator.sign(body));
    },
    inbound(from, message) {
      const body = JSON.stringify({
        type: 'inbound',
        id: randomBytes(8).toString('hex'),
        sender: from,
        receiver: senderId,
        message,
        channel: 'dnd',
      });
      return simulator.deliver(body, simulator.sign(body));
    },
    sign: (body, secret = secretKey) => createHmac('sha512', secret).update(body).digest('hex'),
    deliver: (body, signature) =>
      postWebhook(simulator.webhookUrl, body, signature ? { 'x-termii-signature': signature } : {}),
    close: server.close,
  };
  return simulator;
}
