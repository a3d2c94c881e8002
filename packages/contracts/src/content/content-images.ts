import { z } from 'zod';
import { CONTENT_IMAGE_FORMATS, type ContentImageFormat } from './content-image-urls.js';

/**
 * Content images (docs/decisions/0126-content-images-sizes-formats-and-caching.md): an editor uploads one image; the
 * API keeps the original and serves it resized once into the widths the pages use, in AVIF and WebP with a JPEG
 * fallback, under names made from its bytes, so each address always holds the same image and is cached for a year.
 */

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
