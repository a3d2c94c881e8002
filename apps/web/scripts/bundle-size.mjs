// Performance budget (issue 5): builds the web app and prints, per route of src/app/routes.tsx, the
// brotli size of the JS and CSS a first visit to that route downloads:
//   entry chunk (index.html) + its static imports + the route's lazy chunk + that chunk's static imports.
// French visitors (issue 17) also download the French site texts before the first render (the lazy chunk
// of @studychina/contracts/fr): the "JS fr" column adds it, and home's budget holds in both languages.
// Fails (exit 1) when home's initial JS or CSS is over budget, when a route other than home is eager,
// or when the /apply code itself (what it adds to the entry) is over its budget (issue 6), when a catalogue page
// rendered by the API (issue 28) downloads more than its budget in either language, or when a chunk
// carries FormatJS's ICU parser (messages are precompiled: docs/decisions/0111-messages-precompiled-for-the-web.md).
// Our users are on mobile data with mid-range Android phones: every kilobyte counts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { SITE_PAGES } from '@studychina/contracts';

const WEB = join(import.meta.dirname, '..');
const DIST = join(WEB, 'dist');
const BUDGET = {
  homeJs: 90 * 1024,
  homeCss: 15 * 1024,
  applyOwnJs: 60 * 1024,
  adminOwnJs: 120 * 1024,
  catalogueJs: 107 * 1024,
};
/**
 * The catalogue's pages, server-rendered on request and hydrated (docs/decisions/0114-catalogue-pages-rendered-on-request.md):
 * often a visitor's first page (search results, shared links), so their whole first-visit JS has a budget, in
 * both languages, like home's (docs/decisions/0118-catalogue-first-visit-budget.md).
 */
const CATALOGUE_PATHS = new Set(SITE_PAGES.filter((page) => page.onRequest).map((page) => page.path));
/** The back office's route (issue 13): its own code, beyond the shared entry, stays under adminOwnJs. */
const ADMIN_PATH = '/admin/*';
const HOME_PATHS = new Set(['/', '/home']);

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest (is build.manifest on?)');

const sizeCache = new Map();
function brotli(file) {
  if (!sizeCache.has(file)) {
    const data = readFileSync(join(DIST, file));
    sizeCache.set(file, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  }
  return sizeCache.get(file);
}

/** The files a chunk pulls in without a dynamic import: itself, its static imports (recursively) and their CSS. */
function closure(key, files = { js: new Set(), css: new Set() }, seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`chunk ${key} is not in the manifest`);
  files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const dep of chunk.imports ?? []) closure(dep, files, seen);
  return files;
}

/**
 * Routes from the route table: each `path: '...'` and, when the page is lazy, the module it imports
 * (`import('../features/<feature>/<Name>Page')`) within the same route entry (up to the next `path:`).
 */
function routesFromTable() {
  const source = readFileSync(join(WEB, 'src', 'app', 'routes.tsx'), 'utf8');
  const parts = source.split(/(?=\bpath:\s*')/).slice(1);
  return parts.map((part) => {
    const path = /path:\s*'([^']*)'/.exec(part)[1];
    const lazy = /import\(\s*'\.\.\/([^']+)'\s*\)/.exec(part);
    return { path, module: lazy ? lazy[1] : null };
  });
}

function moduleKey(module) {
  const key = ['.tsx', '.ts'].map((ext) => `src/${module}${ext}`).find((k) => manifest[k]);
  if (!key) throw new Error(`no chunk for ${module}: is it lazily imported?`);
  return key;
}

const sum = (set) => [...set].reduce((total, file) => total + brotli(file), 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
/** The route column fits the longest path (/dashboard/applications/:id). */
let PATH_WIDTH = 18;

const entryJs = sum(closure(entryKey).js);
// The entry is one chunk (plus the bundler's tiny runtime). When a lazy chunk imports one more module of the
// entry, rolldown may refuse to merge the modules every page shares (react, the router, lib/i18n) into it and
// emits them as shared chunks: +2.5 KiB brotli on every first visit, with no error anywhere
// (docs/decisions/0104-french-from-the-first-response.md). Named here so the cause is found at once.
const entrySplit = [...closure(entryKey).js].filter(
  (file) => file !== manifest[entryKey].file && !/\/rolldown-runtime-[\w-]+\.js$/.test(file),
);
/** The French site texts' chunk, which main.tsx awaits on a French visit (src/lib/i18n.tsx). */
const frenchKey = Object.keys(manifest).find((key) => /contracts\/(dist|src)\/i18n\/fr\.(js|ts)$/.test(key));
if (!frenchKey) throw new Error('no chunk for @studychina/contracts/fr: is it lazily imported by src/lib/i18n.tsx?');
/** The French of messages, loaded on demand (src/lib/i18n.tsx): what it adds to the entry. */
const frenchMessagesKey = Object.keys(manifest).find((key) =>
  /contracts\/(dist|src)\/i18n\/fr-messages\.(js|ts)$/.test(key),
);
if (!frenchMessagesKey)
  throw new Error('no chunk for @studychina/contracts/fr-messages: is it lazily imported by src/lib/i18n.tsx?');
const entryFiles = closure(entryKey).js;
const frenchMessagesJs = sum(new Set([...closure(frenchMessagesKey).js].filter((file) => !entryFiles.has(file))));
/** The parser's error names: in its full build only, never in the no-parser build the web bundles. */
const PARSER_MARK = 'EXPECT_ARGUMENT_CLOSING_BRACE';
const withParser = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
  (file) => file.endsWith('.js') && readFileSync(join(DIST, file), 'utf8').includes(PARSER_MARK),
);
const rows = routesFromTable().map(({ path, module }) => {
  const files = closure(entryKey);
  if (module) closure(moduleKey(module), files);
  const js = sum(files.js);
  const frJs = sum(closure(frenchKey, { js: new Set(files.js), css: new Set() }).js);
  return { path, lazy: Boolean(module), js, frJs, ownJs: js - entryJs, css: sum(files.css), chunks: files.js.size };
});

