import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hero, Major } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { HomePage } from './HomePage';

// Issue 28: the French home page shows the heroes and majors in French, asked of the API with ?lang=fr (the
// English answers stay the specification's).
const hero = (title: string, sub_title: string): Hero => ({
  id: 1,
  title,
  sub_title,
  hero_image: '/media/heroes/h.svg',
});
const major = (name: string, short_desc: string): Major => ({
  id: 1,
  name,
  image: '/media/majors/m.svg',
  short_desc,
  description: `${short_desc} (long)`,
  trending: 1,
});
const ANSWERS: Record<string, unknown> = {
  '/api/v1/user/heroes': { heroes: [hero('Study Medicine in China', 'English-taught MBBS')] },
  '/api/v1/user/heroes?lang=fr': { heroes: [hero('Étudier la médecine en Chine', 'Le MBBS en anglais')] },
  '/api/v1/user/majors': { data: [major('Nursing', 'A four-year BSc')] },
  '/api/v1/user/majors?lang=fr': { data: [major('Soins infirmiers', 'Une licence de quatre ans')] },
};

beforeAll(() => loadFrench(), 30_000);
beforeEach(() => {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
});
afterEach(resetAppState);

describe('HomePage in French', { timeout: 30_000 }, () => {
  it('shows the French heroes and majors', async () => {
    const fetch = stubFetch((url) => jsonResponse(ANSWERS[url] ? 200 : 404, ANSWERS[url] ?? {}));
    renderPage(<HomePage />, { url: '/fr', locale: 'fr' });
    const carousel = await screen.findByRole('region', { name: 'À la une' }, { timeout: 20_000 });
    expect(await within(carousel).findByText('Étudier la médecine en Chine')).toBeInTheDocument();
    expect(within(carousel).getByText('Le MBBS en anglais')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('trending-slide')).toHaveLength(1));
    expect(within(screen.getByTestId('trending-slide')).getByRole('heading')).toHaveTextContent('Soins infirmiers');
    expect(screen.getAllByText('Une licence de quatre ans').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Study Medicine|Nursing|A four-year/)).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/v1/user/heroes?lang=fr',
      '/api/v1/user/majors?lang=fr',
    ]);
  });
});
