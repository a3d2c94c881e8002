import type { AnyText, FixedEnglish } from './catalogue.js';

/**
 * The Text behind an English text made by one of contracts' functions (docs/decisions/0106-keyed-icu-messages.md).
 * Schemas and validators shared with the web keep producing strings (zod issues and field errors carry only a
 * message), so each function that writes an English text with values records the Text it wrote it from; the
 * API's edge renders that Text in the reader's language. Nothing here reads the English to find its parts: a
 * text is found only as a whole, as it was made.
 */
const made = new Map<string, AnyText>();
// Texts are made from labels, limits and counts (a bounded set); the ceiling only guards against a mistake.
const CEILING = 20_000;

/** `english`, remembering that it is `text` in English. */
export function keyedEnglish(english: string, text: AnyText): string {
  if (made.size >= CEILING) made.clear();
  made.set(english, text);
  return english;
}

/** The Text an English text was made from, if a keyed function made it. */
export const madeFrom = (english: string): AnyText | undefined => made.get(english);

/** A text an English function received (a label, an entry's message) as a value: its Text if one made it, else the catalogue's fixed text with that English. */
export const asValue = (english: string): AnyText | FixedEnglish => made.get(english) ?? { english };
