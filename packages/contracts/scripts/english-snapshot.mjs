// Issue 27: every English text contracts produces BEFORE texts moved to keyed ICU catalogues, so a test
// (src/messages/english-snapshot.test.ts) can prove afterwards that each one still renders byte for byte.
// The walk is src/messages/english-texts.ts. Writes src/messages/english-snapshot.json, sorted.
// Run once, before the change: node scripts/english-snapshot.mjs (after pnpm build).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'dist');
const { englishTexts } = await import(join(dist, 'messages', 'english-texts.js'));
const ENTRIES = ['index.js', 'i18n/content-pages.js'];
const modules = await Promise.all(ENTRIES.map(async (entry) => [entry, await import(join(dist, entry))]));
const sorted = englishTexts(modules);
const out = join(import.meta.dirname, '..', 'src', 'messages', 'english-snapshot.json');
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} texts -> ${out}`);
