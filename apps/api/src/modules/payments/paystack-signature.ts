import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether a webhook came from Paystack (https://paystack.com/docs/payments/webhooks/): `x-paystack-signature` is
 * the HMAC-SHA512 of the raw body with our secret key, in hex. Compared in constant time, so an attacker learns
 * nothing from how long a wrong signature takes to refuse.
 */
export function paystackSignatureMatches(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
