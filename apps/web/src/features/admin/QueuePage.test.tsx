import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueResponse } from '@studychina/contracts';
import {
  currentUrl,
  jsonResponse,
  renderPage,
  resetAppState,
  stubFetch,
  type FetchHandler,
} from '../../test/app-harness';
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
      invoiceStatus: 'unpaid',
      nationalityCode: 'NG',
      statusChangedAt: new Date(Date.now() - 6 * 24 * 3600 * 1000).toISOString(),
      deadline: '2026-11-30T23:59:59.999Z',
      waitingDays: 6,
      overdue: true,
    },
  ],
  current_page: 1,
  last_page: 3,
  per_page: 25,
  total: 6,
  counts,
  ...over,
});

/** The catalogue's majors, for the major filter (GET /majors, the public catalogue). */
const MAJORS = {
  data: [
    { id: 1, name: 'Medicine (MBBS)' },
    { id: 2, name: 'Civil Engineering' },
  ],
};

const open = (url: string, respond: FetchHandler = () => jsonResponse(200, answer())) => {
  localStorage.setItem('ACCESS_TOKEN', 'staff-token');
  const fetch = stubFetch((path, init) => (path.endsWith('/majors') ? jsonResponse(200, MAJORS) : respond(path, init)));
  renderPage(<QueuePage />, { url, path: '/admin' });
  return fetch;
};

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('QueuePage', { timeout: 20_000 }, () => {
  it('asks the API with the URL filters and shows rows, counts, badges and relative dates', async () => {
    const fetch = open('/admin?status=action_required&q=oka&page=2');
    const table = await screen.findByRole('table');
    const call = fetch.mock.calls.find(([path]) => String(path).startsWith('/api/v1/admin/'))!;
    expect(call[0]).toBe('/api/v1/admin/applications?status=action_required&q=oka&page=2');
    expect(new Headers(call[1]!.headers).get('authorization')).toBe('Bearer staff-token');
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

  it('shows the country, the deadline with its overdue badge and the days waiting', async () => {
    open('/admin');
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Nigeria');
    expect(row).toHaveTextContent('30 Nov 2026');
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(row).toHaveTextContent('6 days');
  });

  it('offers the views assigned to me and unassigned, keeping the other filters', async () => {
    open('/admin?status=submitted&assignee=me&page=2');
    const views = await screen.findByRole('navigation', { name: 'Views' });
    expect(within(views).getByRole('link', { name: 'Assigned to me' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Unassigned' })).toHaveAttribute(
      'href',
      '/admin?status=submitted&assigned=none',
    );
    expect(within(views).getByRole('link', { name: 'All applications' })).toHaveAttribute(
      'href',
      '/admin?status=submitted',
    );
  });

  it('filters by a country and a major picked from lists, overdue corrections and days waiting', async () => {
    const user = userEvent.setup();
    const fetch = open('/admin');
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'Civil Engineering' });
    await user.selectOptions(screen.getByLabelText('Nationality'), 'Nigeria');
    await user.selectOptions(screen.getByLabelText('Major'), 'Civil Engineering');
    await user.click(screen.getByLabelText('Overdue corrections only'));
    await user.type(screen.getByLabelText('Waiting at least (days)'), '5');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(currentUrl()).toBe('/admin?nationality=NG&major=Civil+Engineering&overdue=1&waitingDays=5');
    await vi.waitFor(() =>
      expect(fetch.mock.calls.at(-1)![0]).toBe(
        '/api/v1/admin/applications?nationality=NG&major=Civil+Engineering&overdue=1&waitingDays=5',
      ),
    );
    expect(screen.getByLabelText('Nationality')).toHaveValue('NG');
  });

  it('filters the queue and its CSV by university, programme (a pasted address) and intake', async () => {
    const user = userEvent.setup();
    const fetch = open('/admin?status=submitted&university=fudan-university&page=3');
    await screen.findByRole('table');
    expect(screen.getByLabelText('University')).toHaveValue('fudan-university');
    await user.clear(screen.getByLabelText('University'));
    await user.type(screen.getByLabelText('University'), 'peking-university');
    await user.click(screen.getByLabelText('Programme'));
    await user.paste('https://study.example/fr/programmes/peking-university-clinical-medicine-bachelor?from=x');
    fireEvent.change(screen.getByLabelText('Intake'), { target: { value: '2027-09' } });
    expect(screen.getByLabelText('Intake')).toHaveAccessibleDescription('The start month, like 2027-09');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const query =
      'status=submitted&university=peking-university&programme=peking-university-clinical-medicine-bachelor&intake=2027-09';
    expect(currentUrl()).toBe(`/admin?${query}`);
    await vi.waitFor(() => expect(fetch.mock.calls.at(-1)![0]).toBe(`/api/v1/admin/applications?${query}`));
    expect(screen.getByLabelText('Programme')).toHaveValue('peking-university-clinical-medicine-bachelor');

    // The export takes the same filters.
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fetch.mockImplementationOnce(async () => new Response('id\n', { status: 200 }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(fetch.mock.calls.at(-1)![0]).toBe(`/api/v1/admin/applications.csv?${query}`);
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it("keeps an old link's free-text nationality as the chosen filter", async () => {
    open('/admin?nationality=Nigerian');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Nationality')).toHaveValue('Nigerian');
  });

  it('remembers the queue address for the application page', async () => {
    open('/admin?nationality=NG&sort=name');
    await screen.findByRole('table');
    expect(sessionStorage.getItem('admin_queue_url')).toBe('/admin?nationality=NG&sort=name');
  });

  it("bulk-assigns the selected applications, asking first before taking a colleague's", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'AUTH_USER',
      JSON.stringify({ id: 'me1', firstname: 'Sam', lastname: 'Staff', role: 'staff' }),
    );
    const rows = answer().data;
    const mine = { ...rows[0]!, id: 'a2', applicantName: 'EZE Amaka', assignee: null };
    let posted: unknown = null;
    open('/admin', (path, init) => {
      if (path.endsWith('/applications/bulk')) {
        posted = JSON.parse(String(init.body));
        return jsonResponse(200, {
          success: true,
          message: '2 of 2 applications changed.',
          results: [
            { id: 'a1', ok: true },
            { id: 'a2', ok: true },
          ],
        });
      }
      return jsonResponse(200, answer({ data: [...rows, mine] }));
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: /Bulk actions/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select every application on this page' }));
    const bulk = screen.getByRole('region', { name: 'Bulk actions: 2 applications selected' });
    await user.click(within(bulk).getByRole('button', { name: 'Assign' }));
    // Li Wei has OKAFOR Chiamaka: nothing is sent before staff confirm.
    const warning = within(bulk).getByRole('alertdialog');
    expect(warning).toHaveTextContent('1 selected application is assigned to Li Wei.');
    expect(posted).toBeNull();
    await user.click(within(warning).getByRole('button', { name: 'Yes, take over' }));
    await vi.waitFor(() => expect(posted).toEqual({ ids: ['a1', 'a2'], assign: 'me1', takeOver: true }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /Bulk actions/ })).toBeNull());
  });

  it('moves the selected applications with one message and lists those refused', async () => {
    const user = userEvent.setup();
    let posted: unknown = null;
    open('/admin', (path, init) => {
      if (path.endsWith('/applications/bulk')) {
        posted = JSON.parse(String(init.body));
        return jsonResponse(200, {
          success: true,
          message: '0 of 1 application changed.',
          results: [{ id: 'a1', ok: false, code: 'ILLEGAL_TRANSITION', message: 'Cannot move it from here.' }],
        });
      }
      return jsonResponse(200, answer());
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select OKAFOR Chiamaka' }));
    const bulk = screen.getByRole('region', { name: 'Bulk actions: 1 application selected' });
    await user.selectOptions(
      within(bulk).getByLabelText('Move the selected to'),
      'Action required (waiting for the student)',
    );
    await user.type(within(bulk).getByLabelText('Message to each student'), 'Please send a clearer passport page.');
    await user.type(within(bulk).getByLabelText('Deadline for the corrections'), '2026-12-31');
    await user.click(within(bulk).getByRole('button', { name: 'Change status' }));
    await vi.waitFor(() =>
      expect(posted).toEqual({
        ids: ['a1'],
        status: 'action_required',
        message: 'Please send a clearer passport page.',
        deadline: '2026-12-31',
      }),
    );
    expect(await within(bulk).findByText('OKAFOR Chiamaka: Cannot move it from here.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select OKAFOR Chiamaka' })).toBeChecked();
  });
});
