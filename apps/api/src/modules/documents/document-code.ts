import { randomInt } from 'node:crypto';
import { DOCUMENT_CODE_ALPHABET } from '@studychina/contracts';

/** A new code, SC-7K4M-Q2XD: eight symbols drawn uniformly by the system's random source. */
export function newDocumentCode(): string {
  const pick = () => DOCUMENT_CODE_ALPHABET[randomInt(DOCUMENT_CODE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join('');
  return `SC-${group()}-${group()}`;
}

/**
 * The holder's name as the register keeps and shows it, "Chin*** O***": the first letters of the first given name
 * (four at most, always fewer than the name has) and the initial of the surname, each followed by three stars
 * whatever the length, so the mask tells nothing more.
 */
export function maskedName(firstName: string, surname: string): string {
  const first = [...(firstName.trim().split(/\s+/)[0] ?? '')];
  const last = [...surname.trim()];
  const shown = Math.min(4, Math.max(1, first.length - 2));
  const parts = [first.length ? `${first.slice(0, shown).join('')}***` : '', last.length ? `${last[0]}***` : ''];
  return parts.filter(Boolean).join(' ') || '***';
}
