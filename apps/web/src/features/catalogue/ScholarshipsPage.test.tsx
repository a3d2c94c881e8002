import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { ScholarshipsPage } from './ScholarshipsPage';

afterEach(resetAppState);

const csc = {
  id: 1,
  slug: 'csc-a',
  name: 'Chinese Government Scholarship, type A',
  provider: 'csc_a' as const,
  coverage: { tuitionPercent: 100, accommodation: true, stipendMonthly: null, insurance: true },
  degrees: ['master' as const],
  deadline: '2027-03-31T15:59:59.000Z',
  open: true,
};
const page = (data: (typeof csc)[]) => ({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length });

describe('the scholarships page', () => {
  it('lists what each covers and until when, and filters by the address', async () => {
    const fetch = stubFetch((url) => jsonResponse(200, page(url.includes('provider=enterprise') ? [] : [csc])));
    renderPage(<ScholarshipsPage />, { url: '/scholarships' });
    expect(await screen.findByRole('link', { name: 'Chinese Government Scholarship, type A' })).toHaveAttribute(
      'href',
      '/scholarships/csc-a',
    );
    expect(screen.getByText('Tuition: 100% paid')).toBeInTheDocument();
    expect(screen.getByText('Apply by 31 March 2027')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Provider', { selector: 'summary' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enterprise' }));
    expect(currentUrl()).toBe('/scholarships?provider=enterprise');
    expect(String(fetch.mock.calls.at(-1)![0])).toContain('/scholarships?provider=enterprise');
    expect(await screen.findByText('No scholarship matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Clear all' })[0]!);
    expect(currentUrl()).toBe('/scholarships');
  });
});
