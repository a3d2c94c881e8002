/**
 * The addresses of content images (docs/decisions/0126-content-images-sizes-formats-and-caching.md): plain values and
 * functions, without zod, so the home page's carousel reads them without the schemas' weight.
 */

/** An upload larger than this is refused (413) before anything is stored. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The widths made of every image: the hero carousel fills the window (480 on a phone, 960 on a tablet or a phone at
 * 2x, 1600 on a desktop); a major's card is 400 CSS px wide, so 480 and 960 serve it at 1x and 2x. Widths above the
 * original's are not made (no enlarging); the smallest always is.
 */
export const CONTENT_IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ContentImageWidth = (typeof CONTENT_IMAGE_WIDTHS)[number];

/** The formats made of every width, best first: a browser takes the first it knows; JPEG is the fallback. */
export const CONTENT_IMAGE_FORMATS = [
  { format: 'avif', extension: 'avif', type: 'image/avif' },
  { format: 'webp', extension: 'webp', type: 'image/webp' },
  { format: 'jpeg', extension: 'jpg', type: 'image/jpeg' },
] as const;
export type ContentImageFormat = (typeof CONTENT_IMAGE_FORMATS)[number]['format'];

/** Where content images are served: /media/content/<hash>/<width>.<extension>. */
export const CONTENT_IMAGE_PATH = '/media/content';

export const contentImageUrl = (hash: string, width: number, format: ContentImageFormat): string =>
  `${CONTENT_IMAGE_PATH}/${hash}/${width}.${CONTENT_IMAGE_FORMATS.find((f) => f.format === format)!.extension}`;

const FALLBACK_URL = /^\/media\/content\/([0-9a-f]{32})\/(\d+)\.jpg$/;

/**
 * A content image's fallback URL (what a hero's `heroImage` or a major's `image` holds) as its hash and largest
 * width, so a page can list the other sizes and formats; null for any other image.
 */
export function parseContentImageUrl(url: string): { hash: string; width: number } | null {
  const found = FALLBACK_URL.exec(url);
  return found ? { hash: found[1]!, width: Number(found[2]) } : null;
}
