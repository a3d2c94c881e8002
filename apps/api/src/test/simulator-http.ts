import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The HTTP plumbing the provider simulators share (Paystack, the WhatsApp Cloud API, Termii): each is a real
 * server on a free port that reads JSON, answers JSON, can be told to fail, and posts signed webhooks to us.
 */

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A request's JSON body (an empty body reads as `{}`). */
export const readJson = async (req: IncomingMessage) =>
  JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;

/** Listens on 127.0.0.1 (port 0: a free one); the address to call and how to stop. */
export async function listen(handler: RequestListener, port = 0) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A webhook as the provider posts it: the raw JSON body and, when there is one, its signature header. */
export function postWebhook(webhookUrl: string | null, body: string, signature: Record<string, string> = {}) {
  if (!webhookUrl) throw new Error('The simulator has no webhookUrl');
  return fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...signature }, body });
}

/** An outage on demand: after `failNext(count, status)`, the next `count` calls answer `status`. */
export function outage() {
  let failures = { count: 0, status: 500 };
  return {
    failNext(count: number, status = 500) {
      failures = { count, status };
    },
    /** The status this call must fail with, or null when it goes through. */
    take(): number | null {
      if (failures.count === 0) return null;
      failures.count -= 1;
      return failures.status;
    },
  };
}
