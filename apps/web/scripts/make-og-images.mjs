// Makes the 1200×630 link-preview images of the public pages (apps/web/public/og/*.png, committed):
// each page's title and description on the site's colours, in English (og/) and French (og/fr/, issue 17), screenshotted by the local Chromium
// (scripts/chromium.mjs). Run it by hand after changing a page's title or description in
// packages/contracts/src/site-pages.ts:
//
//   node apps/web/scripts/make-og-images.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { INDEXABLE_PAGES, LOCALES, SITE_NAME, sitePageIn } from '@studychina/contracts';
import { ensureChromium } from './chromium.mjs';

const OUT = join(import.meta.dirname, '..', 'public');
const chromium = ensureChromium();
const work = mkdtempSync(join(tmpdir(), 'og-'));
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The home page's heading on its image (its title is the site's name, already on the image). */
const HOME_HEADING = { en: 'Study at a university in China', fr: 'Étudier dans une université en Chine' };

const done = new Set();
for (const [locale, page] of LOCALES.flatMap((l) => INDEXABLE_PAGES.map((p) => [l, sitePageIn(p, l)]))) {
  if (!page.ogImage || done.has(page.ogImage)) continue;
  done.add(page.ogImage);
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><style>
    html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
    body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #fff;
      background: linear-gradient(135deg, #7f1d1d 0%, #991b1b 55%, #b45309 100%); }
    .frame { box-sizing: border-box; height: 100%; padding: 72px 84px; display: flex; flex-direction: column; }
    .brand { font-size: 30px; letter-spacing: 0.04em; text-transform: uppercase; opacity: 0.9; }
    .brand b { display: inline-block; width: 18px; height: 18px; background: #fbbf24; border-radius: 50%; margin-right: 14px; }
    h1 { font-size: 76px; line-height: 1.08; margin: auto 0 28px; max-width: 1000px; }
    p { font-size: 30px; line-height: 1.4; margin: 0; max-width: 1000px; opacity: 0.92; }
    .bar { height: 10px; width: 180px; background: #fbbf24; margin-top: 40px; border-radius: 5px; }
  </style></head><body><div class="frame">
    <div class="brand"><b></b>${escapeHtml(SITE_NAME)}</div>
    <h1>${escapeHtml(page.title || HOME_HEADING[locale])}</h1>
    <p>${escapeHtml(page.description ?? '')}</p>
    <div class="bar"></div>
  </div></body></html>`;
  const source = join(work, 'page.html');
  writeFileSync(source, html);
  const target = join(OUT, page.ogImage);
  mkdirSync(dirname(target), { recursive: true });
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--window-size=1200,630',
      `--screenshot=${target}`,
      `file://${source}`,
    ],
    { stdio: 'ignore' },
  );
  console.log(`wrote ${target}`);
}
rmSync(work, { recursive: true, force: true });
