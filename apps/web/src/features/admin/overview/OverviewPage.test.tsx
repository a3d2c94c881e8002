import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Overview } from '@studychina/contracts';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY } from '../../../lib/session';
import { currentUrl, jsonResponse, renderPage, resetAppState, stubFetch } from '../../../test/app-harness';
import { OverviewPage } from './OverviewPage';

afterEach(resetAppState);

const FIGURES: Overview = {
  from: '2026-11-02',
  to: '2026-11-15',
  funnel: [
    { status: 'submitted', count: 4 },
    { status: 'under_review', count: 3 },
    { status: 'action_required', count: 2 },
    { status: 'forwarded_to_university', count: 2 },
    { status: 'admitted', count: 1 },
    { status: 'rejected', count: 1 },
    { status: 'withdrawn', count: 0 },
  ],
  byWeek: [
    { week: '2026-11-02', status: 'submitted', count: 3 },
    { week: '2026-11-09', status: 'submitted', count: 1 },
    { week: '2026-11-09', status: 'admitted', count: 1 },
  ],
  stageDays: [{ status: 'submitted', median: 6, p90: 11.6, stays: 3 }],
  byNationality: [
    { value: 'NG', count: 3 },
    { value: null, count: 1 },
  ],
  byProgramme: [{ value: 'computer-science-pku', count: 4 }],
  corrections: [{ document: 'passportScan', count: 2 }],
  correctionReasons: [{ document: 'passportScan', reason: 'Blurred', count: 2 }],
  payments: [{ month: '2026-11', currency: 'NGN', amount: 7_500_000, count: 2 }],
  staff: [{ id: '6f0c2a36-3a0e-4a53-8d3e-5b1c1b0a1a01', name: 'Grace Eze', open: 2, decided: 5 }],
  staffByWeek: [{ week: '2026-11-02', id: '6f0c2a36-3a0e-4a53-8d3e-5b1c1b0a1a01', decided: 5 }],
};

function open(url: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'manager-token');
  localStorage.setItem(
    AUTH_USER_KEY,
    JSON.stringify({ id: 'm1', firstname: 'Mia', lastname: 'Staff', role: 'staff', permissions: ['manager'] }),
  );
  const fetch = stubFetch(() => jsonResponse(200, { success: true, data: FIGURES }));
  renderPage(<OverviewPage />, { url });
  return fetch;
}

describe('OverviewPage', { timeout: 20_000 }, () => {
  it('shows each figure as a named chart with the table of the same figures', async () => {
    open('/admin/overview?from=2026-11-02&to=2026-11-15');
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    expect(within(funnel).getByRole('img', { name: /^Funnel \(chart/ })).toBeInTheDocument();
    const rows = within(within(funnel).getByRole('table')).getAllByRole('row');
    // Under review: 3 of the 4 submitted; forwarded 2 of 3.
    expect(rows[2]).toHaveTextContent('Under review375 %');
    expect(rows[4]).toHaveTextContent('Forwarded to university267 %');
    const payments = screen.getByRole('region', { name: 'Payments received' });
    expect(within(payments).getByRole('table')).toHaveTextContent('2026-11NGN75,000.00 NGN2');
    const nationality = screen.getByRole('region', { name: 'By nationality' });
    expect(within(nationality).getByRole('table')).toHaveTextContent('All others1');
    const corrections = screen.getByRole('region', { name: 'Why corrections were asked' });
    expect(within(corrections).getByRole('table')).toHaveTextContent('Blurred');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-02');
  });

  it('sends the range and filters in the address, and downloads a figure as CSV with them', async () => {
    const user = userEvent.setup();
    const fetch = open('/admin/overview');
    await screen.findByRole('region', { name: 'Funnel' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/admin/overview');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.type(screen.getByLabelText('Nationality'), 'NG');
    await user.selectOptions(screen.getByLabelText('Staff member'), 'Grace Eze');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const query = 'from=2026-10-01&to=2026-11-15&nationality=NG&staff=6f0c2a36-3a0e-4a53-8d3e-5b1c1b0a1a01';
    expect(currentUrl()).toBe(`/admin/overview?${query}`);
    await vi.waitFor(() => expect(fetch.mock.calls.at(-1)![0]).toBe(`/api/v1/admin/overview?${query}`));

    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fetch.mockImplementationOnce(async () => new Response('"month"\r\n', { status: 200 }));
    await user.click(await screen.findByRole('button', { name: 'Download CSV: Payments received' }));
    expect(fetch.mock.calls.at(-1)![0]).toBe(`/api/v1/admin/overview.csv?${query}&figure=payments`);
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });
});