PATH_WIDTH = Math.max(PATH_WIDTH, ...rows.map((row) => row.path.length + 2));
const failures = [];
if (entrySplit.length) {
  failures.push(
    `the entry is split into ${entrySplit.join(', ')}: a lazy chunk imports an entry module it did not before; ` +
      'pass it in from app/routes.tsx or give the chunk its own (docs/decisions/0104-french-from-the-first-response.md)',
  );
}
// React's development build (3x larger) gets in when NODE_ENV=development leaks into the build; its
// "Download the React DevTools" hint is absent from the production build.
if (withParser.length) {
  failures.push(
    `${withParser.join(', ')} carries FormatJS's ICU parser: messages are precompiled and the parser left out ` +
      '(vite.config.ts, docs/decisions/0111-messages-precompiled-for-the-web.md)',
  );
}
if (readFileSync(join(DIST, manifest[entryKey].file), 'utf8').includes('React DevTools')) {
  failures.push("the entry holds React's development build: build with NODE_ENV=production (or unset)");
}
console.log(
  `\nFirst-visit download per route (brotli q11)\n${'route'.padEnd(PATH_WIDTH)}${'JS en'.padStart(10)}${'JS fr'.padStart(10)}${'CSS'.padStart(10)}  chunks  loading`,
);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(PATH_WIDTH)}${kib(row.js)}${kib(row.frJs)}${kib(row.css)}  ${String(row.chunks).padStart(6)}  ${row.lazy ? 'lazy' : 'eager'}`,
  );
  if (!row.lazy && !HOME_PATHS.has(row.path)) failures.push(`${row.path} is in the first bundle: load it lazily`);
  if (row.path === '/apply' && row.ownJs > BUDGET.applyOwnJs) {
    failures.push(`/apply's own JS ${kib(row.ownJs).trim()} > ${kib(BUDGET.applyOwnJs).trim()}`);
  }
  if (row.path === ADMIN_PATH && row.ownJs > BUDGET.adminOwnJs) {
    failures.push(`/admin's own JS ${kib(row.ownJs).trim()} > ${kib(BUDGET.adminOwnJs).trim()}`);
  }
  if (CATALOGUE_PATHS.has(row.path)) {
    if (row.js > BUDGET.catalogueJs)
      failures.push(`${row.path} JS ${kib(row.js).trim()} > ${kib(BUDGET.catalogueJs).trim()}`);
    if (row.frJs > BUDGET.catalogueJs) {
      failures.push(`${row.path} JS in French ${kib(row.frJs).trim()} > ${kib(BUDGET.catalogueJs).trim()}`);
    }
  }
  if (HOME_PATHS.has(row.path)) {
    if (row.js > BUDGET.homeJs) failures.push(`home JS ${kib(row.js).trim()} > ${kib(BUDGET.homeJs).trim()}`);
    if (row.frJs > BUDGET.homeJs) {
      failures.push(`home JS in French ${kib(row.frJs).trim()} > ${kib(BUDGET.homeJs).trim()}`);
    }
    if (row.css > BUDGET.homeCss) failures.push(`home CSS ${kib(row.css).trim()} > ${kib(BUDGET.homeCss).trim()}`);
  }
}
const apply = rows.find((row) => row.path === '/apply');
if (apply) console.log(`\n/apply's own code (beyond the shared entry): ${kib(apply.ownJs).trim()} JS`);
const admin = rows.find((row) => row.path === ADMIN_PATH);
if (admin) console.log(`/admin's own code (beyond the shared entry): ${kib(admin.ownJs).trim()} JS`);
console.log(`The French of messages (loaded on demand, beyond the entry): ${kib(frenchMessagesJs).trim()} JS`);
console.log(
  `Budget: home JS <= ${kib(BUDGET.homeJs).trim()} in each language, CSS <= ${kib(BUDGET.homeCss).trim()}; the catalogue's pages (${[...CATALOGUE_PATHS].join(', ')}) JS <= ${kib(BUDGET.catalogueJs).trim()} in each language; /apply's own JS <= ${kib(BUDGET.applyOwnJs).trim()}; /admin's own JS <= ${kib(BUDGET.adminOwnJs).trim()}; all other routes lazy.`,
);
if (failures.length) {
  console.error(`\nOVER BUDGET:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Within budget.');
