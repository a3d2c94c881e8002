import { createHmac, timingSafeEqual } from 'node:crypto';

const matches = (algorithm: 'sha256' | 'sha512', rawBody: Buffer, hex: string, secret: string): boolean => {
  const expected = createHmac(algorithm, secret).update(rawBody).digest();
  const given = Buffer.from(hex, 'hex');
  return given.length === expected.length && timingSafeEqual(expected, given);
};

/**
 * Meta's webhook signature (https://developers.facebook.com/docs/graph-api/webhooks/getting-started#validate-payloads):
 * `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body with the app secret, hex>`, compared in constant time.
 */
export function whatsappSignatureMatches(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const found = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  return !!found && matches('sha256', rawBody, found[1]!, appSecret);
}

/** Termii's event signature: `X-Termii-Signature`, the HMAC-SHA512 of the raw body with the secret key, hex. */
export function termiiSignatureMatches(rawBody: Buffer, header: string | undefined, secretKey: string): boolean {
  return /^[0-9a-f]{128}$/i.test(header ?? '') && matches('sha512', rawBody, header!, secretKey);
}
