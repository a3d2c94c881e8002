import { SITE_TEXTS } from '@studychina/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Hero } from '@studychina/contracts';
import { useText } from '../../lib/i18n';
import { HeroImage } from './HeroImage';

/** docs/product.md#home: autoplay every 10 000 ms, transitions of 4000 ms (the CSS uses the same value). */
export const HERO_INTERVAL_MS = 10_000;

const FALLBACK_HERO = {
  id: 0,
  hero_image: '/media/heroes/admission-scholarships.svg',
} as const;

interface HeroCarouselProps {
  /** null while loading: a grey pulsing placeholder of the same size (no layout shift). */
  heroes: Hero[] | null;
}

/**
 * Home hero: slides cross-fade (loop, autoplay, pause on hover or keyboard focus, pagination dots,
 * no arrows). Hand-written: docs/decisions/0015-small-hand-written-ui.md. Only the first image loads at once (fetchpriority high); each next image is added
 * one slide ahead, so a visitor who leaves early never downloads the rest.
 */
export function HeroCarousel({ heroes }: HeroCarouselProps) {
  const texts = useText(SITE_TEXTS).home.hero;
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  // Heroes failed to load (only logged, docs/product.md#home) or none are published: keep the page's shape with ours.
  const slides: Hero[] = heroes?.length
    ? heroes
    : [{ ...FALLBACK_HERO, title: texts.fallbackTitle, sub_title: texts.fallbackSubtitle }];
  const count = heroes ? slides.length : 0;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setActive((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [active, paused, count]);

  if (!heroes) return <div className="hero hero-placeholder skeleton" role="status" aria-label={texts.loading} />;

  return (
    <section
      className="hero on-dark"
      aria-roledescription="carousel"
      aria-label={texts.label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((hero, index) => {
        const shown = index === active;
        // Render an image once it is showing or next in line (loop: slide 0 is "next" after the last).
        const load = index <= active + 1 || (active === count - 1 && index === 0);
        return (
          <div
            key={hero.id}
            className="hero-slide"
            data-active={shown}
            role="group"
            aria-roledescription="slide"
            aria-label={texts.slideOf(index + 1, count)}
            aria-hidden={!shown}
            inert={!shown}
          >
            {load && <HeroImage src={hero.hero_image} first={index === 0} />}
            <div className="container hero-text">
              <h2>{hero.title}</h2>
              <p>{hero.sub_title}</p>
              <div className="cluster">
                <Link to="/apply" className="btn btn-gold">
                  {texts.applyNow}
                </Link>
                <Link to="/majors" className="btn hero-btn-ghost">
                  {texts.browseMajors}
                </Link>
              </div>
            </div>
          </div>
        );
      })}
      {count > 1 && (
        <div className="hero-dots">
          {slides.map((hero, index) => (
            <button
              key={hero.id}
              type="button"
              className="hero-dot"
              aria-label={texts.showSlide(index + 1, hero.title)}
              aria-current={index === active}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
