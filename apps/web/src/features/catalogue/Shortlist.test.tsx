import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeDetail, ProgrammeSummary } from '@studychina/contracts';
import { errorResponse, jsonResponse, renderPage, resetAppState, setupUser, stubFetch } from '../../test/app-harness';
import { ComparePage } from './ComparePage';
import { ShortlistPanel } from './ShortlistPanel';
import { ShortlistToggle } from './ShortlistToggle';
import { pekingMedicine, pekingMedicineDetail, price } from '../../test/catalogue-fixtures';

afterEach(resetAppState);

function signIn() {
  localStorage.setItem('ACCESS_TOKEN', 'tok');
  localStorage.setItem('AUTH_USER', JSON.stringify({ id: 'u1', firstname: 'Ada', email: 'ada@example.com' }));
}

const programme = (id: number, slug: string, title: string, university: string): ProgrammeSummary => ({
  ...pekingMedicine,
  id,
  slug,
  title,
  university: { slug: `${slug}-u`, name: university, city: { slug: 'wuhan', name: 'Wuhan' } },
});
const civil = programme(2, 'civil-engineering-whu', 'Civil Engineering', 'Wuhan University');
const business = programme(3, 'business-hust', 'International Business', 'Huazhong University');
const nursing = programme(4, 'nursing-whu', 'Nursing', 'Wuhan University');
const detail = (p: ProgrammeSummary, tuition: number): ProgrammeDetail => ({
  ...pekingMedicineDetail,
  ...p,
  university: { ...pekingMedicineDetail.university, ...p.university },
  tuition: price(tuition),
  tuitionTotal: price(tuition * 4),
  durationMonths: 48,
});

