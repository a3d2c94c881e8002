import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Hero } from '@studychina/contracts';
import { renderPage, resetAppState } from '../../test/app-harness';
import { HeroCarousel } from './HeroCarousel';

const heroes: Hero[] = [1, 2, 3].map((n) => ({
  id: n,
  title: `Hero ${n}`,
  sub_title: `Sub ${n}`,
  hero_image: `/h${n}.svg`,
}));
const activeTitle = () =>
  screen
    .getAllByRole('group')
    .find((slide) => slide.dataset.active === 'true')
    ?.querySelector('h2')?.textContent;

afterEach(resetAppState);

describe('HeroCarousel (docs/product.md#home: autoplay 10 000 ms, loop, pause on hover)', () => {
  it('advances every 10 s, loops back to the first, and pauses while hovered', () => {
    vi.useFakeTimers();
    renderPage(<HeroCarousel heroes={heroes} />, { url: '/' });
    expect(activeTitle()).toBe('Hero 1');
    act(() => vi.advanceTimersByTime(9_999));
    expect(activeTitle()).toBe('Hero 1');
    act(() => vi.advanceTimersByTime(1));
    expect(activeTitle()).toBe('Hero 2');
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeTitle()).toBe('Hero 3');
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeTitle()).toBe('Hero 1');

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(activeTitle()).toBe('Hero 1');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Highlights' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeTitle()).toBe('Hero 2');
  });

  it('jumps to a slide from its dot and loads images only up to the next slide', () => {
    renderPage(<HeroCarousel heroes={heroes} />, { url: '/' });
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect([...region.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/h1.svg', '/h2.svg']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Hero 3' }));
    expect(activeTitle()).toBe('Hero 3');
    expect(screen.getByRole('button', { name: 'Show slide 3: Hero 3' })).toHaveAttribute('aria-current', 'true');
  });

  it("offers an editor's uploaded image in every width, AVIF and WebP before the JPEG fallback", () => {
    const hash = '0123456789abcdef0123456789abcdef';
    const uploaded = { ...heroes[0]!, hero_image: `/media/content/${hash}/960.jpg` };
    renderPage(<HeroCarousel heroes={[uploaded, heroes[1]!]} />, { url: '/' });
    const slide = screen.getAllByRole('group')[0]!;
    const sources = [...slide.querySelectorAll('picture source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', `/media/content/${hash}/480.avif 480w, /media/content/${hash}/960.avif 960w`],
      ['image/webp', `/media/content/${hash}/480.webp 480w, /media/content/${hash}/960.webp 960w`],
    ]);
    const img = slide.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe(`/media/content/${hash}/960.jpg`);
    expect(img.getAttribute('srcset')).toBe(`/media/content/${hash}/480.jpg 480w, /media/content/${hash}/960.jpg 960w`);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // Other images stay plain.
    expect(screen.getAllByRole('group', { hidden: true })[1]!.querySelector('picture')).toBeNull();
  });
});
