import { Suspense } from 'react';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_MONTHS } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { renderPage, resetAppState } from '../../test/app-harness';
import { PrivacyPage } from './PrivacyPage';

afterEach(() => {
  cleanup();
  resetAppState();
});

describe('PrivacyPage', () => {
  it('says what is kept, why, for how long and where it goes (universities in China, section 43)', async () => {
    // The page's words are a chunk of their own, waited for under Suspense as the app's lazy pages are.
    await act(async () => {
      renderPage(
        <Suspense>
          <PrivacyPage />
        </Suspense>,
        { url: '/privacy' },
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    for (const name of ['What we keep', 'Why we keep it', 'How long we keep it', 'Your rights'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const where = screen.getByRole('region', { name: 'Where it goes' });
    expect(within(where).getByText(/universities in China you named/)).toBeInTheDocument();
    expect(within(where).getByText(/section 43/)).toBeInTheDocument();
    const howLong = screen.getByRole('region', { name: 'How long we keep it' });
    expect(
      within(howLong).getByText(new RegExp(`${DEFAULT_RETENTION_MONTHS} months after it closes`)),
    ).toBeInTheDocument();
  });
});

describe('PrivacyPage in French', { timeout: 30_000 }, () => {
  beforeAll(() => loadFrench(), 30_000);
  it('reads in French on /fr/privacy', async () => {
    await act(async () => {
      renderPage(
        <Suspense>
          <PrivacyPage />
        </Suspense>,
        { url: '/privacy', locale: 'fr' },
      );
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Où vont vos données' })).toBeInTheDocument();
  });
});
