import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_DRAFT_KEY, APPLICATION_DRAFT_STEP_KEY, UNAUTHENTICATED_MESSAGE } from '@studychina/contracts';
import {
  advance,
  currentUrl,
  errorResponse,
  jsonResponse,
  renderPage,
  resetAppState,
  stubFetch,
} from '../../test/app-harness';
import { useLogout } from '../../lib/logout';
import { DashboardPage } from './DashboardPage';

/** The page as app/routes.tsx composes it: the site's logout passed in. */
function Dashboard() {
  return <DashboardPage onLogout={useLogout()} />;
}

afterEach(() => {
  resetAppState();
  vi.restoreAllMocks();
});

const ada = {
  id: 'u1',
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.com',
  phoneNumber: null,
  countryInfo: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function signIn() {
  localStorage.setItem('ACCESS_TOKEN', 'tok');
  localStorage.setItem('AUTH_USER', JSON.stringify(ada));
}

describe('DashboardPage', () => {
  it('greets the person, shows the sidebar without dead controls, and keeps the #applications anchor', async () => {
    signIn();
    const fetch = stubFetch(() => jsonResponse(200, { user: ada }));
    const { container } = renderPage(<Dashboard />, { url: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).toHaveTextContent(/^Home\s*Users\s*Logout$/);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '#applications');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // docs/product.md#dashboard: no control that does nothing (Settings, Analytics and its placeholder cards).
    expect(screen.queryByText('Settings')).toBeNull();
    expect(screen.queryByText('Analytics')).toBeNull();
    expect(screen.queryByText('Some stats here...')).toBeNull();
    expect(container.querySelector('#applications')).toBeEmptyDOMElement();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/me');
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer tok');
  });

  it("the sidebar's Logout logs out like the header's: session and draft gone, the toast, then / after 3 s", async () => {
    signIn();
    localStorage.setItem(APPLICATION_DRAFT_KEY, '{"surName":"Obi"}');
    localStorage.setItem(APPLICATION_DRAFT_STEP_KEY, '3');
    stubFetch(() => jsonResponse(200, { user: ada }));
    renderPage(<Dashboard />, { url: '/dashboard' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('button', { name: 'Logout' }),
    );
    expect(await screen.findByText('Logged out Successfully!')).toBeInTheDocument();
    for (const key of ['ACCESS_TOKEN', 'AUTH_USER', APPLICATION_DRAFT_KEY, APPLICATION_DRAFT_STEP_KEY])
      expect(localStorage.getItem(key)).toBeNull();
    await advance(2900);
    expect(currentUrl()).toBe('/dashboard');
    await advance(200);
    expect(currentUrl()).toBe('/');
  });

  it('refreshes the stored user from /me', async () => {
    signIn();
    stubFetch(() => jsonResponse(200, { user: { ...ada, firstname: 'Adaeze' } }));
    renderPage(<Dashboard />, { url: '/dashboard' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Adaeze'));
    expect(JSON.parse(localStorage.getItem('AUTH_USER')!)).toMatchObject({ firstname: 'Adaeze' });
  });

  it('a token the server refuses ends the session and goes to /login', async () => {
    signIn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => errorResponse(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE));
    renderPage(<Dashboard />, { url: '/dashboard' });
    expect(await screen.findByText(UNAUTHENTICATED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(localStorage.getItem('AUTH_USER')).toBeNull();
    expect(log).toHaveBeenCalledWith('/me failed to load', expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  });
});
