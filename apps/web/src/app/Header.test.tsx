import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_DRAFT_KEY, LOGGED_OUT } from '@studychina/contracts';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY } from '../lib/session';
import { currentUrl, renderPage, resetAppState, setupUser } from '../test/app-harness';
import { Header } from './Header';

/** The header on any page, with the real session, router and toaster (test/app-harness). */
const renderHeader = (url = '/about') => renderPage(<Header />, { url, path: '*' });

function signIn() {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  localStorage.setItem(
    AUTH_USER_KEY,
    JSON.stringify({ id: 1, firstname: 'Ada', lastname: 'Obi', email: 'ada@example.com' }),
  );
}

beforeEach(() => localStorage.clear());
afterEach(resetAppState);

describe('Header', () => {
  it('shows Register and Login in the Account menu for visitors', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it.each([
    ['staff', true],
    ['admin', true],
    ['student', false],
  ] as const)('shows Back office in the Account menu to %s accounts: %s', async (role, shown) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    localStorage.setItem(
      AUTH_USER_KEY,
      JSON.stringify({ id: 'u1', firstname: 'Li', lastname: 'Wei', email: 'li@example.com', role }),
    );
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const link = screen.queryByRole('link', { name: 'Back office' });
    if (shown) expect(link).toHaveAttribute('href', '/admin');
    else expect(link).toBeNull();
  });

  it('offers My applications (/dashboard) to token holders in the Account menu', async () => {
    signIn();
    renderHeader('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const link = screen.getByRole('link', { name: 'My applications' });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/', '/home'])('marks Home as the current page on %s', (url) => {
    renderHeader(url);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('shows Logout for token holders; logout clears storage, toasts and goes to / after 3 s', async () => {
    signIn();
    localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify({ surName: 'Obi' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser();
    renderHeader('/about');

    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
    expect(await screen.findByText(LOGGED_OUT)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(currentUrl()).toBe('/about');
    act(() => vi.advanceTimersByTime(200));
    expect(currentUrl()).toBe('/');
  });

  it('does not pull the person back to / when they navigate elsewhere before the 3 s are up', async () => {
    signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser();
    renderHeader('/about');

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(currentUrl()).toBe('/login');
    act(() => vi.advanceTimersByTime(3500));
    expect(currentUrl()).toBe('/login');
  });

  it('opens the Services dropdown with the four service pages and closes it with Escape', async () => {
    renderHeader();
    const services = screen.getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Admission Processing' })).toHaveAttribute('href', '/admission');
    expect(screen.getByRole('link', { name: 'Business Consultation' })).toHaveAttribute('href', '/business');
    expect(screen.getByRole('link', { name: 'Import & Export of Goods' })).toHaveAttribute('href', '/goods');
    expect(screen.getByRole('link', { name: 'Translation' })).toHaveAttribute('href', '/translation');
    await userEvent.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });

  it('lets the browser open the mobile menu by itself, before the app has started (a popover)', () => {
    renderHeader('/about');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // popovertarget names the menu: a tap on the pre-rendered button opens it with no script at all.
    expect(toggle).toHaveAttribute('popovertarget', nav.id);
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
  });

  // jsdom has no popovers: this is the app's own toggle, what a browser without them gets.
  it('toggles the mobile menu and closes it after navigating', async () => {
    renderHeader('/about');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-open', 'true');

    await userEvent.click(screen.getByRole('link', { name: 'Majors' }));
    expect(currentUrl()).toBe('/majors');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the logo to /', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: /Study in China Admissions/ })).toHaveAttribute('href', '/');
  });
});
