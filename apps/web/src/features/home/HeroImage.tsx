import {
  CONTENT_IMAGE_FORMATS,
  CONTENT_IMAGE_WIDTHS,
  contentImageUrl,
  parseContentImageUrl,
} from '@studychina/contracts';

interface HeroImageProps {
  src: string;
  first: boolean;
}

/** The slide fills the window's width (home.css, .hero-slide img). */
const SIZES = '100vw';

/**
 * A slide's image. An editor's upload (its fallback URL, /media/content/<hash>/<width>.jpg) is offered in every width
 * made, AVIF first, then WebP, then JPEG (docs/decisions/0126-content-images-sizes-formats-and-caching.md), so a phone
 * downloads the 480 px AVIF instead of the 1600 px JPEG; any other image is shown as it is.
 */
export function HeroImage({ src, first }: HeroImageProps) {
  const loading = {
    width: 1600,
    height: 700,
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : 'low',
    decoding: first ? 'sync' : 'async',
  } as const;
  const content = parseContentImageUrl(src);
  if (!content) return <img src={src} alt="" {...loading} />;
  const widths = CONTENT_IMAGE_WIDTHS.filter((w) => w <= content.width);
  const srcSet = (format: (typeof CONTENT_IMAGE_FORMATS)[number]['format']) =>
    (widths.length > 0 ? widths : [content.width])
      .map((w) => `${contentImageUrl(content.hash, w, format)} ${w}w`)
      .join(', ');
  return (
    <picture>
      {CONTENT_IMAGE_FORMATS.filter((f) => f.format !== 'jpeg').map((f) => (
        <source key={f.format} type={f.type} srcSet={srcSet(f.format)} sizes={SIZES} />
      ))}
      <img src={src} srcSet={srcSet('jpeg')} sizes={SIZES} alt="" {...loading} />
    </picture>
  );
}
