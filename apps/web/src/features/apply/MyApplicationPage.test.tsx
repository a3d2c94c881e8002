import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudentApplication } from '@studychina/contracts';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { studentPhoto, studentApplication } from '../../test/test-data';
import { FakeXhr, stubXhr } from '../../test/fake-xhr';
import { MyApplicationPage } from './MyApplicationPage';

afterEach(resetAppState);

const photo = studentPhoto;

const application = (over: Partial<StudentApplication> = {}): StudentApplication =>
  studentApplication({
    status: 'action_required',
    deadline: '2026-12-01T23:59:59.000Z',
    files: [photo('p1', 'rejected'), photo('p2', 'accepted', 1)],
    events: [
      {
        id: 'e1',
        fromStatus: null,
        toStatus: 'submitted',
        message: 'We have received your application.',
        messageKey: 'studentPages.events.SUBMITTED',
        deadline: null,
        at: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 'e2',
        fromStatus: 'submitted',
        toStatus: 'under_review',
        message: 'We are reviewing it.',
        messageKey: null,
        deadline: null,
        at: '2026-11-21T09:00:00.000Z',
      },
      {
        id: 'e3',
        fromStatus: 'under_review',
        toStatus: 'action_required',
        message: 'Please send a clearer photo.',
        messageKey: null,
        deadline: '2026-12-01T23:59:59.000Z',
        at: '2026-11-21T10:00:00.000Z',
      },
    ],
    ...over,
  });

const open = (first: StudentApplication, later: StudentApplication = first) => {
  localStorage.setItem('ACCESS_TOKEN', 'student-token');
  let loads = 0;
  const fetch = stubFetch((url, init) => {
    if (init?.method === 'POST' && url.endsWith('/resubmit'))
      return jsonResponse(200, {
        success: true,
        message: 'Your application has been sent back for review.',
        application: { id: 'a1', status: 'under_review', updatedAt: '' },
      });
    if (init?.method === 'POST' && url.endsWith('/withdraw'))
      return jsonResponse(200, {
        success: true,
        message: 'Your application has been withdrawn.',
        application: { id: 'a1', status: 'withdrawn', updatedAt: '' },
      });
    loads += 1;
    return jsonResponse(200, { success: true, application: loads > 1 ? later : first });
  });
  renderPage(<MyApplicationPage />, { url: '/dashboard/applications/a1', path: '/dashboard/applications/:id' });
  return fetch;
};

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('MyApplicationPage', { timeout: 20_000 }, () => {
  it('shows each review, the reason of a rejection, the history and what to do', async () => {
    open(application());
    expect(await screen.findByText('Rejected. Reason: Too blurry')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('1 document needs to be replaced');
    expect(screen.getByRole('button', { name: 'Send corrections' })).toBeDisabled();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Please send a clearer photo.')).toBeInTheDocument();
  });

  it('refuses a replacement of the wrong type, uploads the right one, then sends the corrections', async () => {
    stubXhr();
    const user = userEvent.setup({ applyAccept: false });
    const replaced = application({
      files: [
        { ...photo('p1', 'rejected'), replacedAt: '2026-11-22T10:00:00.000Z' },
        photo('p3', null),
        photo('p2', 'accepted', 1),
      ],
    });
    const fetch = open(application(), replaced);
    const input = await screen.findByLabelText(/Replace/);
    await user.upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('scan.pdf is not a file type this document accepts.')).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload the new files' });
    expect(upload).toBeDisabled();

    await user.upload(input, new File(['jpg'], 'new.jpg', { type: 'image/jpeg' }));
    await user.click(upload);
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/v1/user/applications/a1/files');
    expect((xhr.body!.get('passportphoto[0]') as File).name).toBe('new.jpg');
    xhr.progress(50, 100);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '50');
    await xhr.respond(201, { success: true, message: 'Thank you, your new documents have been received.', files: [] });

    const send = await screen.findByRole('button', { name: 'Send corrections' });
    await vi_waitEnabled(send);
    await user.click(send);
    expect(await screen.findByText('Your application has been sent back for review.')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/v1/user/applications/a1/resubmit' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('withdraws only after a confirmation', async () => {
    const user = userEvent.setup();
    const fetch = open(application({ status: 'under_review', files: [photo('p2', 'accepted')] }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Keep my application' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Your application has been withdrawn.')).toBeInTheDocument();
  });
});

async function vi_waitEnabled(element: HTMLElement) {
  const { waitFor } = await import('@testing-library/react');
  await waitFor(() => expect(element).toBeEnabled());
}
