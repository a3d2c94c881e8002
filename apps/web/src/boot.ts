/*
 * What a pre-rendered page runs first, in place of the app's entry (scripts/prerender.mjs writes
 * `<script type="module" src="boot" data-app="entry">`). The page is readable from its HTML and inline CSS
 * alone, so the app (React, the router: ~90 KiB over the wire) is fetched and run only once the page and its
 * images have loaded and been painted: on a slow phone its download no longer competes with the page's
 * images and its evaluation no longer delays the first paint
 * (docs/decisions/0043-prerendered-pages-start-the-app-after-first-paint.md).
 *
 * A visitor who prefers French arriving at an English page is moved at once to its French one by the app
 * (lib/i18n.tsx localeOfVisit: the address decides the language, with that one exception): for them the app
 * starts at once, as before.
 *
 * Kept free of imports: it is the only script a pre-rendered page waits for, so it is one small file.
 */

/** The visitor's language as lib/i18n.tsx's initialLocale() decides it (saved choice, else the browser's). */
function visitorLocale(): string {
  try {
    const saved = localStorage.getItem('locale');
    if (saved === 'en' || saved === 'fr') return saved;
  } catch {
    // Storage refused (private mode): the browser's language decides.
  }
  return /^fr(?:[-_]|$)/i.test(navigator.language.trim()) ? 'fr' : 'en';
}

function startApp(url: string) {
  void import(/* @vite-ignore */ url);
}

/** After the load event (images included) and one painted frame. */
function afterPaint(run: () => void) {
  const next = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (document.readyState === 'complete') next();
  else addEventListener('load', next, { once: true });
}

const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
if (app) {
  if (document.documentElement.lang === 'en' && visitorLocale() === 'fr') startApp(app);
  else afterPaint(() => startApp(app));
}
