import type { ImgHTMLAttributes } from 'react';
import {
  CONTENT_IMAGE_FORMATS,
  CONTENT_IMAGE_WIDTHS,
  contentImageUrl,
  parseContentImageUrl,
} from '@studychina/contracts';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>;

/**
 * An image an editor uploaded (its fallback URL, /media/content/<hash>/<width>.jpg) offered in every width made, AVIF
 * first, then WebP, then JPEG (docs/decisions/0126-content-images-sizes-formats-and-caching.md), so a phone downloads
 * the 480 px AVIF instead of the 1600 px JPEG; any other image is shown as it is. `sizes`: how wide it is shown.
 */
export function ContentPicture({ src, sizes, alt, ...img }: ImgProps & { src: string; sizes: string; alt: string }) {
  const content = parseContentImageUrl(src);
  if (!content) return <img src={src} alt={alt} {...img} />;
  const widths = CONTENT_IMAGE_WIDTHS.filter((w) => w <= content.width);
  const srcSet = (format: (typeof CONTENT_IMAGE_FORMATS)[number]['format']) =>
    (widths.length > 0 ? widths : [content.width])
      .map((w) => `${contentImageUrl(content.hash, w, format)} ${w}w`)
      .join(', ');
  return (
    <picture>
      {CONTENT_IMAGE_FORMATS.filter((f) => f.format !== 'jpeg').map((f) => (
        <source key={f.format} type={f.type} srcSet={srcSet(f.format)} sizes={sizes} />
      ))}
      <img src={src} srcSet={srcSet('jpeg')} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
