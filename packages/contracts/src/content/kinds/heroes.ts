import { z } from 'zod';
import { contentImagePathSchema } from '../content-images.js';

const text = (max: number) => z.string().trim().max(max);

/**
 * A hero slide of the home page as editors write it (docs/product.md#home, docs/product.md#content-management):
 * title and subtitle, English beside French, and its image (a content image's fallback URL from
 * POST /admin/content/images, which the carousel serves in every size and format, or one of the site's own images).
 * `position` orders the slides, lowest first.
 */
export const heroContentSchema = z
  .object({
    title: text(120).min(1),
    titleFr: text(120).default(''),
    subTitle: text(300).min(1),
    subTitleFr: text(300).default(''),
    heroImage: contentImagePathSchema,
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .meta({ id: 'HeroContent' });
export type HeroContent = z.infer<typeof heroContentSchema>;
