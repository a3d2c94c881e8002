import { Suspense } from 'react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { DataRightsPanel } from './DataRightsPanel';

afterEach(() => {
  cleanup();
  resetAppState();
  vi.restoreAllMocks();
});

const open = async (url: string) => {
  localStorage.setItem('ACCESS_TOKEN', 'tok');
  await act(async () => {
    renderPage(
      <Suspense>
        <DataRightsPanel />
      </Suspense>,
      { url, path: '/dashboard' },
    );
  });
};

describe('DataRightsPanel', () => {
  it('asks for a copy of my data and says what the API answered', async () => {
    const fetch = stubFetch(() =>
      jsonResponse(202, { success: true, message: 'We are gathering your data.', exportId: 'e1', expiresAt: '' }),
    );
    await open('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('We are gathering your data.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/user/account/export');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it("from the mail's link, downloads the ZIP signed in", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const fetch = stubFetch(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'content-type': 'application/zip' } }),
    );
    await open('/dashboard?export=e1');
    fireEvent.click(await screen.findByRole('button', { name: 'Download the ZIP file' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/user/account/export/e1');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
  });
});
