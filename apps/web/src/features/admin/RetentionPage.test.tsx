import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RetentionPreviewResponse } from '@studychina/contracts';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { RetentionPage } from './RetentionPage';

afterEach(resetAppState);

const REJECTED = '3f2a9c1e-7b4d-4e8a-9c2f-0a1b2c3d4e5f';
const ADMITTED = '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

const answer = (over: Partial<RetentionPreviewResponse['data']> = {}): RetentionPreviewResponse => ({
  success: true,
  data: {
    retentionMonths: 24,
    nextRunAt: '2026-11-29T02:17:00.000Z',
    closedBefore: '2024-11-29T02:17:00.000Z',
    totals: { applications: 2, files: 7, bytes: 3 * 1024 * 1024, originals: 0 },
    applications: [
      {
        id: ADMITTED,
        status: 'admitted',
        closedAt: '2023-06-02T10:00:00.000Z',
        files: 4,
        bytes: 2 * 1024 * 1024,
        originals: 0,
      },
      {
        id: REJECTED,
        status: 'rejected',
        closedAt: '2024-10-01T09:00:00.000Z',
        files: 3,
        bytes: 1024 * 1024,
        originals: 0,
      },
    ],
    ...over,
  },
});

const open = (preview: RetentionPreviewResponse | null) => {
  localStorage.setItem('ACCESS_TOKEN', 'admin-token');
  const fetch = stubFetch(() =>
    preview
      ? jsonResponse(200, preview)
      : jsonResponse(500, { success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' }),
  );
  renderPage(<RetentionPage />, { url: '/admin/retention', path: '/admin/retention' });
  return fetch;
};

describe('RetentionPage', { timeout: 20_000 }, () => {
  it('says when the next run starts, what it erases in total, and lists each application with a link', async () => {
    const fetch = open(answer());
    const table = await screen.findByRole('table');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/admin/retention']);
    expect(screen.getByText(/more than 24 months ago are erased every night/)).toBeInTheDocument();
    expect(screen.getByText('Next run').nextElementSibling).toHaveTextContent('29 Nov 2026');
    expect(screen.getByText('Erases applications closed before').nextElementSibling).toHaveTextContent('29 Nov 2024');
    expect(screen.getByText('2 applications, 7 files (3 MiB)')).toBeInTheDocument();
    const [, admitted, rejected] = within(table).getAllByRole('row');
    expect(admitted).toHaveTextContent('Admitted');
    expect(admitted).toHaveTextContent('2 Jun 2023');
    expect(admitted).toHaveTextContent('2 MiB');
    expect(within(admitted!).getByRole('link', { name: ADMITTED.slice(0, 8) })).toHaveAttribute(
      'href',
      `/admin/applications/${ADMITTED}`,
    );
    expect(rejected).toHaveTextContent('Rejected');
  });

  it('says so when the next run erases nothing, and names a failure', async () => {
    open(answer({ totals: { applications: 0, files: 0, bytes: 0, originals: 0 }, applications: [] }));
    expect(await screen.findByText('The next run erases nothing.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    resetAppState();
    open(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
