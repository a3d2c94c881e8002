import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY } from '../../lib/session';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { AdminApp } from './AdminApp';

afterEach(resetAppState);

const signIn = (role: 'staff' | 'admin', permissions: string[] = []) => {
  localStorage.setItem(ACCESS_TOKEN_KEY, `${role}-token`);
  localStorage.setItem(
    AUTH_USER_KEY,
    JSON.stringify({ id: 'u1', firstname: 'Ngozi', lastname: 'Okafor', email: 'ngozi@example.com', role, permissions }),
  );
  stubFetch(() =>
    jsonResponse(200, { success: true, data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 }),
  );
};

describe("the back office's frame", { timeout: 20_000 }, () => {
  it('an admin: the side navigation with every screen, who is signed in, the way to the site, and Log out', async () => {
    signIn('admin');
    const onLogout = vi.fn();
    renderPage(<AdminApp onLogout={onLogout} />, { url: '/admin/staff', path: '/admin/*' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Applications', 'Payments', 'Content', 'Overview', 'Staff', 'Audit', 'Templates', 'Retention']);
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Signed in as').parentElement).toHaveTextContent('Signed in as Ngozi Okafor Admin');
    expect(screen.getByRole('link', { name: 'View the public site' })).toHaveAttribute('href', '/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a staff member sees the queue, payments and the content only; on a phone the Menu button opens and closes the navigation', async () => {
    signIn('staff', ['editor']);
    const user = userEvent.setup();
    renderPage(<AdminApp onLogout={() => undefined} />, { url: '/admin', path: '/admin/*' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Applications', 'Payments', 'Content']);
    expect(screen.getByText('Signed in as').parentElement).toHaveTextContent('Ngozi Okafor Staff · Editor');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('bo-nav')).toHaveClass('is-open');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('a manager sees the Overview too, and opens it', async () => {
    signIn('staff', ['manager']);
    const empty = { from: '2026-09-01', to: '2026-11-29', funnel: [], byWeek: [], stageDays: [], byNationality: [] };
    const more = { byProgramme: [], corrections: [], correctionReasons: [], payments: [], staff: [], staffByWeek: [] };
    stubFetch(() => jsonResponse(200, { success: true, data: { ...empty, ...more } }));
    renderPage(<AdminApp onLogout={() => undefined} notFound={<p>Not found</p>} />, {
      url: '/admin/overview',
      path: '/admin/*',
    });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Applications', 'Payments', 'Content', 'Overview']);
    expect(screen.getByText('Signed in as').parentElement).toHaveTextContent('Ngozi Okafor Staff · Manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 10_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-09-01'));
  });

  it('a staff member without the permission gets the 404 page at /admin/overview', async () => {
    signIn('staff', ['editor']);
    renderPage(<AdminApp onLogout={() => undefined} notFound={<p>Not found</p>} />, {
      url: '/admin/overview',
      path: '/admin/*',
    });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
