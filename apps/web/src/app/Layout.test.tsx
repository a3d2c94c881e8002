import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, resetAppState, setupUser, stubFetch } from '../test/app-harness';
import { AppRoutes } from './AppRoutes';

afterEach(() => {
  resetAppState();
  vi.restoreAllMocks();
});

describe('Layout', () => {
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
});
