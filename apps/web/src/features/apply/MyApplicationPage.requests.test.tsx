import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StudentApplication, StudentDocumentRequest } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { FakeXhr, stubXhr } from '../../test/fake-xhr';
import { studentPhoto, studentApplication } from '../../test/test-data';
import { MyApplicationPage } from './MyApplicationPage';

// Issue 34 (docs/product.md#document-requests): each document our team asked for, with its note and an upload
// control; "Send corrections" waits until every request is answered, and says what is missing.
beforeAll(() => loadFrench(), 30_000);
afterEach(resetAppState);

const request = (id: string, over: Partial<StudentDocumentRequest>): StudentDocumentRequest => ({
  id,
  listName: null,
  name: null,
  note: null,
  state: 'open',
  requestedAt: '2026-11-21T10:00:00.000Z',
  fulfilledAt: null,
  ...over,
});

const application = (over: Partial<StudentApplication> = {}): StudentApplication =>
  studentApplication({
    status: 'action_required',
    deadline: '2026-12-01T23:59:59.000Z',
    files: [{ ...studentPhoto('p1', 'accepted'), uploadedByStaff: true }],
    requests: [
      request('r1', { listName: 'passportScan', note: 'The page with your photo' }),
      request('r2', { name: 'Signed declaration', note: 'Sign and date it' }),
    ],
    ...over,
  });

const answered = application({
  files: [
    { ...studentPhoto('p1', 'accepted'), uploadedByStaff: true },
    { ...studentPhoto('scan', null), listName: 'passportScan', originalName: 'scan.pdf', requestId: 'r1' },
    { ...studentPhoto('decl', null), listName: 'extra', originalName: 'declaration.png', requestId: 'r2' },
  ],
  requests: [
    request('r1', { listName: 'passportScan', state: 'fulfilled', fulfilledAt: '2026-11-22T10:00:00.000Z' }),
    request('r2', { name: 'Signed declaration', state: 'fulfilled', fulfilledAt: '2026-11-22T10:00:00.000Z' }),
  ],
});

const open = (first: StudentApplication, later: StudentApplication = first, locale: 'en' | 'fr' = 'en') => {
  localStorage.setItem('ACCESS_TOKEN', 'student-token');
  let loads = 0;
  const fetch = stubFetch(() => {
    loads += 1;
    return jsonResponse(200, { success: true, application: loads > 1 ? later : first });
  });
  renderPage(<MyApplicationPage />, {
    url: '/dashboard/applications/a1',
    path: '/dashboard/applications/:id',
    locale,
  });
  return fetch;
};

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('documents our team asked for', { timeout: 30_000 }, () => {
  it('lists each request with its note, says what is missing, and sends a named document with its request id', async () => {
    stubXhr();
    const user = userEvent.setup({ applyAccept: false });
    open(application(), answered);
    const requested = await screen.findByRole('region', { name: 'Documents our team asked for' });
    expect(within(requested).getByText('The page with your photo')).toBeInTheDocument();
    expect(within(requested).getAllByText('Not sent yet')).toHaveLength(2);
    expect(screen.getByRole('note')).toHaveTextContent('2 documents requested');
    expect(screen.getByText('Added by our team')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send corrections' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'Still missing before you can send your corrections: ' +
        'Passport Data Page (requested, not received yet) Signed declaration (requested, not received yet)',
    );

    // A Word file is not a document this request takes; an image is, shown before it is sent.
    const input = screen.getByLabelText('Choose a file: Signed declaration');
    await user.upload(input, new File(['doc'], 'declaration.docx', { type: 'application/msword' }));
    expect(await screen.findByText('declaration.docx is not a file type this document accepts.')).toBeInTheDocument();
    await user.upload(input, new File(['png'], 'declaration.png', { type: 'image/png' }));
    expect(screen.getByRole('list', { name: 'Files chosen: Signed declaration' })).toHaveTextContent('declaration.png');
    await user.click(screen.getByRole('button', { name: 'Send Signed declaration' }));
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/v1/user/applications/a1/files');
    expect([...xhr.body!.keys()]).toEqual(['requestId', 'extra[0]']);
    expect(xhr.body!.get('requestId')).toBe('r2');
    xhr.progress(40, 100);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
    await xhr.respond(201, { success: true, message: 'Thank you, your new documents have been received.', files: [] });

    // Once every request is answered, the corrections can go; a named document's file is listed with it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send corrections' })).toBeEnabled());
    expect(within(requested).getAllByText('Received')).toHaveLength(2);
    expect(within(requested).getByRole('button', { name: 'Download declaration.png' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Choose a file/)).toBeNull();
  });

  it('sends a requested list under its own field name', async () => {
    stubXhr();
    const user = userEvent.setup({ applyAccept: false });
    open(application());
    await user.upload(
      await screen.findByLabelText('Choose a file: Passport Data Page'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send Passport Data Page' }));
    expect([...FakeXhr.last.body!.keys()]).toEqual(['requestId', 'passportScan[0]']);
  });

  it('speaks French to a French visitor, and leaves the names staff typed as they are', async () => {
    open(application(), application(), 'fr');
    const requested = await screen.findByRole(
      'region',
      { name: 'Documents demandés par notre équipe' },
      { timeout: 20_000 },
    );
    expect(within(requested).getByText('Page de données du passeport')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('2 documents demandés');
    expect(screen.getByText('Ajouté par notre équipe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer les corrections' })).toHaveAccessibleDescription(
      'Il manque encore, avant de pouvoir envoyer vos corrections : ' +
        'Page de données du passeport (demandé, pas encore reçu) Signed declaration (demandé, pas encore reçu)',
    );
    expect(screen.getByLabelText('Choisir un fichier : Signed declaration')).toBeInTheDocument();
  });
});
