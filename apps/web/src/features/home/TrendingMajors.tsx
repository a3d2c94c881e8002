import { SITE_TEXTS } from '@studychina/contracts';
import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { Major } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { MajorCard } from './MajorCard';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Embla and its auto-scroll plugin (~8 KiB brotli) load after the first paint, out of the home budget (issue 17). */
const loadEmbla = () => Promise.all([import('embla-carousel'), import('embla-carousel-auto-scroll')]);

/**
 * docs/product.md#home: loop, free drag, auto-scroll speed 1. Slides per view (3, 1 under 768 px)
 * and the gap (8 px, 2 px on small screens) are CSS in home.css, which Embla measures.
 * Moving content gets a pause button (WCAG 2.2.2) and stops under the pointer or keyboard focus;
 * visitors who ask for reduced motion get a still carousel they can drag.
 * The slides are plain markup until Embla arrives, so the first paint does not wait for the carousel's code.
 */
export function TrendingMajors({ majors }: { majors: Major[] }) {
  const texts = useText(SITE_TEXTS).home.trending;
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const viewport = useRef<HTMLDivElement>(null);
  const embla = useRef<EmblaCarouselType | null>(null);
  const playOnInit = useRef(playing);

  useEffect(() => {
    let cancelled = false;
    void loadEmbla().then(([{ default: EmblaCarousel }, { default: AutoScroll }]) => {
      if (cancelled || !viewport.current) return;
      embla.current = EmblaCarousel(viewport.current, { loop: true, dragFree: true, align: 'start' }, [
        AutoScroll({
          speed: 1,
          playOnInit: playOnInit.current,
          stopOnInteraction: false,
          stopOnMouseEnter: true,
          stopOnFocusIn: true,
        }),
      ]);
    });
    return () => {
      cancelled = true;
      embla.current?.destroy();
      embla.current = null;
    };
  }, [majors.length]);

  const toggle = () => {
    playOnInit.current = !playing;
    setPlaying(!playing);
    const autoScroll = embla.current?.plugins().autoScroll;
    if (!autoScroll) return;
    if (playing) autoScroll.stop();
    else autoScroll.play();
  };

  return (
    <div className="trending" aria-roledescription="carousel" aria-label={texts.carousel}>
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
        {playing ? texts.pause : texts.resume}
      </button>
    </div>
  );
}
