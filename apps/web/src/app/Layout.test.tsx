import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, resetAppState, setupUser, stubFetch } from '../test/app-harness';
import { AppRoutes } from './AppRoutes';

afterEach(() => {
  resetAppState();
  vi.restoreAllMocks();
});

// The lazy modules compiled once up front: compiled cold on first navigation, they outlast findBy's wait
// on a busy 2-core machine.
beforeAll(async () => {
  await Promise.all([import('../features/pages/AboutPage'), import('./page-title')]);
}, 60_000);

describe('Layout', { timeout: 20_000 }, () => {
  it('scrolls to the top on each navigation and survives a scrollTo that returns a promise (Chromium)', async () => {
    // Current Chromium returns a promise from scrollTo; a cleanup-less effect must not hand it to React.
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as never);
    stubFetch(() => jsonResponse(200, { heroes: [], data: [] }));
    const user = setupUser();
    renderPage(<AppRoutes />, { url: '/about', path: '*' });

    await user.click((await screen.findAllByRole('link', { name: 'Home' }))[0]!);
    await user.click((await screen.findAllByRole('link', { name: 'About' }))[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: /about/i })).toBeInTheDocument();
    expect(scrollTo.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('titles each page from SITE_PAGES, the 404 too, and announces the new title after a navigation', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    stubFetch(() => jsonResponse(200, { heroes: [], data: [] }));
    const user = setupUser();
    renderPage(<AppRoutes />, { url: '/nope-page', path: '*' });
    await waitFor(() => expect(document.title).toBe('Page not found – Study in China Admissions'));
    const announcer = document.querySelector('[aria-live="polite"].visually-hidden')!;
    expect(announcer.textContent).toBe('');

    await user.click((await screen.findAllByRole('link', { name: 'About' }))[0]!);
    await waitFor(() => expect(document.title).toBe('About us – Study in China Admissions'));
    expect(announcer.textContent).toBe('About us – Study in China Admissions');
    await user.click((await screen.findAllByRole('link', { name: 'Home' }))[0]!);
    await waitFor(() => expect(document.title).toBe('Study in China Admissions'));
  });
});
