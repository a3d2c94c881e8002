import { useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import AutoScroll from 'embla-carousel-auto-scroll';
import type { Major } from '@studychina/contracts';
import { MajorCard } from './MajorCard';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * docs/product.md#home: loop, free drag, auto-scroll speed 1. Slides per view (3, 1 under 768 px)
 * and the gap (8 px, 2 px on small screens) are CSS in home.css, which Embla measures.
 * Moving content gets a pause button (WCAG 2.2.2) and stops under the pointer or keyboard focus;
 * visitors who ask for reduced motion get a still carousel they can drag.
 */
export function TrendingMajors({ majors }: { majors: Major[] }) {
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const [viewport, embla] = useEmblaCarousel({ loop: true, dragFree: true, align: 'start' }, [
    AutoScroll({
      speed: 1,
      playOnInit: playing,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);

  const toggle = () => {
    const autoScroll = embla?.plugins().autoScroll;
    if (!autoScroll) return;
    if (playing) autoScroll.stop();
    else autoScroll.play();
    setPlaying(!playing);
  };

  return (
    <div className="trending" aria-roledescription="carousel" aria-label="Trending majors">
      <div className="embla" ref={viewport}>
        <ul className="embla-track" role="list">
          {majors.map((major) => (
            <li className="embla-slide" key={major.id} data-testid="trending-slide">
              <MajorCard major={major} />
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="btn btn-sm btn-secondary trending-toggle"
        aria-pressed={!playing}
        onClick={toggle}
      >
        {playing ? 'Pause scrolling' : 'Resume scrolling'}
      </button>
    </div>
  );
}
