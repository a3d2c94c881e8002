import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { FRENCH_PREFIX, type Locale } from '@studychina/contracts';
import { AppRoutes } from './app/AppRoutes';
import { LocaleProvider, loadFrench } from './lib/i18n';
import { setInitialData } from './lib/initial-data';
import { SessionProvider } from './lib/session';
import { AppToaster } from './lib/toast';

/**
 * Renders one public page to HTML at build time (scripts/prerender.mjs), as a visitor with no session
 * sees it, with the data its lists would load. The tree is App.tsx's with a StaticRouter: keep the two
 * alike, or hydration in the browser (main.tsx) finds a different tree. Lazy pages are awaited.
 */
export async function render(
  url: string,
  data: Record<string, unknown>,
  locale: Locale = 'en',
  { messages = true } = {},
): Promise<string> {
  setInitialData(data);
  // French pages (under /fr) render with the French texts, and the French of messages once loaded
  // (scripts/prerender.mjs renders each without them first, to learn which pages need them).
  if (locale === 'fr') await loadFrench(messages);
  // The first pass loads the lazy page; the second renders it in place. A page that arrives after the
  // shell would be streamed behind an inline script that moves it in, which the CSP forbids.
  await renderOnce(url, locale);
  const html = await renderOnce(url, locale);
  if (html.includes('<script')) throw new Error(`pre-rendering ${url} produced an inline script`);
  return html;
}

async function renderOnce(url: string, locale: Locale): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <LocaleProvider initial={locale}>
        <SessionProvider>
          <StaticRouter location={url} basename={locale === 'fr' ? FRENCH_PREFIX : undefined}>
            <AppRoutes />
          </StaticRouter>
          <AppToaster />
        </SessionProvider>
      </LocaleProvider>
    </StrictMode>,
    // Never split a large page into parts moved in by inline scripts (which the CSP forbids).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
export { COMPANY } from './lib/company';
