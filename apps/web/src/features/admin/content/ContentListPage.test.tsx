import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentListItem } from '@studychina/contracts';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY } from '../../../lib/session';
import { currentUrl, jsonResponse, renderPage, resetAppState, stubFetch } from '../../../test/app-harness';
import { AdminApp } from '../AdminApp';

afterEach(resetAppState);

const item = (over: Partial<ContentListItem>): ContentListItem => ({
  id: '0b6f3c1e-6d2a-4f7e-9a51-2f8f2d0c9e11',
  kind: 'programmes',
  title: 'Medicine (MBBS)',
  status: 'published',
  version: 3,
  publishedVersion: 2,
  hasChanges: false,
  frenchMissing: [],
  frenchOutdated: false,
  figuresCheckedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const ITEMS = [
  item({}),
  item({ id: '1b6f3c1e-6d2a-4f7e-9a51-2f8f2d0c9e11', title: 'Civil Engineering', hasChanges: true }),
  item({
    id: '2b6f3c1e-6d2a-4f7e-9a51-2f8f2d0c9e11',
    title: 'Chinese Language',
    status: 'draft',
    publishedVersion: null,
    frenchMissing: ['titleFr'],
  }),
  item({ id: '3b6f3c1e-6d2a-4f7e-9a51-2f8f2d0c9e11', title: 'Finance', status: 'unpublished', frenchOutdated: true }),
];
const page = (data: ContentListItem[], meta = { page: 1, per_page: 20, total: data.length, last_page: 1 }) =>
  jsonResponse(200, { data, meta });

function signIn(role: 'staff' | 'admin', permissions: string[] = []) {
  localStorage.setItem(ACCESS_TOKEN_KEY, `${role}-token`);
  localStorage.setItem(
    AUTH_USER_KEY,
    JSON.stringify({ id: 'u1', firstname: 'Femi', lastname: 'Bello', email: 'femi@example.com', role, permissions }),
  );
}
const open = (url: string) => renderPage(<AdminApp onLogout={() => undefined} />, { url, path: '/admin/*' });

describe("a kind's content list", { timeout: 30_000 }, () => {
  it('lists the items with where each stands, searches by title or slug and filters by status in the address', async () => {
    signIn('staff', ['editor']);
    const user = userEvent.setup();
    const fetch = stubFetch((url) =>
      url.includes('q=civil') ? page([ITEMS[1]!]) : page(ITEMS, { page: 1, per_page: 20, total: 45, last_page: 3 }),
    );
    open('/admin/content/programmes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Programmes' })).toBeInTheDocument();
    const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
    expect(await screen.findByRole('link', { name: 'Medicine (MBBS)' })).toHaveAttribute(
      'href',
      '/admin/content/programmes/0b6f3c1e-6d2a-4f7e-9a51-2f8f2d0c9e11',
    );
    expect(row('Medicine')).toHaveTextContent('Published');
    expect(row('Medicine')).not.toHaveTextContent('Changes not published');
    expect(row('Civil Engineering')).toHaveTextContent('PublishedChanges not published');
    expect(row('Chinese Language')).toHaveTextContent('DraftFrench missing');
    expect(row('Finance')).toHaveTextContent('UnpublishedFrench older than English');
    expect(screen.getByRole('navigation', { name: 'Page 1 of 3 (45 items)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/content/programmes?page=2');
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/admin/content/programmes/new');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'civil');
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await expect.poll(currentUrl).toBe('/admin/content/programmes?q=civil&status=published');
    await expect.poll(() => screen.queryByRole('link', { name: 'Medicine (MBBS)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Civil Engineering' })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/v1/admin/content/programmes?q=civil&status=published');
  });

  it('keeps per_page within the API’s 100, and offers no "New" to staff who only read', async () => {
    signIn('staff');
    const fetch = stubFetch(() => page(ITEMS));
    open('/admin/content/programmes?per_page=500&page=2');
    expect(await screen.findByRole('link', { name: 'Finance' })).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/admin/content/programmes?page=2&per_page=100');
    expect(screen.queryByRole('link', { name: 'New' })).toBeNull();
  });
});

describe('the content home', { timeout: 30_000 }, () => {
  it('shows the ten kinds with their counts, and the items whose French is missing or older', async () => {
    signIn('admin');
    // Programmes has 12 items, two of them with French to do; the other kinds are empty.
    const fetch = stubFetch((url) =>
      !url.includes('/programmes?')
        ? page([])
        : url.includes('french=missing')
          ? page([ITEMS[2]!, ITEMS[3]!])
          : page([ITEMS[0]!], { page: 1, per_page: 1, total: 12, last_page: 12 }),
    );
    open('/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    const kinds = screen.getByRole('list', { name: 'Kinds of content' });
    expect(within(kinds).getAllByRole('listitem')).toHaveLength(10);
    expect(await within(kinds).findByText('12 items')).toBeInTheDocument();
    expect(within(kinds).getByRole('link', { name: 'Programmes' })).toHaveAttribute(
      'href',
      '/admin/content/programmes',
    );
    const french = await screen.findByRole('region', { name: 'French missing or older than English' });
    expect(within(french).getByRole('row', { name: /Chinese Language/ })).toHaveTextContent('French missing');
    expect(within(french).getByRole('row', { name: /Finance/ })).toHaveTextContent('French older than English');
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/api/v1/admin/content/programmes?french=missing&per_page=100',
    );
  });
});
