import { Suspense } from 'react';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_SEED, type SiteFaqEntry } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { FaqPage } from './FaqPage';

afterEach(() => {
  cleanup();
  resetAppState();
});

const PUBLISHED: SiteFaqEntry[] = [
  { key: 'faq-a', topic: 'fees', question: 'Is there an application fee?', answer: 'Yes, paid to the university.' },
  { key: 'faq-b', topic: 'visa', question: 'Which visa?', answer: 'The X1 study visa.' },
];

describe('FaqPage', () => {
  it('shows the published questions under their topics, with every answer in the page', async () => {
    const fetch = stubFetch(() => jsonResponse(200, { data: PUBLISHED }), { siteContent: true });
    renderPage(<FaqPage />, { url: '/faq' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Is there an application fee?' })).toBeInTheDocument();
    const fees = screen.getByRole('region', { name: 'Fees and costs' });
    expect(within(fees).getByText('Yes, paid to the university.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Visa and arrival' })).getByText('The X1 study visa.'),
    ).toBeInTheDocument();
    // The shipped questions give way to the published ones; topics with no question are not shown.
    expect(screen.queryByText(FAQ_SEED[0]!.question)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admission' })).not.toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/site-content/faq');
  });

  it('shows the questions that ship while the API does not answer', async () => {
    stubFetch(() => jsonResponse(503, { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Down', errors: {} }), {
      siteContent: true,
    });
    renderPage(<FaqPage />, { url: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: FAQ_SEED[0]!.question })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Admission' })).toBeInTheDocument();
    expect(screen.getByText(FAQ_SEED.at(-1)!.answer)).toBeInTheDocument();
  });
});

describe('FaqPage in French', { timeout: 30_000 }, () => {
  beforeAll(() => loadFrench(), 30_000);
  it('reads the questions in French on /fr/faq', async () => {
    stubFetch(
      (url) =>
        jsonResponse(200, {
          data: url.includes('lang=fr') ? [{ ...PUBLISHED[1]!, question: 'Quel visa\u202F?' }] : [],
        }),
      { siteContent: true },
    );
    // The page's French texts are its own chunk, waited for under Suspense as the app's lazy pages are.
    await act(async () => {
      renderPage(
        <Suspense>
          <FaqPage />
        </Suspense>,
        { url: '/faq', locale: 'fr' },
      );
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: /^Quel visa/ }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Visa et arrivée' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
  });
});
