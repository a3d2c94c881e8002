import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffApplication, StaffIssuedFile } from '@studychina/contracts';
import { errorBody, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { FakeXhr, stubXhr } from '../../test/fake-xhr';
import { ApplicationPage } from './ApplicationPage';
import { staffApplication } from './staff-application.fixture';

// Documents staff give the student (issue 31, docs/decisions/0135-verifiable-documents.md): the kind, the verify
// code of a stamped one, and revoking it.
afterEach(resetAppState);

const letter = (over: Partial<NonNullable<StaffIssuedFile['issued']>> = {}): StaffIssuedFile => ({
  id: 'd1',
  originalName: 'Admission letter.pdf',
  size: 4096,
  mimeType: 'application/pdf',
  uploadedAt: '2026-11-25T10:00:00.000Z',
  erasedAt: null,
  issued: {
    code: 'SC-ABCD-EFGH',
    kind: 'admission_letter',
    status: 'valid',
    revokedAt: null,
    revokedReason: null,
    ...over,
  },
});

/** The page over a fetch stub: `revoke` answers the revoke POST; each GET answers the application as it is now. */
const open = (documentsFromStaff: StaffIssuedFile[], revoke?: () => Response) => {
  localStorage.setItem('ACCESS_TOKEN', 'staff-token');
  let current: StaffApplication = staffApplication({ documentsFromStaff });
  const fetch = stubFetch((url, init) => {
    if (init?.method === 'POST' && url.endsWith('/revoke')) {
      // Revoked now, by this request or (a 409) by a colleague before it.
      current = staffApplication({
        documentsFromStaff: [letter({ status: 'revoked', revokedReason: 'Wrong programme' })],
      });
      return revoke!();
    }
    return jsonResponse(200, { success: true, application: current });
  });
  renderPage(<ApplicationPage />, { url: '/admin/applications/a1', path: '/admin/applications/:id' });
  return fetch;
};

const panel = async () => screen.findByRole('region', { name: 'Documents for the student' });

describe('documents for the student', { timeout: 30_000 }, () => {
  it('sends the kind chosen with the file, says stamped kinds must be PDFs, and shows the verify code issued', async () => {
    stubXhr();
    const user = userEvent.setup();
    open([]);
    const section = await panel();
    const kind = within(section).getByLabelText('Kind of document');
    expect(kind).toHaveAccessibleDescription(
      'Admission letters and offer confirmations are stamped with a QR code and a verify code anyone can check: they must be PDFs.',
    );
    expect(kind).toHaveValue('other');
    const input = within(section).getByLabelText('Attach a document for the student');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    await user.selectOptions(kind, 'Admission letter');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');

    await user.upload(input, new File(['%PDF'], 'Admission letter.pdf', { type: 'application/pdf' }));
    await user.click(within(section).getByRole('button', { name: 'Attach and notify the student' }));
    expect(FakeXhr.last.url).toBe('/api/v1/admin/applications/a1/documents');
    expect(FakeXhr.last.body!.get('kind')).toBe('admission_letter');
    expect((FakeXhr.last.body!.get('file') as File).name).toBe('Admission letter.pdf');
    await FakeXhr.last.respond(201, {
      success: true,
      message: 'Document added. The student has been notified by e-mail.',
      document: {
        ...letter(),
        kind: 'admission_letter',
        verification: { code: 'SC-ABCD-EFGH', url: 'https://admissions.example.com/verify/SC-ABCD-EFGH' },
      },
    });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Issued and stamped with the verify code SC-ABCD-EFGH.',
    );
    expect(screen.getByRole('link', { name: 'Open its verification page' })).toHaveAttribute(
      'href',
      'https://admissions.example.com/verify/SC-ABCD-EFGH',
    );
  });

  it('lists a stamped document with its verify code and state, and a document of kind other without', async () => {
    open([
      letter(),
      {
        id: 'd2',
        originalName: 'JW202.pdf',
        size: 1,
        mimeType: 'application/pdf',
        uploadedAt: '',
        erasedAt: null,
        issued: null,
      },
    ]);
    const items = within(await panel()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Admission letter · Verify code SC-ABCD-EFGH · Valid');
    expect(within(items[0]!).getByRole('link', { name: 'SC-ABCD-EFGH' })).toHaveAttribute(
      'href',
      '/verify/SC-ABCD-EFGH',
    );
    expect(items[1]).not.toHaveTextContent('Verify code');
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('revokes an issued document with a reason, then shows it revoked with the reason', async () => {
    const user = userEvent.setup();
    const fetch = open([letter()], () =>
      jsonResponse(200, {
        success: true,
        message: 'Document revoked: its verification page now says so.',
        document: { code: 'SC-ABCD-EFGH', status: 'revoked', revokedReason: 'Wrong programme' },
      }),
    );
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'Revoke Admission letter.pdf' }));
    await user.click(within(section).getByRole('button', { name: 'Revoke document' }));
    expect(await screen.findByText('Say why the document is revoked.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(
      within(section).getByLabelText('Why it is revoked (shown on its verification page)'),
      'Wrong programme',
    );
    await user.click(within(section).getByRole('button', { name: 'Revoke document' }));
    expect(await screen.findByText('Document revoked: its verification page now says so.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/v1/admin/documents/SC-ABCD-EFGH/revoke');
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Wrong programme' });
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent('Revoked: Wrong programme');
    expect(within(item).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('reloads and shows it revoked when a colleague revoked it meanwhile', async () => {
    const user = userEvent.setup();
    open([letter()], () => jsonResponse(409, errorBody('CONFLICT', 'This document is already revoked.')));
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'Revoke Admission letter.pdf' }));
    await user.type(within(section).getByLabelText('Why it is revoked (shown on its verification page)'), 'Typo');
    await user.click(within(section).getByRole('button', { name: 'Revoke document' }));
    expect(
      await screen.findByText(
        'Someone else changed this application; it has been reloaded. Please check and try again.',
      ),
    ).toBeInTheDocument();
    expect(await within(section).findByText(/Revoked: Wrong programme/)).toBeInTheDocument();
  });
});
