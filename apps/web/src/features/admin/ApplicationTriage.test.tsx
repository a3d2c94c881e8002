import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffApplication } from '@studychina/contracts';
import {
  currentUrl,
  jsonResponse,
  renderPage,
  resetAppState,
  stubFetch,
  type FetchHandler,
} from '../../test/app-harness';
import { ApplicationPage } from './ApplicationPage';
import { staffApplication } from './staff-application.fixture';

// The application page's triage (docs/product.md#back-office-screens): back to the queue, next application,
// days waiting and deadline, duplicates, and the warning before taking a colleague's application.
afterEach(resetAppState);

const colleague = { id: 's2', firstname: 'Li', lastname: 'Wei', email: 'li@example.com', role: 'staff' as const };
const application = (over: Partial<StaffApplication> = {}): StaffApplication =>
  staffApplication({
    status: 'action_required',
    assignee: colleague,
    deadline: '2026-11-30T23:59:59.999Z',
    waitingDays: 9,
    overdue: true,
    duplicates: [
      { id: 'a7', status: 'rejected', applicantName: 'Chiamaka Okafor', createdAt: '2025-05-01T10:00:00.000Z' },
    ],
    ...over,
  });

function open(respond: FetchHandler, state?: unknown) {
  localStorage.setItem('ACCESS_TOKEN', 'staff-token');
  localStorage.setItem('AUTH_USER', JSON.stringify({ id: 's1', firstname: 'Sam', lastname: 'Staff', role: 'staff' }));
  const fetch = stubFetch((path, init) => respond(path, init));
  renderPage(<ApplicationPage />, { url: '/admin/applications/a1', path: '/admin/applications/:id', state });
  return fetch;
}
const showing = (path: string) =>
  jsonResponse(200, { success: true, application: application({ id: path.split('/').at(-1)! }) });

describe('ApplicationPage triage', { timeout: 20_000 }, () => {
  it('shows the days waiting, the deadline marked overdue and the other applications of the same passport', async () => {
    open(showing);
    await screen.findByRole('heading', { level: 1, name: 'OKAFOR Chiamaka' });
    expect(screen.getByText(/In this status for 9 days/)).toHaveTextContent('Corrections due 30 Nov 2026 Overdue');
    const duplicates = screen.getByRole('note', { name: 'Same passport number on other applications' });
    expect(within(duplicates).getByRole('link', { name: 'Chiamaka Okafor (Rejected)' })).toHaveAttribute(
      'href',
      '/admin/applications/a7',
    );
  });

  it('goes back to the exact queue it came from, else to the last queue of this tab', async () => {
    open(showing, { queue: '/admin?nationality=NG&sort=name&page=2' });
    expect(await screen.findByRole('link', { name: 'Back to the queue' })).toHaveAttribute(
      'href',
      '/admin?nationality=NG&sort=name&page=2',
    );
  });

  it('opens the next application of that queue, asking the API with its filters and sort', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('admin_queue_url', '/admin?status=submitted&page=3');
    const fetch = open((path) =>
      path.includes('/next')
        ? jsonResponse(200, { success: true, next: { id: 'a9', applicantName: 'Ada' } })
        : showing(path),
    );
    expect(await screen.findByRole('link', { name: 'Back to the queue' })).toHaveAttribute(
      'href',
      '/admin?status=submitted&page=3',
    );
    await user.click(screen.getByRole('button', { name: 'Next application' }));
    await vi.waitFor(() => expect(currentUrl()).toBe('/admin/applications/a9'));
    expect(fetch.mock.calls.map(([path]) => path)).toContain('/api/v1/admin/applications/a1/next?status=submitted');
  });

  it("asks before taking a colleague's application, then sends the assignee it showed", async () => {
    const user = userEvent.setup();
    let posted: unknown = null;
    open((path, init) => {
      if (init.method === 'POST') {
        posted = JSON.parse(String(init.body));
        return jsonResponse(200, { success: true, message: 'Assignment saved.' });
      }
      return showing(path);
    });
    const panel = await screen.findByRole('region', { name: 'Assignment' });
    await user.selectOptions(within(panel).getByLabelText('Assigned to'), 'Sam Staff');
    await user.click(within(panel).getByRole('button', { name: 'Save assignment' }));
    const warning = within(panel).getByRole('alertdialog', { name: "Take over colleagues' applications?" });
    expect(warning).toHaveTextContent('This application is assigned to Li Wei.');
    expect(posted).toBeNull();
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('alertdialog')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Save assignment' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, take over' }));
    await vi.waitFor(() => expect(posted).toEqual({ staffId: 's1', expectedAssigneeId: 's2' }));
  });
});
