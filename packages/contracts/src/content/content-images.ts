import { z } from 'zod';

/**
 * Content images (docs/decisions/0126-content-images-sizes-formats-and-caching.md): an editor uploads one image; the
 * API keeps the original and serves it resized once into the widths the pages use, in AVIF and WebP with a JPEG
 * fallback, under names made from its bytes, so each address always holds the same image and is cached for a year.
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

/**
 * An image field of a content kind: a path on this site (a content image's fallback URL, or one of the site's own
 * images under /media/), never another site's address (the Content-Security-Policy allows our own images only).
 */
export const contentImagePathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/, {
    message: 'An image on this site: upload one, or give a path under /media/',
  });

export const contentImageVariantSchema = z.object({
  width: z.number().int().min(1),
  format: z.enum(CONTENT_IMAGE_FORMATS.map((f) => f.format) as [ContentImageFormat, ...ContentImageFormat[]]),
  type: z.string(),
  url: z.string(),
});

export const contentImageResponseSchema = z
  .object({
    data: z.object({
      id: z.uuid(),
      urls: z.object({
        /** The JPEG at the largest width made: what a hero's `heroImage` or a major's `image` stores. */
        fallback: z.string(),
        /** Every width in every format. */
        variants: z.array(contentImageVariantSchema),
      }),
    }),
  })
  .meta({ id: 'ContentImage' });
export type ContentImageResponse = z.infer<typeof contentImageResponseSchema>;
