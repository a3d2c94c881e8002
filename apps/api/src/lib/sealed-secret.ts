import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets kept at rest (a staff member's TOTP key): AES-256-GCM with a fresh 96-bit nonce, under a key derived
 * by HKDF-SHA256 from HANDOFF_KEY for this one `purpose`, which is also the additional data, so a value sealed
 * for one purpose never opens as another (docs/decisions/0134-staff-second-factor.md). Text: `v1.` + base64url.
 */
export function createSealer(masterKey: Buffer, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `studychina:${purpose}`, 32));
  const aad = Buffer.from(`studychina:${purpose}:v1`);
  return {
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    /** Throws on a value that was tampered with or sealed under another key or purpose. */
    open(sealed: string): string {
      if (!sealed.startsWith('v1.')) throw new Error('not a sealed value');
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(aad);
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
