import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { programmeDetailFixture } from '../../test/catalogue-fixtures';
import { MyApplications } from './MyApplications';

afterEach(resetAppState);

const open = (respond: (url: string) => Response | Promise<Response>) => {
  localStorage.setItem('ACCESS_TOKEN', 'token-abc');
  const fetch = stubFetch((url) => respond(url));
  renderPage(<MyApplications />, { url: '/dashboard' });
  return fetch;
};

describe('MyApplications', () => {
  it('lists the applications from GET /applications with date, majors, status, timeline, last message and what to do, in one request', async () => {
    const fetch = open((url) =>
      url !== '/api/v1/user/applications'
        ? errorResponse(404, 'NOT_FOUND', 'Not found')
        : jsonResponse(200, {
            success: true,
            applications: [
              {
                id: 'a2',
                majorFirstChoice: 'Medicine (MBBS)',
                majorSecondChoice: 'Pharmacy',
                status: 'action_required',
                createdAt: '2026-11-20T10:00:00.000Z',
                fileCount: 5,
                deadline: '2026-12-01T23:59:59.999Z',
                lastMessage: 'Please replace your passport photo.',
                lastMessageKey: null,
                documentsToReplace: 2,
                documentsFromStaff: 0,
                statusChanges: [
                  { fromStatus: null, toStatus: 'submitted' },
                  { fromStatus: 'submitted', toStatus: 'under_review' },
                  { fromStatus: 'under_review', toStatus: 'action_required' },
                ],
              },
              {
                id: 'a1',
                majorFirstChoice: 'Civil Engineering',
                majorSecondChoice: null,
                status: 'withdrawn',
                createdAt: '2026-03-02T10:00:00.000Z',
                fileCount: 1,
                deadline: null,
                lastMessage: 'You withdrew your application.',
                lastMessageKey: 'studentPages.events.WITHDRAWN',
                documentsToReplace: 0,
                documentsFromStaff: 1,
                statusChanges: [
                  { fromStatus: null, toStatus: 'submitted' },
                  { fromStatus: 'submitted', toStatus: 'under_review' },
                  { fromStatus: 'under_review', toStatus: 'withdrawn' },
                ],
              },
            ],
          }),
    );
    expect(screen.getByRole('status', { name: 'Loading your applications' })).toBeInTheDocument();
    const items = (await screen.findAllByRole('listitem')).filter((item) =>
      item.classList.contains('application-card'),
    );
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/user/applications');
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer token-abc');
    const first = within(items[0]!);
    expect(first.getByText('20 Nov 2026')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(first.getByText('Medicine (MBBS)')).toBeInTheDocument();
    expect(first.getByText('Pharmacy')).toBeInTheDocument();
    expect(first.getByText('Action required', { selector: '.status-badge' })).toHaveClass('status-action_required');
    expect(first.getByText('5 files')).toBeInTheDocument();
    expect(first.getByText('Please replace your passport photo.')).toBeInTheDocument();
    expect(first.getByRole('note')).toHaveTextContent(
      '2 documents need to be replaced Please send your corrections by 1 Dec 2026.',
    );
    expect(first.getByRole('link', { name: 'View application' })).toHaveAttribute('href', '/dashboard/applications/a2');
    const second = within(items[1]!);
    expect(second.queryByText('Second choice')).toBeNull();
    expect(second.getByText('Withdrawn', { selector: '.status-badge' })).toBeInTheDocument();
    expect(second.getByText('1 file')).toBeInTheDocument();
    expect(second.getByRole('note')).toHaveTextContent('1 document from our team to download');
    // The timeline of an application that ended off the way: the steps it went through, then how it ended.
    const timeline = second.getByRole('list', { name: 'Progress of your application' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Submitted (done)', 'Under review (done)', 'Withdrawn']);
    // One request for the whole list: the cards ask for nothing more.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('names a chosen programme by its title, university and intake month, after showing its major', async () => {
    const summary = {
      id: 'a3',
      majorFirstChoice: 'Medicine (MBBS)',
      majorSecondChoice: null,
      programmeFirstChoice: 'medicine-mbbs-wuhan-university',
      intakeFirstChoice: '2027-09',
      programmeSecondChoice: null,
      intakeSecondChoice: null,
      status: 'submitted',
      createdAt: '2026-11-20T10:00:00.000Z',
      fileCount: 14,
      deadline: null,
      lastMessage: null,
      lastMessageKey: null,
      documentsToReplace: 0,
      documentsRequested: 0,
      documentsFromStaff: 0,
      statusChanges: [{ fromStatus: null, toStatus: 'submitted' }],
    };
    const fetch = open((url) =>
      url === '/api/v1/user/applications'
        ? jsonResponse(200, { success: true, applications: [summary] })
        : url === '/api/v1/user/programmes/medicine-mbbs-wuhan-university'
          ? jsonResponse(200, { data: programmeDetailFixture() })
          : errorResponse(404, 'NOT_FOUND', 'Not found'),
    );
    expect(await screen.findByText('Medicine (MBBS)')).toBeInTheDocument();
    expect(await screen.findByText('Medicine (MBBS), Wuhan University · September 2027')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/user/applications',
      '/api/v1/user/programmes/medicine-mbbs-wuhan-university',
    ]);
  });

  it('shows an empty state with a link to /apply', async () => {
    open(() => jsonResponse(200, { success: true, applications: [] }));
    expect(await screen.findByText('You have not submitted an application yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your application' })).toHaveAttribute('href', '/apply');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    open(() =>
      ++calls === 1
        ? errorResponse(500, 'INTERNAL_ERROR', 'down')
        : jsonResponse(200, { success: true, applications: [] }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your applications could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not submitted an application yet.')).toBeInTheDocument();
  });
});