describe('the shortlist toggle on a programme page', () => {
  it('asks a visitor to sign in, and comes back to the programme afterwards', () => {
    renderPage(<ShortlistToggle programmeId={1} slug="clinical-medicine-peking" />, { url: '/programmes/x' });
    expect(screen.getByRole('link', { name: 'Sign in to save this programme' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('saves the programme for a signed-in student, then removes it again', async () => {
    signIn();
    let saved: ProgrammeSummary[] = [];
    const fetch = stubFetch((url, init) => {
      if (init.method === 'PUT') saved = [pekingMedicine];
      if (init.method === 'DELETE') saved = [];
      return jsonResponse(200, { data: saved });
    });
    renderPage(<ShortlistToggle programmeId={1} slug="clinical-medicine-peking" />, { url: '/programmes/x' });
    const user = setupUser();

    const save = await screen.findByRole('button', { name: 'Save to shortlist' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const savedButton = await screen.findByRole('button', { name: 'Saved' });
    expect(savedButton).toHaveAttribute('aria-pressed', 'true');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toMatch(/\/api\/v1\/user\/shortlist\/1$/);
    expect(new Headers(put[1]!.headers).get('authorization')).toBe('Bearer tok');

    await user.click(savedButton);
    expect(await screen.findByRole('button', { name: 'Save to shortlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says why when the shortlist is full', async () => {
    signIn();
    stubFetch((_url, init) =>
      init.method === 'PUT'
        ? errorResponse(
            422,
            'VALIDATION_FAILED',
            'Your shortlist holds at most 30 programmes: remove one before saving another.',
          )
        : jsonResponse(200, { data: [] }),
    );
    renderPage(<ShortlistToggle programmeId={1} slug="clinical-medicine-peking" />, { url: '/programmes/x' });
    const save = await screen.findByRole('button', { name: 'Save to shortlist' });
    await waitFor(() => expect(save).toBeEnabled());
    await setupUser().click(save);
    expect(await screen.findByText(/holds at most 30 programmes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to shortlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the shortlist on the dashboard', () => {
  it('lists each programme with its university, next start and days left, and removes one', async () => {
    vi.useFakeTimers({ now: new Date('2027-06-20T04:00:00Z'), shouldAdvanceTime: true });
    signIn();
    const fetch = stubFetch((_url, init) =>
      jsonResponse(200, { data: init.method === 'DELETE' ? [civil] : [pekingMedicine, civil] }),
    );
    renderPage(<ShortlistPanel />, { url: '/dashboard' });

    const list = await screen.findByRole('list');
    const medicine = within(list).getAllByRole('listitem')[0]!;
    expect(medicine).toHaveTextContent('Clinical Medicine (MBBS)');
    expect(medicine).toHaveTextContent('Peking University, Beijing');
    expect(medicine).toHaveTextContent('Next start: September 2027, apply by 30 June 2027 (10 days left)');

    await setupUser().click(
      screen.getByRole('button', { name: 'Remove Clinical Medicine (MBBS) from your shortlist' }),
    );
    await waitFor(() => expect(screen.queryByText('Clinical Medicine (MBBS)')).not.toBeInTheDocument());
    expect(screen.getByText('Civil Engineering')).toBeInTheDocument();
    const removal = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(removal[0])).toMatch(/\/shortlist\/1$/);
  });

  it('says the shortlist is empty, with the way to the programmes', async () => {
    signIn();
    stubFetch(() => jsonResponse(200, { data: [] }));
    renderPage(<ShortlistPanel />, { url: '/dashboard' });
    expect(await screen.findByText(/No programme saved yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find programmes' })).toHaveAttribute('href', '/programmes');
  });

  it('chooses two or three programmes to compare, never a fourth', async () => {
    signIn();
    stubFetch(() => jsonResponse(200, { data: [pekingMedicine, civil, business, nursing] }));
    renderPage(<ShortlistPanel />, { url: '/dashboard' });
    const user = setupUser();
    await user.click(await screen.findByRole('checkbox', { name: 'Compare Clinical Medicine (MBBS)' }));
    expect(screen.queryByRole('link', { name: /Compare/ })).not.toBeInTheDocument();
    expect(screen.getByText('Compare: choose one more')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Civil Engineering' }));
    expect(screen.getByRole('link', { name: 'Compare 2 programmes' })).toHaveAttribute(
      'href',
      '/compare?slugs=clinical-medicine-peking,civil-engineering-whu',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Compare International Business' }));
    expect(screen.getByRole('link', { name: 'Compare 3 programmes' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare Nursing' })).toBeDisabled();
    expect(screen.getByText('You can compare up to 3 programmes at once.')).toBeInTheDocument();
  });
});

describe('the comparison page', () => {
  function stubProgrammes() {
    const details: Record<string, ProgrammeDetail> = {
      'clinical-medicine-peking': pekingMedicineDetail,
      'civil-engineering-whu': detail(civil, 2_000_000),
      'business-hust': detail(business, 2_500_000),
      'nursing-whu': detail(nursing, 1_800_000),
    };
    return stubFetch((url) => {
      const slug = decodeURIComponent(url.split('/programmes/')[1] ?? '');
      return details[slug] ? jsonResponse(200, { data: details[slug] }) : errorResponse(404, 'NOT_FOUND', 'No.');
    });
  }

  it('shows two programmes side by side in a table with column and row headers', async () => {
    signIn();
    stubProgrammes();
    renderPage(<ComparePage />, { url: '/compare?slugs=clinical-medicine-peking,civil-engineering-whu' });
    const table = await screen.findByRole('table', { name: 'The programmes side by side' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual(['Clinical Medicine (MBBS)', 'Civil Engineering']);
    expect(within(table).getByRole('row', { name: 'Tuition per year CN¥45,000 CN¥20,000' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Tuition in total CN¥270,000 CN¥80,000' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Application fee CN¥800 CN¥800' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Duration 6 years 4 years$/ })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Entry requirements' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Start dates and deadlines September 2027: apply by 30 June 2027/ }),
    ).toBeInTheDocument();
  });

  it('shows three, and leaves out a fourth', async () => {
    signIn();
    const fetch = stubProgrammes();
    renderPage(<ComparePage />, {
      url: '/compare?slugs=clinical-medicine-peking,civil-engineering-whu,business-hust,nursing-whu',
    });
    const table = await screen.findByRole('table', { name: 'The programmes side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Clinical Medicine (MBBS)', 'Civil Engineering', 'International Business']);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('nursing-whu'))).toBe(false);
  });

  it('asks to choose programmes when none is named', () => {
    signIn();
    renderPage(<ComparePage />, { url: '/compare' });
    expect(screen.getByText(/Choose two or three programmes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your shortlist' })).toHaveAttribute(
      'href',
      '/dashboard#shortlist',
    );
  });
});
