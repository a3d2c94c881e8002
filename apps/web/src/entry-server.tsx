import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchPath } from 'react-router-dom';
import {
  CATALOGUE_ROUTES,
  FRENCH_PREFIX,
  findSitePage,
  localizedPath,
  splitLocalePath,
  siteContentPath,
  type Locale,
  type RenderCataloguePage,
  type RenderSitePage,
  type SiteFaqEntry,
} from '@studychina/contracts';
import { AppRoutes } from './app/AppRoutes';
import { readKey } from './features/catalogue/catalogue.api';
import { SERVER_PAGES, catalogueT } from './features/catalogue/server-pages';
import { LocaleProvider, loadFrench } from './lib/i18n';
import { inContentLanguage } from './lib/content-language';
import { initialDataKey, setInitialData } from './lib/initial-data';
import { ORIGIN, pageHead } from './page-head';
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

/**
 * Renders a catalogue page on request, in the API's process (docs/decisions/0114-catalogue-pages-rendered-on-request.md):
 * the page's one read is answered by `load` (the API's services, in-process), then the page is rendered with
 * that answer embedded, as the pre-rendered pages are, and its head made from the answer. Renders run one at a
 * time: the embedded data is module state (lib/initial-data.ts) that two interleaved renders would share.
 */
export const renderCataloguePage: RenderCataloguePage = async (url, locale, load) => {
  const [pathname = '/', query = ''] = url.split('?');
  const { path } = splitLocalePath(pathname);
  const route = CATALOGUE_ROUTES.find((pattern) => matchPath(pattern, path));
  if (!route) return null;
  const page = SERVER_PAGES[route];
  const slug = matchPath(route, path)?.params.slug ?? '';
  const search = new URLSearchParams(query);
  const read = page.read(slug, search);
  const answer = await load(read, locale);
  if (answer === undefined) return { status: 404, route, head: '', body: '', data: {} };
  const data = { [initialDataKey(readKey(read))]: answer };
  const body = await oneAtATime(() =>
    render(localizedPath(path, locale) + (query ? `?${query}` : ''), data, locale, { messages: false }),
  );
  const links = { origin: ORIGIN, at: (to: string) => localizedPath(to, locale) };
  const { title, description, ld } = page.head(answer, search, catalogueT(locale), locale, links);
  const head = pageHead({
    title,
    description,
    canonicalPath: page.canonical(slug, search),
    ogImage: findSitePage(path)?.ogImage ?? '/og/admission.png',
    locale,
    ld,
  });
  return { status: 200, route, head, body, data };
};

/**
 * What each page rendered on request reads of the site's own texts besides the footer's contact details
 * (docs/decisions/0127-site-texts-from-published-versions.md): the reads its components make (lib/site-content.ts).
 */
const SITE_READS: Readonly<Record<string, readonly Parameters<typeof siteContentPath>[0][]>> = {
  '/': ['testimonials'],
  '/home': ['testimonials'],
  '/about': ['pages/about'],
  '/admission': ['pages/admission'],
  '/business': ['pages/business'],
  '/goods': ['pages/goods'],
  '/translation': ['pages/translation'],
  '/contact': [],
  '/majors': [],
  '/faq': ['faq'],
  '/privacy': [],
};

/**
 * Renders a pre-rendered page again on request in the API's process, with the texts editors published (decision
 * 0127): the build's data (`base`: heroes, majors) and the page's reads, answered by `load` as the API's routes
 * would. The head stays the build's, but for the FAQ's FAQPage JSON-LD, made from its questions.
 */
export const renderSitePage: RenderSitePage = async (url, locale, base, load) => {
  const { path } = splitLocalePath(url.split('?')[0] ?? '/');
  const reads = SITE_READS[path];
  if (!reads) return null;
  // Each read with the useLoad key its component reads it under.
  const paths: { read: string; key: readonly unknown[] }[] = ['pages/contact' as const, ...reads].map((what) => {
    const read = siteContentPath(what, locale);
    return { read, key: [read] };
  });
  // The home page's heroes and majors as they are now (the build's are the seed's).
  if (path === '/' || path === '/home')
    for (const list of ['/heroes', '/majors']) {
      const read = inContentLanguage(list, locale);
      paths.push({ read, key: [read] });
    }
  // The majors page's first page too (MajorsPage's key): a published major or image is in its HTML at once.
  if (path === '/majors')
    paths.push({ read: inContentLanguage('/majors?page=1', locale), key: [inContentLanguage('/majors', locale), 1] });
  const answers = await Promise.all(paths.map((one) => load(one.read)));
  const data = { ...base };
  paths.forEach((one, i) => {
    const answer = answers[i] as { data?: unknown } | undefined;
    if (answer?.data !== undefined) data[initialDataKey(one.key)] = answer.data;
  });
  const body = await oneAtATime(() => render(localizedPath(path, locale), data, locale, { messages: false }));
  const faq = data[initialDataKey([siteContentPath('faq', locale)])] as SiteFaqEntry[] | undefined;
  return { body, data, ...(faq && { ld: faqPageLd(faq) }) };
};

/** schema.org's FAQPage: each question with its accepted answer, as search engines show them. */
const faqPageLd = (entries: SiteFaqEntry[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: entry.answer },
  })),
});

let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
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
