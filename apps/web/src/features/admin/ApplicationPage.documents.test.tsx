import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffApplication, StaffFile } from '@studychina/contracts';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { FakeXhr, stubXhr } from '../../test/fake-xhr';
import { ApplicationPage } from './ApplicationPage';
import { staffApplication } from './staff-application.fixture';

// The documents panel of issue 34 (docs/product.md#document-requests): requests, uploads for the student,
// "Accept all remaining", and the viewer's zoom and full screen.
afterEach(resetAppState);
beforeEach(() => {
  // jsdom has no object URLs: the viewer only needs one to put on the element.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} }));
});

const CHEN = { id: 's1', firstname: 'Chen', lastname: 'Wei', email: 'chen@example.com', role: 'staff' as const };

const file = (id: string, over: Partial<StaffFile> = {}): StaffFile => ({
  id,
  listName: 'passportphoto',
  position: 0,
  originalName: `${id}.jpg`,
  size: 2048,
  mimeType: 'image/jpeg',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  review: null,
  replaces: null,
  replacedAt: null,
  uploadedBy: null,
  requestId: null,
  erasedAt: null,
  ...over,
});

const application = (over: Partial<StaffApplication> = {}): StaffApplication =>
  staffApplication({
    status: 'action_required',
    files: [
      file('photo'),
      file('signature', {
        listName: 'applicantSignature',
        mimeType: 'image/png',
        originalName: 'signature.png',
        uploadedBy: CHEN,
        review: { decision: 'accepted', reason: null, by: CHEN, at: '2026-11-21T10:00:00.000Z' },
      }),
      file('sponsor', { listName: 'sponsorSignature', originalName: 'sponsor.png', mimeType: 'image/png' }),
    ],
    requests: [
      {
        id: 'r1',
        listName: 'passportScan',
        name: null,
        note: 'The page with your photo',
        state: 'open',
        requestedAt: '2026-11-21T10:00:00.000Z',
        fulfilledAt: null,
        requestedBy: CHEN,
        fulfilledBy: null,
      },
      {
        id: 'r2',
        listName: null,
        name: 'Signed declaration',
        note: null,
        state: 'open',
        requestedAt: '2026-11-21T10:00:00.000Z',
        fulfilledAt: null,
        requestedBy: CHEN,
        fulfilledBy: null,
      },
    ],
    ...over,
  });

const open = (answer = application()) => {
  localStorage.setItem('ACCESS_TOKEN', 'staff-token');
  const fetch = stubFetch((url, init) => {
    if (init?.method === 'POST') return jsonResponse(200, { success: true, message: 'Review saved.' });
    if (url.includes('/files/')) return new Response(new Blob(['img'], { type: 'image/jpeg' }));
    return jsonResponse(200, { success: true, application: answer });
  });
  renderPage(<ApplicationPage />, { url: '/admin/applications/a1', path: '/admin/applications/:id' });
  return fetch;
};

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('the documents panel', { timeout: 30_000 }, () => {
  it('shows what was requested and not received, and who uploaded a file for the student', async () => {
    open();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const scan = within(documents).getByRole('heading', { name: 'Passport Data Page' }).parentElement!;
    expect(scan).toHaveTextContent('Requested, not received yet');
    expect(scan).toHaveTextContent('asked by Chen Wei');
    expect(scan).toHaveTextContent('The page with your photo');
    const declaration = within(documents).getByRole('heading', { name: 'Signed declaration' }).parentElement!;
    expect(declaration).toHaveTextContent('Requested, not received yet');
    expect(within(documents).getByText('Uploaded by Chen Wei for the student')).toBeInTheDocument();
  });

  it('lists a document the retention job erased with its name, size and day, and nothing to open or review', async () => {
    open(
      application({
        status: 'rejected',
        requests: [],
        files: [file('photo', { originalName: 'photo.jpg', erasedAt: '2028-12-01T02:17:03.000Z' })],
      }),
    );
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const photo = within(documents).getByText('photo.jpg').closest('li')!;
    expect(photo).toHaveTextContent('erased 1 Dec 2028 (retention): only its name and size are kept');
    expect(within(photo).queryByRole('button')).toBeNull();
  });

  it('uploads a requested document for the student: the list field, and a named one with its request id first', async () => {
    stubXhr();
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { name: 'Passport Data Page' });
    await user.upload(
      screen.getByLabelText('Upload for the student: Passport Data Page', { selector: 'input' }),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Upload for the student: Passport Data Page' })).getByRole('button', {
        name: 'Upload',
      }),
    );
    expect(FakeXhr.last.url).toBe('/api/v1/admin/applications/a1/files');
    expect((FakeXhr.last.body!.get('passportScan[0]') as File).name).toBe('scan.pdf');
    await FakeXhr.last.respond(201, { success: true, message: 'Documents added for the student.', files: [] });
    expect(await screen.findByText('Documents added for the student.')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Upload for the student: Signed declaration', { selector: 'input' }),
      new File(['png'], 'declaration.png', { type: 'image/png' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Upload for the student: Signed declaration' })).getByRole('button', {
        name: 'Upload',
      }),
    );
    expect([...FakeXhr.last.body!.keys()]).toEqual(['requestId', 'extra[0]']);
    expect(FakeXhr.last.body!.get('requestId')).toBe('r2');
  });

  it('accepts every document not reviewed yet after a confirmation, and only those', async () => {
    const user = userEvent.setup();
    const fetch = open();
    await user.click(await screen.findByRole('button', { name: 'Accept all remaining (2)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept the 2 documents not reviewed yet?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['photo.jpg', 'sponsor.png']);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, accept all' }));
    expect(await screen.findByText('2 documents accepted.')).toBeInTheDocument();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual([
      '/api/v1/admin/applications/a1/files/photo/review',
      '/api/v1/admin/applications/a1/files/sponsor/review',
    ]);
    expect(posts.every(([, init]) => JSON.parse(String(init!.body)).decision === 'accepted')).toBe(true);
  });

  it('zooms an image and shows the viewer full screen', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'photo.jpg' }));
    const image = await screen.findByRole('img', { name: 'photo.jpg' });
    const tools = screen.getByRole('toolbar', { name: 'Viewer' });
    expect(within(tools).getByText('100%')).toBeInTheDocument();
    await user.click(within(tools).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(tools).getByRole('button', { name: 'Zoom in' }));
    expect(within(tools).getByText('200%')).toBeInTheDocument();
    expect(image).toHaveClass('zoom-2');
    await user.click(within(tools).getByRole('button', { name: 'Fit' }));
    expect(image).toHaveClass('zoom-0');

    // No Fullscreen API here (as on many phones): the viewer covers the window; Escape leaves.
    await user.click(within(tools).getByRole('button', { name: 'Full screen' }));
    expect(image.closest('.viewer-box')).toHaveClass('is-full');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(image.closest('.viewer-box')).not.toHaveClass('is-full'));
    expect(within(tools).getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  });
});
