import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, NOT_FOUND_PAGE } from '@studychina/contracts';
import { ACCESS_TOKEN_KEY, useSession } from '../lib/session';
import { currentUrl, errorResponse, renderPage, resetAppState, stubFetch } from '../test/app-harness';
import { AppRoutes } from './AppRoutes';
import { VisitorsOnly } from './guards';

afterEach(() => {
  resetAppState();
  vi.restoreAllMocks();
});

/**
 * Pages are lazy: the first visit of each compiles its modules, which on a busy two-core machine can
 * take longer than Testing Library's 1 s default wait.
 */
const LAZY_PAGE = { timeout: 5000 };
/** The back office is one larger chunk: its first visit in a test run compiles all of it. */
const ADMIN_CHUNK = { timeout: 15_000 };

/** The real route table at `url`; every API call answers 404 (the pages' content is not under test). */
function openApp(url: string) {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // home logs its failed loads (docs/product.md#home)
  stubFetch(() => errorResponse(404, 'NOT_FOUND', 'Not found'));
  return renderPage(<AppRoutes />, { url, path: '*' });
}

describe('route guards (docs/product.md#route-access)', () => {
  it('sends a visitor from /dashboard to /login', async () => {
    openApp('/dashboard');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
  });

  it.each(['/login', '/verify-code', '/verify-otp'])('sends a token holder from %s to /', async (url) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    openApp(url);
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  const signIn = (role: 'student' | 'staff' | 'admin') => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    localStorage.setItem(
      'AUTH_USER',
      JSON.stringify({ id: 'u1', firstname: 'Li', lastname: 'Wei', email: 'li@example.com', role }),
    );
  };

  it('shows a student who opens /admin the 404 page (docs/product.md#back-office-screens)', async () => {
    signIn('student');
    openApp('/admin');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_PAGE.title }, LAZY_PAGE)).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin');
  });

  it('sends a visitor from /admin to /login', async () => {
    openApp('/admin/applications/a1');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
  });

  it('opens the back office to staff, but not its admin-only pages', async () => {
    signIn('staff');
    openApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Applications' }, ADMIN_CHUNK)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  }, 20_000); // the first visit compiles the whole back-office chunk

  it('shows admins the Staff and Audit pages', async () => {
    signIn('admin');
    openApp('/admin/staff');
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 }, LAZY_PAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/admin/audit');
  });

  it('lets a visitor open /login', async () => {
    openApp('/login');
    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY_PAGE)).toBeInTheDocument();
    expect(currentUrl()).toBe('/login');
  });

  it('lets a token holder open /dashboard', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    openApp('/dashboard');
    expect(await screen.findByText(new RegExp(DASHBOARD.welcome), {}, LAZY_PAGE)).toBeInTheDocument();
    expect(currentUrl()).toBe('/dashboard');
  });

  it('keeps public pages open to both', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    openApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create Account' }, LAZY_PAGE)).toBeInTheDocument();
    expect(currentUrl()).toBe('/register');
  });

  it('decides on entry: a page that signs the visitor in keeps control of its own redirect', async () => {
    function SignsIn() {
      const { setToken } = useSession();
      return (
        <button type="button" onClick={() => setToken('fresh')}>
          verify
        </button>
      );
    }
    renderPage(
      <VisitorsOnly>
        <SignsIn />
      </VisitorsOnly>,
      { url: '/verify-code' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'verify' }));
    expect(currentUrl()).toBe('/verify-code');
    expect(screen.getByRole('button', { name: 'verify' })).toBeInTheDocument();
  });
});

describe('route table', () => {
  it.each(['/no-such-page', '/majors/extra'])('shows the 404 page for %s', async (url) => {
    openApp(url);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, LAZY_PAGE)).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About'],
    ['/admission', 'Admission Processing'],
    ['/business', 'Business Consultation'],
    ['/goods', 'Import & Export of Goods'],
    ['/translation', 'Translation'],
    ['/majors', 'All Majors'],
  ])('opens %s', async (url, heading) => {
    openApp(url);
    expect(await screen.findByRole('heading', { name: heading }, LAZY_PAGE)).toBeInTheDocument();
  });
});
