import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { SITE_CONTENT_PREFIX, type ErrorCode, type Locale } from '@studychina/contracts';
import { LocaleProvider } from '../lib/i18n';
import { SessionProvider } from '../lib/session';
import { AppToaster, toast } from '../lib/toast';

/*
 * Test harness for pages: the real session, router and toaster around one page, a probe showing the
 * current location, and a fetch stub at the network boundary (our modules are never mocked).
 */

// react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {location.pathname + location.search}
    </div>
  );
}

export interface RenderPageOptions {
  /** The URL the page opens at. */
  url: string;
  /** The route pattern the page is mounted on (defaults to the URL's path). */
  path?: string;
  /** Router state of the first entry (e.g. a guard's { from }). */
  state?: unknown;
  /** The site's language; French needs `await loadFrench()` first (lib/i18n). */
  locale?: Locale;
}

export function renderPage(page: ReactElement, { url, path = url.split('?')[0], state, locale }: RenderPageOptions) {
  return render(
    <LocaleProvider initial={locale}>
      <SessionProvider>
        <MemoryRouter
          initialEntries={[
            { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
          ]}
        >
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <AppToaster />
      </SessionProvider>
    </LocaleProvider>,
  );
}

/** Where the router is now ("/verify-code", "/?x=1"). */
export const currentUrl = () => screen.getByTestId('location').textContent;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refusal as the API sends it: `{ success: false, code, message, errors? }`. */
export const errorBody = (code: ErrorCode, message: string, errors?: Record<string, string[]>) => ({
  success: false,
  code,
  message,
  ...(errors && { errors }),
});

export const errorResponse = (status: number, code: ErrorCode, message: string, errors?: Record<string, string[]>) =>
  jsonResponse(status, errorBody(code, message, errors));

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A request that never answers (until aborted): the page keeps what it shows while loading. */
const pending = (signal?: AbortSignal | null) =>
  new Promise<Response>((_, reject) =>
    signal?.addEventListener('abort', () => reject(new DOMException('The page left', 'AbortError'))),
  );

/**
 * Replaces global fetch; returns the spy so tests can read what was sent. The site's own texts (the footer's
 * contact details, a page's published texts: lib/site-content.ts) are left unanswered, so the pages show the texts
 * contracts ship, unless the test asks to answer them (`siteContent`): then they reach the handler like any call.
 */
export function stubFetch(handler: FetchHandler, { siteContent = false } = {}) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => handler(String(input), init));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) =>
    !siteContent && String(input).includes(`${SITE_CONTENT_PREFIX}/`) ? pending(init.signal) : spy(input, init),
  );
  return spy;
}

/** Resets what pages leave behind between tests: toasts, storage, stubs. */
export function resetAppState() {
  toast.remove();
  localStorage.clear();
  // Cookies the page's script sets (the language choice: lib/locale-choice.ts).
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/*
 * Delays (redirects, the resend countdown) are tested under vitest's fake timers. Testing Library's async
 * helpers wait on setTimeout(0) and only know how to drive Jest's fakes: under plain fake timers use
 * fireEvent (synchronous) and `advance`; with `shouldAdvanceTime: true` user-event from setupUser works.
 */

/** user-event that also drives vitest's fake timers while they are on. */
export const setupUser = () =>
  userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });

/** Lets pending promises (a stubbed call) and timers due within `ms` run, under fake timers. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
