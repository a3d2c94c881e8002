import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_DRAFT_KEY, APPLICATION_DRAFT_SAVED_AT_KEY } from '@studychina/contracts';
import { errorBody, jsonResponse, resetAppState } from '../../test/app-harness';
import {
  FakeXhr,
  TOKEN,
  change,
  finishUploads,
  image,
  openApply,
  pdf,
  pick,
  press,
  stubXhr,
  validValues,
} from './test-helpers';

/*
 * The Documents step's background uploads and the server draft in the form
 * (docs/product.md#resumable-uploads-and-the-server-draft), at the network boundary: tus requests are
 * FakeXhr answered by the test, the draft's calls a stubbed fetch.
 */
beforeEach(stubXhr);
afterEach(resetAppState);

const openDocuments = (api?: NonNullable<Parameters<typeof openApply>[0]>['api']) => {
  const opened = openApply({ draft: validValues(), api });
  for (let i = 0; i < 4; i++) press('Continue');
  return opened;
};
const items = (name: string) => within(screen.getByRole('list', { name }));
/** The latest tus request of this method, not answered yet. */
const tusRequest = (method: string) =>
  waitFor(
    () => {
      const found = FakeXhr.all.findLast((xhr) => xhr.method === method && xhr.url.includes('/uploads') && !xhr.status);
      expect(found).toBeDefined();
      return found!;
    },
    { timeout: 5000 },
  ); // the first one waits for tus-js-client's chunk to load
const b64 = (text: string) => btoa(text);
const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

