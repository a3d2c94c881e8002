import { SITE_TEXTS } from '@studychina/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../../lib/i18n';

interface NetworkInformation {
  saveData?: boolean;
}

/** Visitors who ask for reduced motion or data saving see the poster only (a tap on play still works). */
function mayAutoplay() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  return !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/**
 * The apply banner with a video (docs/product.md#home). The video (~180 KB, self-hosted, made by scripts/make-apply-video.sh) is the heaviest thing on the
 * page, so it never loads up front: preload="none" with a poster, and it starts (muted, looping) only
 * when the banner scrolls into view.
 */
export function ApplyBanner() {
  const video = useRef<HTMLVideoElement>(null);
  const texts = useText(SITE_TEXTS).home.apply;

  useEffect(() => {
    const element = video.current;
    if (!element || typeof IntersectionObserver !== 'function' || !mayAutoplay()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) element.play().catch(() => {});
        else element.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="apply-banner on-dark" aria-labelledby="apply-title">
      <div className="container apply-inner">
        <div className="apply-text">
          <span className="eyebrow">{texts.eyebrow}</span>
          <h2 id="apply-title">{texts.title}</h2>
          <p>{texts.text}</p>
          <div className="cluster">
            <Link to="/apply" className="btn btn-gold">
              {texts.applyNow}
            </Link>
            <Link to="/admission" className="btn hero-btn-ghost">
              {texts.howItWorks}
            </Link>
          </div>
        </div>
        <div className="apply-media">
          <video
            ref={video}
            src="/media/video/apply-banner.mp4"
            poster="/media/video/apply-banner-poster.webp"
            preload="none"
            muted
            loop
            playsInline
            controls
            width={640}
            height={360}
            aria-label={texts.video}
          />
        </div>
      </div>
    </section>
  );
}
