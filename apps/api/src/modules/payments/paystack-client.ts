import { z } from 'zod';

/**
 * Paystack's transaction API as we use it (https://paystack.com/docs/api/transaction/): initialize and verify,
 * with the secret key as a Bearer token. Amounts are in the currency's subunit (kobo for NGN). Every call has a
 * deadline: a student waits on initialize, a job on verify.
 */
const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.boolean(), message: z.string(), data });
const initializeAnswer = envelope(
  z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() }),
);
const verifyAnswer = envelope(
  z.looseObject({
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    paid_at: z.string().nullable().optional(),
  }),
);
export type PaystackTransaction = z.infer<typeof verifyAnswer>['data'];

export interface InitializeRequest {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  metadata: Record<string, string>;
}

/** Paystack did not answer, or answered something other than success: the caller decides what the student hears. */
export class PaystackError extends Error {
  override name = 'PaystackError';
}

export function createPaystackClient({
  secretKey,
  baseUrl,
  timeoutMs = 10_000,
}: {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}) {
  async function call<T extends z.ZodType>(path: string, schema: T, init: RequestInit = {}): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        ...init,
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaystackError(`Paystack ${path}: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => null);
    const parsed = schema.safeParse(body);
    if (!response.ok || !parsed.success || !(parsed.data as { status: boolean }).status)
      throw new PaystackError(`Paystack ${path} answered ${response.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
    return parsed.data;
  }
  return {
    async initialize(request: InitializeRequest) {
      return (await call('transaction/initialize', initializeAnswer, { method: 'POST', body: JSON.stringify(request) }))
        .data;
    },
    async verify(reference: string): Promise<PaystackTransaction> {
      return (await call(`transaction/verify/${encodeURIComponent(reference)}`, verifyAnswer)).data;
    },
  };
}
export type PaystackClient = ReturnType<typeof createPaystackClient>;