describe('ApplyPage: documents upload as soon as they are chosen', { timeout: 15_000 }, () => {
  it('creates a tus upload with the list and name, shows its progress, then "Uploaded"', async () => {
    openDocuments();
    const file = pdf('transcript.pdf', 10_000);
    pick('transcripts', file);
    const create = await tusRequest('POST');
    expect(create.url).toBe('http://localhost:3000/api/v1/user/uploads');
    expect(create.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'upload-length': '10000',
      'upload-metadata': `listName ${b64('transcripts')},filename ${b64('transcript.pdf')}`,
      'tus-resumable': '1.0.0',
    });
    expect(items('Transcripts').getByText('Uploading 0%')).toBeInTheDocument();
    await create.respond(201, '', { Location: `/api/v1/user/uploads/${'a'.repeat(32)}` });
    const patch = await tusRequest('PATCH');
    expect(patch.url).toBe(`http://localhost:3000/api/v1/user/uploads/${'a'.repeat(32)}`);
    expect(patch.headers['upload-offset']).toBe('0');
    patch.progress(4300, 10_000);
    expect(items('Transcripts').getByText('Uploading 43%')).toBeInTheDocument();
    await patch.respond(204, '', { 'Upload-Offset': '10000' });
    expect(await items('Transcripts').findByText('Uploaded')).toBeInTheDocument();
  });

  it('offline: "Waiting for network"; online again: it asks the server where it stopped and goes on', async () => {
    openDocuments();
    pick('bankStatement', pdf('statement.pdf', 10_000));
    await (await tusRequest('POST')).respond(201, '', { Location: `/api/v1/user/uploads/${'b'.repeat(32)}` });
    const patch = await tusRequest('PATCH');
    patch.progress(5000, 10_000);
    setOnline(false);
    expect(items('Bank Statement').getByText('Waiting for network')).toBeInTheDocument();
    setOnline(true);
    const head = await tusRequest('HEAD');
    expect(head.url).toBe(`http://localhost:3000/api/v1/user/uploads/${'b'.repeat(32)}`);
    await head.respond(200, '', { 'Upload-Offset': '5000', 'Upload-Length': '10000' });
    const rest = await tusRequest('PATCH');
    expect(rest.headers['upload-offset']).toBe('5000');
    expect((rest.body as unknown as Blob).size).toBe(5000);
    await rest.respond(204, '', { 'Upload-Offset': '10000' });
    expect(await items('Bank Statement').findByText('Uploaded')).toBeInTheDocument();
  });

  it('after a reload (or a killed tab) the same file chosen again resumes where the server stopped', async () => {
    openDocuments();
    const file = pdf('medical.pdf', 10_000);
    pick('medicalReport', file);
    await (await tusRequest('POST')).respond(201, '', { Location: `/api/v1/user/uploads/${'e'.repeat(32)}` });
    (await tusRequest('PATCH')).progress(3000, 10_000);
    // The tab dies mid-chunk; the student opens /apply again and chooses the same file.
    cleanup();
    openDocuments();
    const interrupted = await screen.findByText('Interrupted: choose this file again to continue where it stopped.');
    expect(interrupted.closest('ul')).toHaveAccessibleName('Medical Report');
    pick('medicalReport', file);
    const head = await tusRequest('HEAD');
    expect(head.url).toBe(`http://localhost:3000/api/v1/user/uploads/${'e'.repeat(32)}`);
    await head.respond(200, '', { 'Upload-Offset': '3000', 'Upload-Length': '10000' });
    const rest = await tusRequest('PATCH');
    expect(rest.headers['upload-offset']).toBe('3000');
    await rest.respond(204, '', { 'Upload-Offset': '10000' });
    expect(await items('Medical Report').findByText('Uploaded')).toBeInTheDocument();
    expect(items('Medical Report').getAllByRole('listitem')).toHaveLength(1);
    expect(FakeXhr.all.filter((xhr) => xhr.method === 'POST')).toHaveLength(1);
  });

  it("a file the server refuses shows the server's text and does not count as given", async () => {
    openDocuments();
    pick('passportphoto', image('photo.png', 2048));
    await (await tusRequest('POST')).respond(201, '', { Location: `/api/v1/user/uploads/${'c'.repeat(32)}` });
    const text = 'Passport Photo: "photo.png" is a PDF file; Passport Photo accepts JPEG, PNG, WebP.';
    await (await tusRequest('PATCH')).respond(422, errorBody('FILE_TYPE_REFUSED', text));
    expect(await items('Passport Photo').findByText(text)).toBeInTheDocument();
    press('Continue');
    expect(screen.getByText('Passport Photo is required', { selector: 'li' })).toBeInTheDocument();
  });

  it('a connection failing while online is retried after a pause, then goes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openDocuments();
    pick('certificates', pdf('cert.pdf', 4000));
    await (await tusRequest('POST')).respond(201, '', { Location: `/api/v1/user/uploads/${'d'.repeat(32)}` });
    await (await tusRequest('PATCH')).fail();
    expect(await items('Certificates').findByText('Connection lost, trying again…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await (await tusRequest('HEAD')).respond(200, '', { 'Upload-Offset': '0', 'Upload-Length': '4000' });
    await (await tusRequest('PATCH')).respond(204, '', { 'Upload-Offset': '4000' });
    expect(await items('Certificates').findByText('Uploaded')).toBeInTheDocument();
  });

  it('Remove during an upload stops it and terminates it on the server (tus DELETE)', async () => {
    openDocuments();
    pick('nonCriminalRecord', pdf('record.pdf', 10_000));
    await (await tusRequest('POST')).respond(201, '', { Location: `/api/v1/user/uploads/${'9'.repeat(32)}` });
    await tusRequest('PATCH');
    fireEvent.click(screen.getByRole('button', { name: 'Remove record.pdf' }));
    const terminate = await tusRequest('DELETE');
    expect(terminate.url).toBe(`http://localhost:3000/api/v1/user/uploads/${'9'.repeat(32)}`);
    expect(terminate.headers.authorization).toBe(`Bearer ${TOKEN}`);
    await terminate.respond(204, '');
    expect(screen.queryByRole('list', { name: 'Non-Criminal Record' })).toBeNull();
  });

  it('Remove takes an uploaded document out of the server draft', async () => {
    const { fetch } = openDocuments((url, init) =>
      init.method === 'DELETE' ? jsonResponse(200, { success: true, message: 'File removed' }) : undefined,
    );
    pick('medicalReport', pdf('medical.pdf'));
    await finishUploads(1);
    const id = FakeXhr.all
      .find((xhr) => xhr.method === 'PATCH')!
      .url.split('/')
      .pop();
    fireEvent.click(screen.getByRole('button', { name: 'Remove medical.pdf' }));
    await waitFor(() =>
      expect(fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe(
        `/api/v1/user/application-draft/files/${id}`,
      ),
    );
    expect(screen.queryByRole('list', { name: 'Medical Report' })).toBeNull();
  });
});

describe('ApplyPage: the server draft', () => {
  const serverDraft = (updatedAt: string, surName = 'Adebayo') => ({
    success: true,
    draft: { ...validValues(), surName },
    files: {
      passportphoto: [{ id: 'f'.repeat(32), originalName: 'passport.jpg', size: 4096, mimeType: 'image/jpeg' }],
    },
    updatedAt,
  });
  const answering = (body: unknown) => (url: string, init: RequestInit) =>
    url.endsWith('/application-draft') && init.method === 'GET'
      ? jsonResponse(200, body)
      : url.endsWith('/application-draft') && init.method === 'PUT'
        ? jsonResponse(200, { success: true, message: 'Draft saved', updatedAt: new Date().toISOString() })
        : undefined;

  it("opening /apply on another device restores the account's text and documents, and says so", async () => {
    openApply({ api: answering(serverDraft('2026-11-20T10:00:00.000Z')) });
    expect(await screen.findByText(/We restored the newer draft saved to your account/)).toBeInTheDocument();
    expect(screen.getByLabelText('Surname')).toHaveValue('Adebayo');
    for (let i = 0; i < 4; i++) press('Continue');
    expect(items('Passport Photo').getByText('passport.jpg')).toBeInTheDocument();
    expect(items('Passport Photo').getByText('Uploaded')).toBeInTheDocument();
  });

  it("this browser's newer draft is kept, saved to the account, and the student is told", async () => {
    localStorage.setItem(APPLICATION_DRAFT_SAVED_AT_KEY, '2026-11-22T10:00:00.000Z');
    const { fetch } = openApply({ draft: validValues(), api: answering(serverDraft('2026-11-20T10:00:00.000Z')) });
    expect(await screen.findByText(/This browser's draft was newer/)).toBeInTheDocument();
    expect(screen.getByLabelText('Surname')).toHaveValue('Okafor');
    await waitFor(
      () => {
        const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
        expect(JSON.parse(put?.[1]?.body as string)).toMatchObject({ surName: 'Okafor' });
      },
      { timeout: 3000 },
    );
  });

  it('typing is saved to the account once the student pauses', async () => {
    const { fetch } = openApply({ api: answering({ success: true, draft: {}, files: {}, updatedAt: null }) });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/application-draft'))).toBe(true),
    );
    change('Surname', 'Okafor');
    change('Surname', 'Okafor-Eze');
    await waitFor(
      () => {
        const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
        expect(puts).toHaveLength(1);
        expect(JSON.parse(puts[0]![1]!.body as string)).toMatchObject({ surName: 'Okafor-Eze' });
      },
      { timeout: 3000 },
    );
    expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toContain('Okafor-Eze');
  });
});
