// @ts-check
/**
 * The line and column (both from 1) of an offset in a text, as editors show them.
 * @param {string} text
 * @param {number} offset
 * @returns {{ line: number, column: number }}
 */
export function placeOf(text, offset) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
