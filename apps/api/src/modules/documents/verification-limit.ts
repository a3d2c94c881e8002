/**
 * Look-ups of the register per client address, on the page and its API together (docs/decisions/0135-verifiable-documents.md):
 * a person checks a few documents; 30 a minute lets a bank clerk work and keeps guessing codes hopeless.
 */
export const VERIFY_LIMIT = { max: 30, windowMs: 60 * 1000 };
