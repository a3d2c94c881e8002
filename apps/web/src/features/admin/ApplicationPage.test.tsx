import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffApplication } from '@studychina/contracts';
import { errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { programmeDetailFixture } from '../../test/catalogue-fixtures';
import { ApplicationPage } from './ApplicationPage';
import { staffApplication } from './staff-application.fixture';

afterEach(resetAppState);

const application = (over: Partial<StaffApplication> = {}): StaffApplication =>
  staffApplication({
    files: [
      {
        id: 'f1',
        listName: 'passportphoto',
        position: 0,
        originalName: 'photo.jpg',
        size: 2048,
        mimeType: 'image/jpeg',
        uploadedAt: '2026-11-20T10:00:00.000Z',
        review: null,
        replaces: null,
        replacedAt: null,
        uploadedBy: null,
        requestId: null,
        erasedAt: null,
      },
    ],
    events: [
      {
        id: 'e1',
        fromStatus: null,
        toStatus: 'submitted',
        message: 'We have received your application.',
        deadline: null,
        at: '2026-11-20T10:00:00.000Z',
        actor: null,
        note: null,
      },
    ],
    ...over,
  });

/** The status panel's own calls (templates, mail preview): answered apart from the application's. */
const panelCall = (url: string) =>
  url.endsWith('/templates')
    ? jsonResponse(200, { success: true, data: [] })
    : url.endsWith('/status/preview')
      ? errorResponse(409, 'DOCUMENTS_OUTSTANDING', 'Some documents are still outstanding.')
      : null;

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('ApplicationPage', { timeout: 20_000 }, () => {
  it('shows the sections, the documents with their review controls and the status panel', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'staff-token');
    const fetch = stubFetch(
      (url) => panelCall(url) ?? jsonResponse(200, { success: true, application: application() }),
    );
    renderPage(<ApplicationPage />, { url: '/admin/applications/a1', path: '/admin/applications/:id' });
    expect(await screen.findByRole('heading', { name: 'OKAFOR Chiamaka', level: 1 })).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/admin/applications/a1');
    expect(screen.getByRole('heading', { name: 'Personal' })).toBeInTheDocument();
    expect(screen.getByText('Nigeria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept photo.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all (ZIP)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Move to')).toBeInTheDocument();
  });

  it('names the chosen programme by its title and university and the intake by its month', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'staff-token');
    const chosen = application();
    chosen.fields = {
      ...chosen.fields,
      programmeFirstChoice: 'medicine-mbbs-wuhan-university',
      intakeFirstChoice: '2027-09',
    };
    stubFetch(
      (url) =>
        panelCall(url) ??
        (url.startsWith('/api/v1/user/programmes/')
          ? jsonResponse(200, { data: programmeDetailFixture() })
          : jsonResponse(200, { success: true, application: chosen })),
    );
    renderPage(<ApplicationPage />, { url: '/admin/applications/a1', path: '/admin/applications/:id' });
    const label = await screen.findByText('Programme (First Choice)', { selector: 'dt' });
    await expect.poll(() => label.nextElementSibling?.textContent).toBe('Medicine (MBBS), Wuhan University');
    expect(screen.getByText('Intake (First Choice)', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'September 2027',
    );
  });

  it('reloads the application after a 409 and says someone else changed it', async () => {
    const user = userEvent.setup();
    localStorage.setItem('ACCESS_TOKEN', 'staff-token');
    let loads = 0;
    const fetch = stubFetch((url, init) => {
      const panel = panelCall(url);
      if (panel) return panel;
      if (init?.method === 'POST') return errorResponse(409, 'ILLEGAL_TRANSITION', 'Cannot move.');
      loads += 1;
      return jsonResponse(200, {
        success: true,
        application: application(loads > 1 ? { status: 'rejected' } : {}),
      });
    });
    renderPage(<ApplicationPage />, { url: '/admin/applications/a1', path: '/admin/applications/:id' });
    await screen.findByLabelText('Move to');
    await user.selectOptions(screen.getByLabelText('Move to'), 'Forwarded to university');
    await user.type(screen.getByLabelText('Message to the student'), 'Sent on.');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(
      await screen.findByText(
        'Someone else changed this application; it has been reloaded. Please check and try again.',
      ),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/v1/admin/applications/a1/status')).toBe(true);
    // The reloaded application is closed now: the panel says so instead of offering a move.
    expect(await screen.findByText('This application is closed: no status change is possible.')).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it('sends a review and reloads in place with the answer toast', async () => {
    const user = userEvent.setup();
    localStorage.setItem('ACCESS_TOKEN', 'staff-token');
    const fetch = stubFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { success: true, message: 'Review saved.' })
        : jsonResponse(200, { success: true, application: application() }),
    );
    renderPage(<ApplicationPage />, { url: '/admin/applications/a1', path: '/admin/applications/:id' });
    await user.click(await screen.findByRole('button', { name: 'Reject photo.jpg' }));
    await user.type(screen.getByLabelText('Reason for rejecting (the student reads it)'), 'Too dark');
    await user.click(screen.getByRole('button', { name: 'Reject document' }));
    expect(await screen.findByText('Review saved.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/v1/admin/applications/a1/files/f1/review');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ decision: 'rejected', reason: 'Too dark' });
    expect(within(screen.getByRole('region', { name: 'Documents' })).getByText('photo.jpg')).toBeInTheDocument();
  });
});
