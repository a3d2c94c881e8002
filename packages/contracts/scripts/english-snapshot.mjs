// Issue 27: every English text contracts produces BEFORE texts moved to keyed ICU catalogues, so a test can
// prove afterwards that each one still renders byte for byte. Walks the built package's exports: strings,
// objects and arrays of them, and text-making functions called with sample values (ⓐ ⓑ ⓒ ⓓ for texts,
// 7 and 9 for numbers, a fixed day for dates). Writes src/messages/english-snapshot.json, sorted.
// Run once, before the change: node scripts/english-snapshot.mjs (after pnpm build).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ENTRIES = ['index.js', 'i18n/content-pages.js'];
const SAMPLES = [
  ['ⓐ', 'ⓑ', 'ⓒ', 'ⓓ'],
  [7, 9, 11, 13],
  [new Date('2026-12-03T23:59:59Z'), 'ⓑ', 'ⓒ'],
  ['ⓐ', 7, 'ⓒ', 'ⓓ'],
];
const texts = new Map();
const isSchema = (value) => typeof value === 'object' && value !== null && ('_zod' in value || 'safeParse' in value);

function walk(path, value, depth) {
  if (depth > 7 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (/[A-Za-z]/.test(value)) texts.set(path, value);
    return;
  }
  if (typeof value === 'function') {
    if (depth > 6 || value.length > 4 || /^[A-Z]/.test(value.name ?? '')) return;
    for (const args of SAMPLES) {
      try {
        const out = value(...args.slice(0, Math.max(value.length, 1)));
        if (typeof out === 'string' && /[A-Za-z]/.test(out)) {
          texts.set(`${path}(${args.slice(0, Math.max(value.length, 1)).map(String).join(',')})`, out);
          break;
        }
      } catch {
        // Not a text-making function for these samples.
      }
    }
    return;
  }
  if (typeof value !== 'object' || isSchema(value) || value instanceof Date || value instanceof RegExp) return;
  for (const [key, inner] of Object.entries(value)) walk(`${path}.${key}`, inner, depth + 1);
}

const dist = join(import.meta.dirname, '..', 'dist');
for (const entry of ENTRIES) {
  const module = await import(join(dist, entry));
  // French catalogues are not part of the English snapshot.
  for (const [name, value] of Object.entries(module)) if (!/_FR$|Fr$/.test(name)) walk(`${entry}:${name}`, value, 0);
}
const sorted = Object.fromEntries([...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const out = join(import.meta.dirname, '..', 'src', 'messages', 'english-snapshot.json');
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${texts.size} texts -> ${out}`);
