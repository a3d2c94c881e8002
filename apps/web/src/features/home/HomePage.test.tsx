import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hero, Major } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { HomePage } from './HomePage';

const heroes: Hero[] = [1, 2, 3].map((n) => ({
  id: n,
  title: `Hero ${n}`,
  sub_title: `Sub ${n}`,
  hero_image: `/media/heroes/h${n}.svg`,
}));
const majors: Major[] = Array.from({ length: 9 }, (_, i) => ({
  id: i + 1,
  name: `Major ${i + 1}`,
  image: `/media/majors/m${i + 1}.svg`,
  short_desc: `Short ${i + 1}`,
  description: `Long ${i + 1}`,
  trending: i % 3 === 0 ? 1 : 0, // majors 1, 4 and 7
}));

/** Holds each call until the test releases it, so the loading states can be seen. */
function controlledApi() {
  const release: Record<string, () => void> = {};
  stubFetch(
    (url) =>
      new Promise<Response>((resolve) => {
        if (url.endsWith('/heroes')) release.heroes = () => resolve(jsonResponse(200, { heroes }));
        else if (url.endsWith('/majors')) release.majors = () => resolve(jsonResponse(200, { data: majors }));
      }),
  );
  return release;
}

// Browser APIs jsdom lacks, used by Embla and the video banner (not our modules).
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

const open = () => renderPage(<HomePage />, { url: '/home' });

describe('HomePage', () => {
  it('shows a grey placeholder until heroes arrive, then the slides with the first image prioritised', async () => {
    const release = controlledApi();
    open();
    expect(screen.getByRole('status', { name: 'Loading highlights' })).toHaveClass('skeleton');
    release.heroes!();
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    expect(screen.queryByRole('status', { name: 'Loading highlights' })).not.toBeInTheDocument();
    const first = carousel.querySelector('img')!;
    expect(first).toHaveAttribute('src', '/media/heroes/h1.svg');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    // Pagination dots, no arrows.
    expect(within(carousel).getAllByRole('button', { name: /^Show slide/ })).toHaveLength(3);
    expect(within(carousel).queryByRole('button', { name: /next|prev/i })).not.toBeInTheDocument();
  });

  it('shows the spinner until majors arrive, then only trending majors in the carousel and the first 6 in Other Majors', async () => {
    const release = controlledApi();
    open();
    expect(screen.getByRole('status', { name: 'Loading majors' })).toBeInTheDocument();
    release.majors!();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading majors' })).not.toBeInTheDocument());

    const slides = screen.getAllByTestId('trending-slide');
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'Major 1',
      'Major 4',
      'Major 7',
    ]);

    const other = screen.getByTestId('other-majors');
    expect(
      within(other)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Major 1', 'Major 2', 'Major 3', 'Major 4', 'Major 5', 'Major 6']);
    expect(screen.getByRole('heading', { name: 'Other Majors' })).toBeInTheDocument();
  });

  it('only logs failed loads: no message, the spinner ends and a default hero keeps the page shape', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'down'));
    open();
    await waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('status', { name: 'Loading majors' })).not.toBeInTheDocument();
    expect(screen.queryByText('down')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('has the apply banner video loaded lazily with a poster, the services, why us and three testimonials', () => {
    controlledApi();
    open();
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster');
    expect(video).not.toHaveAttribute('autoplay');
    expect(screen.getByRole('link', { name: 'Admission Processing' })).toHaveAttribute('href', '/admission');
    expect(screen.getByRole('heading', { name: 'A partner you can check' })).toBeInTheDocument();
    const testimonials = screen.getByRole('region', { name: 'What our students say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
  });
});

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

describe('HomePage in French', { timeout: 30_000 }, () => {
  beforeAll(() => loadFrench(), 30_000);
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
