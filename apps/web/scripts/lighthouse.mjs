// Lighthouse on every public page (issue 16), mobile settings (Lighthouse's default: a mid-range phone on
// a slow 4G link, simulated), against the built site started as the browser journeys start it
// (e2e/site-server.ts: the built API serving the built web app, its own database). Not a test; run it by
// hand after a build:
//
//   pnpm bench:lighthouse        (repo root: builds first)
//
// Every public page in every language: the English pages and their French twins under /fr (issue 17), and the
// catalogue's (issue 28): /programmes, the first programme of the starter catalogue and its university.
// Prints the four category scores, LCP/CLS, and the median TBT and transfer size (total byte weight) per page; exits 1 when a page's performance is under 98
// or its SEO under 100. Uses the local Chromium (scripts/chromium.mjs). BENCH_RUNS (default 1) runs
// each page several times and keeps the median performance. BENCH_PAGES (e.g. "/,/fr/majors") limits
// the pages; in it, "catalogue" stands for the three catalogue pages in English (their programme's slug is only
// known once the site runs) and "fr-catalogue" for their French. Each line ends with the machine's load average
// as the page was measured (the scores move with it). LIGHTHOUSE_JSON_DIR keeps each median report there as JSON (to read LCP breakdown, chains...).
// Scores need a quiet machine: under load, Lighthouse's simulated CPU time (TBT) grows with the load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { INDEXABLE_PAGES, LOCALES, localizedPath } from '@studychina/contracts';
import { ensureChromium } from './chromium.mjs';
import { startSite } from '../e2e/site-server.ts';

const TARGET = { performance: 98, seo: 100 };
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ONLY_LIST = process.env.BENCH_PAGES?.split(',');
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
if (JSON_DIR) mkdirSync(JSON_DIR, { recursive: true });

const chromePath = ensureChromium();
const site = await startSite();
// The catalogue's pages are rendered on request from the database: a programme and a university the site has.
const first = (await (await fetch(`${site.baseURL}/api/v1/user/programmes`)).json()).data[0];
const CATALOGUE = ['/programmes', `/programmes/${first.slug}`, `/universities/${first.university.slug}`];
const PATHS = LOCALES.flatMap((locale) =>
  [...INDEXABLE_PAGES.map((page) => page.path), ...CATALOGUE].map((path) => localizedPath(path, locale)),
);
const ONLY = ONLY_LIST?.flatMap((path) =>
  path === 'catalogue'
    ? CATALOGUE
    : path === 'fr-catalogue'
      ? CATALOGUE.map((page) => localizedPath(page, 'fr'))
      : [path],
);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const rows = [];
try {
  for (const path of PATHS.filter((path) => !ONLY || ONLY.includes(path))) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${site.baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(result.lhr);
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const tbt = median(runs.map((r) => r.audits['total-blocking-time'].numericValue));
    const bytes = median(runs.map((r) => r.audits['total-byte-weight'].numericValue));
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = runs[Math.floor(runs.length / 2)];
    if (JSON_DIR)
      writeFileSync(join(JSON_DIR, `${path.slice(1).replaceAll('/', '-') || 'index'}.json`), JSON.stringify(lhr));
    const row = {
      path,
      ...Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr, id)])),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      failed: Object.values(lhr.categories)
        .flatMap((c) =>
          c.auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1),
        )
        .filter((r) => ['seo'].some((c) => lhr.categories[c].auditRefs.includes(r)))
        .map((r) => r.id),
    };
    rows.push(row);
    console.log(
      `${path.padEnd(16)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  ` +
        `best ${String(row['best-practices']).padStart(3)}  seo ${String(row.seo).padStart(3)}  ` +
        `LCP ${(row.lcp / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  TBT ${Math.round(tbt)} ms  ` +
        `transfer ${(bytes / 1024).toFixed(1)} KiB  load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}` +
        (row.failed.length ? `  (SEO audits failing: ${row.failed.join(', ')})` : ''),
    );
  }
} finally {
  await chrome.kill();
  await site.stop();
}

const under = rows.filter((r) => r.performance < TARGET.performance || r.seo < TARGET.seo);
console.log(
  under.length
    ? `\nUNDER TARGET (performance >= ${TARGET.performance}, SEO ${TARGET.seo}): ${under.map((r) => r.path).join(', ')}`
    : `\nEvery page at performance >= ${TARGET.performance} and SEO ${TARGET.seo}.`,
);
process.exitCode = under.length ? 1 : 0;
