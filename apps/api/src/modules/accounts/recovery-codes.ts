import { createHash, randomBytes } from 'node:crypto';

/** Ten codes, each 120 random bits as 24 base32 letters in four groups of six (`k7m2qx-...`). */
export const RECOVERY_CODE_COUNT = 10;
// 32 signs (no l, o, 0 or 1, which read alike), so each random byte's low 5 bits pick one without bias.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function oneCode(): string {
  const bytes = randomBytes(24);
  const letters = [...bytes].map((b) => ALPHABET[b & 31]).join('');
  return letters.match(/.{6}/g)!.join('-');
}

/** Spaces, dashes and case do not matter when a code is typed back. */
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * Codes of 120 random bits need no slow hash (ASVS 5.0: a lookup secret of at least 112 bits may be stored with an
 * approved hash); SHA-256 lets one be found by its hash in one query.
 */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normalize(code)).digest('hex');

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, oneCode);
