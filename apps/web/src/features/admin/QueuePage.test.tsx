import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueResponse } from '@studychina/contracts';
import { currentUrl, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { QueuePage } from './QueuePage';

afterEach(resetAppState);

const counts = {
  submitted: 3,
  under_review: 1,
  action_required: 2,
  forwarded_to_university: 0,
  admitted: 0,
  rejected: 0,
  withdrawn: 0,
};

const answer = (over: Partial<QueueResponse> = {}): QueueResponse => ({
  success: true,
  data: [
    {
      id: 'a1',
      applicantName: 'OKAFOR Chiamaka',
      email: 'chiamaka@example.com',
      nationality: 'Nigeria',
      majorFirstChoice: 'Medicine (MBBS)',
      status: 'action_required',
      createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
      updatedAt: new Date(Date.now() - 3600 * 1000).toISOString(),
      assignee: { id: 's1', firstname: 'Li', lastname: 'Wei', email: 'li@example.com', role: 'staff' },
      pendingDocuments: 2,
    },
  ],
  current_page: 1,
  last_page: 3,
  per_page: 25,
  total: 6,
  counts,
  ...over,
});

const open = (url: string, respond = () => jsonResponse(200, answer())) => {
  localStorage.setItem('ACCESS_TOKEN', 'staff-token');
  const fetch = stubFetch(respond);
  renderPage(<QueuePage />, { url, path: '/admin' });
  return fetch;
};

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('QueuePage', { timeout: 20_000 }, () => {
  it('asks the API with the URL filters and shows rows, counts, badges and relative dates', async () => {
    const fetch = open('/admin?status=action_required&q=oka&page=2');
    const table = await screen.findByRole('table');
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/admin/applications?status=action_required&q=oka&page=2');
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer staff-token');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'OKAFOR Chiamaka' })).toHaveAttribute(
      'href',
      '/admin/applications/a1',
    );
    expect(row).toHaveTextContent('2 documents to review');
    expect(row).toHaveTextContent('Li Wei');
    const submitted = within(row).getByText('2 days ago');
    expect(submitted).toHaveAttribute('title', expect.stringMatching(/\d{4}/));
    const tabs = screen.getByRole('navigation', { name: 'Applications by status' });
    expect(within(tabs).getByRole('link', { name: /All 6/ })).not.toHaveAttribute('aria-current');
    expect(within(tabs).getByRole('link', { name: /Action required.*2/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Search')).toHaveValue('oka');
  });

  it('keeps a new search in the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    open('/admin?status=submitted&page=3');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search'), 'chia');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(currentUrl()).toBe('/admin?status=submitted&q=chia');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Name');
    expect(currentUrl()).toBe('/admin?status=submitted&q=chia&sort=name');
  });

  it('moves between pages with links (keyboard and back/forward friendly)', async () => {
    open('/admin?status=submitted');
    const next = await screen.findByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/admin?status=submitted&page=2');
  });

  it('says when nothing matches', async () => {
    open('/admin?q=zzz', () => jsonResponse(200, answer({ data: [], total: 0, last_page: 1 })));
    expect(await screen.findByText('No application matches these filters.')).toBeInTheDocument();
  });

  it('exports the CSV of the current filters, without the page', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetch = open('/admin?status=submitted&page=2', () => jsonResponse(200, answer()));
    await screen.findByRole('table');
    fetch.mockImplementationOnce(
      async () =>
        new Response('id\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="applications.csv"' },
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(fetch.mock.calls.at(-1)![0]).toBe('/api/v1/admin/applications.csv?status=submitted');
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });
});
