import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';

/** How long the /google-success link may wait before /decrypt-user (the browser uses it at once). */
export const HANDOFF_TTL_MS = 120_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds the ciphertext to this use: a payload sealed for something else with the same key won't open.
const AAD = Buffer.from('studychina:google-handoff:v1');

const claimsSchema = z.object({ id: z.uuid(), sub: z.uuid(), exp: z.number().int() });
export type HandoffClaims = z.infer<typeof claimsSchema>;

export type OpenedHandoff = { ok: true; claims: HandoffClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The Google sign-in handoff in the /google-success?data= link: AES-256-GCM with a fresh 96-bit
 * nonce, carrying the user id, an expiry and a single-use id (recorded when /decrypt-user takes it).
 * The access token is only issued by /decrypt-user, so no token ever travels in a URL.
 */
export function sealHandoff(key: Buffer, userId: string, now: Date): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(AAD);
  const claims: HandoffClaims = { id: randomUUID(), sub: userId, exp: now.getTime() + HANDOFF_TTL_MS };
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Decrypts and checks a handoff; any tampering (or a wrong key) is 'invalid', never an exception. */
export function openHandoff(key: Buffer, sealed: string, now: Date): OpenedHandoff {
  const raw = Buffer.from(sealed, 'base64url');
  // Only the exact text sealHandoff wrote: Node's decoder skips stray characters, we do not.
  if (raw.toString('base64url') !== sealed || raw.length <= IV_BYTES + TAG_BYTES)
    return { ok: false, reason: 'invalid' };
  let claims: HandoffClaims;
  try {
    // authTagLength pins the tag to 16 bytes: a truncated tag would be far easier to forge.
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
    claims = claimsSchema.parse(JSON.parse(text));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.exp <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
