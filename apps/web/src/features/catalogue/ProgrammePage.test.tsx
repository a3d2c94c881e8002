import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFrench } from '../../lib/i18n';
import { errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { ProgrammePage } from './ProgrammePage';
import { pekingMedicineDetail } from '../../test/catalogue-fixtures';

afterEach(resetAppState);

describe('a programme page', () => {
  it('shows its costs per year and in total, what a scholarship leaves, the intakes with days left, and the way to apply', async () => {
    vi.useFakeTimers({ now: new Date('2027-06-20T04:00:00Z'), shouldAdvanceTime: true });
    const fetch = stubFetch(() => jsonResponse(200, { data: pekingMedicineDetail }));
    renderPage(<ProgrammePage />, { url: '/programmes/clinical-medicine-peking', path: '/programmes/:slug' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Clinical Medicine (MBBS)' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/programmes/clinical-medicine-peking');
    const costs = screen.getByRole('table', { name: 'Costs' });
    expect(within(costs).getByRole('row', { name: /Tuition CN¥45,000 CN¥270,000/ })).toBeInTheDocument();
    // Tuition 45,000 + the cheapest room 1,200 × 12 a year; over six years, with the one-off fees 800 + 3,000.
    expect(within(costs).getByRole('row', { name: /Total.*CN¥59,400 CN¥360,200/ })).toBeInTheDocument();
    expect(
      screen.getByText('With Chinese Government Scholarship B, you still pay CN¥22,500 a year.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /September 2027 30 June 2027 10 days left/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /September 2026 30 June 2026 Closed/ })).toBeInTheDocument();
    expect(screen.getByText('Age 18 to 25')).toBeInTheDocument();
    expect(screen.getByText('Medical Report')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Apply to this programme' }))
      expect(link).toHaveAttribute('href', '/apply?programme=clinical-medicine-peking');
    expect(screen.getByRole('link', { name: 'at Peking University, Beijing' })).toHaveAttribute(
      'href',
      '/universities/peking-university',
    );
    await waitFor(() =>
      expect(document.title).toBe('Clinical Medicine (MBBS), Peking University – Study in China Admissions'),
    );
  });

  it('keeps a fee in another currency out of the total, and says it is paid separately', async () => {
    const usdFee = { ...pekingMedicineDetail, serviceFee: { amount: 50_000, currency: 'USD', estimates: [] } };
    stubFetch(() => jsonResponse(200, { data: usdFee }));
    renderPage(<ProgrammePage />, { url: '/programmes/clinical-medicine-peking', path: '/programmes/:slug' });
    const costs = await screen.findByRole('table', { name: 'Costs' });
    expect(within(costs).getByRole('row', { name: 'Our service fee (once) – US$500, paid separately' })).toBeVisible();
    // 360,200 without the 3,000 yuan service fee of the first test: the dollars are not added to the yuan.
    expect(
      within(costs).getByRole('row', {
        name: 'Total in CNY, with the cheapest accommodation CN¥59,400 CN¥357,200',
      }),
    ).toBeVisible();
    expect(
      screen.getByText('Our service fee is paid separately, in USD: it is not in the total in CNY.'),
    ).toBeVisible();
  });

  it('tells French readers the same, with the amounts written the French way', async () => {
    await loadFrench();
    const usdFee = { ...pekingMedicineDetail, serviceFee: { amount: 50_000, currency: 'USD', estimates: [] } };
    stubFetch(() => jsonResponse(200, { data: usdFee }));
    renderPage(<ProgrammePage />, {
      url: '/fr/programmes/clinical-medicine-peking',
      path: '/fr/programmes/:slug',
      locale: 'fr',
    });
    const costs = await screen.findByRole('table', { name: 'Coûts' });
    const fee = within(costs).getByRole('row', { name: /^Nos honoraires \(une fois\)/ });
    expect(fee.textContent?.replace(/\s/g, ' ')).toContain('500 $US, à régler à part');
    expect(within(costs).getByRole('row', { name: /^Total en CNY, avec le logement le moins cher/ })).toBeVisible();
    expect(
      // Testing Library compares the page's text with its spaces made plain (the narrow one before the colon too).
      screen.getByText('Nos honoraires sont réglés à part, en USD : ils ne sont pas compris dans le total en CNY.'),
    ).toBeVisible();
  });

  it('says an unknown programme does not exist, with the way to the others', async () => {
    stubFetch(() => errorResponse(404, 'NOT_FOUND', 'There is no programme at this address.'));
    renderPage(<ProgrammePage />, { url: '/programmes/nope', path: '/programmes/:slug' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this page');
    expect(screen.getByRole('link', { name: 'See all programmes' })).toHaveAttribute('href', '/programmes');
  });
});
