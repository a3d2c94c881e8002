import { createHmac, randomBytes } from 'node:crypto';
import { listen, postWebhook, readJson, sendJson as json } from './simulator-http.js';

/**
 * A stand-in for Paystack in the tests, a real HTTP server built from its published API
 * (https://paystack.com/docs/api/transaction/): `POST /transaction/initialize` and `GET /transaction/verify/:reference`
 * with the secret key as a Bearer token, answers in Paystack's envelope `{ status, message, data }`, amounts in the
 * currency's subunit; a checkout page (`/checkout/:access_code`) with Pay and Decline, which returns to the callback
 * URL; and
 * webhooks signed as Paystack signs them (x-paystack-signature: HMAC-SHA512 of the raw body with the secret key).
 */
export interface SimulatedTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: unknown;
  /** Paystack's statuses: 'abandoned' until the customer pays, then 'success' or 'failed'. */
  status: string;
  paidAt: string | null;
  /** What verify reports, when a test makes Paystack disagree with what was initialized. */
  reportedAmount?: number;
  reportedCurrency?: string;
}

export interface PaystackSimulator {
  url: string;
  secretKey: string;
  transactions: Map<string, SimulatedTransaction>;
  /** Where charge.success webhooks are sent (our webhook's address); null: none are sent. */
  webhookUrl: string | null;
  /** The customer completes the checkout: success sends a signed charge.success webhook, failure sends none. */
  complete(
    reference: string,
    outcome: { status: 'success' | 'failed'; amount?: number; currency?: string; webhook?: boolean },
  ): Promise<Response | null>;
  /** The charge.success event of a transaction, as Paystack's webhook body. */
  chargeSuccess(reference: string): string;
  /** Paystack's signature of a body, with our key or another. */
  sign(body: string, key?: string): string;
  /** POSTs a webhook body to webhookUrl with a signature (a forged one when a test says so). */
  deliver(body: string, signature: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startPaystackSimulator({
  secretKey = `sk_test_${randomBytes(20).toString('hex')}`,
  port: listenOn = 0,
  webhookUrl = null,
}: { secretKey?: string; port?: number; webhookUrl?: string | null } = {}): Promise<PaystackSimulator> {
  const transactions = new Map<string, SimulatedTransaction>();
  let nextId = 4_000_000_000;

  const verifyData = (t: SimulatedTransaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.reportedAmount ?? t.amount,
    currency: t.reportedCurrency ?? t.currency,
    paid_at: t.paidAt,
    created_at: new Date().toISOString(),
    channel: 'card',
    gateway_response:
      t.status === 'success' ? 'Successful' : t.status === 'failed' ? 'Declined' : 'The transaction was not completed',
    metadata: t.metadata,
    customer: { email: t.email },
  });

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|decline))?$/.exec(url.pathname);
    if (checkout) {
      const transaction = [...transactions.values()].find((t) => t.accessCode === checkout[1]);
      if (!transaction) return json(res, 404, { status: false, message: 'Not found' });
      if (!checkout[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const units = transaction.amount / (transaction.currency === 'XOF' ? 1 : 100);
        return res.end(
          `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width">` +
            `<title>Paystack (simulator)</title><main><h1>Paystack checkout (simulator)</h1>` +
            `<p>Pay ${transaction.currency} ${units} as ${transaction.email}</p>` +
            `<form method="post" action="/checkout/${transaction.accessCode}/pay"><button>Pay</button></form>` +
            `<form method="post" action="/checkout/${transaction.accessCode}/decline"><button>Decline</button></form>` +
            `</main></html>`,
        );
      }
      // Pay: success and its signed webhook; Decline: a failed charge, which Paystack sends no webhook for.
      await simulator.complete(transaction.reference, { status: checkout[2] === 'pay' ? 'success' : 'failed' });
      const back = new URL(transaction.callbackUrl ?? '/', 'http://localhost');
      back.searchParams.set('trxref', transaction.reference);
      back.searchParams.set('reference', transaction.reference);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return json(res, 401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = await readJson(req);
      const amount = Number(body.amount);
      if (typeof body.email !== 'string' || !Number.isInteger(amount) || amount <= 0)
        return json(res, 400, { status: false, message: 'Invalid Amount Sent' });
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
      if (transactions.has(reference))
        return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        id: nextId++,
        reference,
        accessCode,
        email: body.email,
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
        metadata: body.metadata ?? null,
        status: 'abandoned',
        paidAt: null,
      });
      return json(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${simulator.url}/checkout/${accessCode}`, access_code: accessCode, reference },
      });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) return json(res, 400, { status: false, message: 'Transaction reference not found' });
      return json(res, 200, { status: true, message: 'Verification successful', data: verifyData(transaction) });
    }
    return json(res, 404, { status: false, message: 'Not found' });
  }, listenOn);

  const simulator: PaystackSimulator = {
    url: server.url,
    secretKey,
    transactions,
    webhookUrl,
    sign: (body, key = secretKey) => createHmac('sha512', key).update(body).digest('hex'),
    chargeSuccess(reference) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`No simulated transaction ${reference}`);
      return JSON.stringify({ event: 'charge.success', data: verifyData(transaction) });
    },
    deliver: (body, signature) => postWebhook(simulator.webhookUrl, body, { 'x-paystack-signature': signature }),
    async complete(reference, { status, amount, currency, webhook = true }) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`No simulated transaction ${reference}`);
      transaction.status = status;
      transaction.paidAt = status === 'success' ? new Date().toISOString() : null;
      if (amount !== undefined) transaction.reportedAmount = amount;
      if (currency !== undefined) transaction.reportedCurrency = currency;
      // Paystack sends no webhook for a failed charge.
      if (status !== 'success' || !webhook || !simulator.webhookUrl) return null;
      const body = simulator.chargeSuccess(reference);
      return simulator.deliver(body, simulator.sign(body));
    },
    close: server.close,
  };
  return simulator;
}
