import { z } from 'zod';
import { contentImagePathSchema } from '../content-images.js';

const text = (max: number) => z.string().trim().max(max);

/**
 * A major as editors write it (docs/product.md#api-majors, docs/product.md#content-management): the fields of the
 * public majors answer, English beside French. `image` is a path on this site (a content image's fallback URL from
 * POST /admin/content/images, or one of the site's own images); `position` orders the list, lowest first.
 */
export const majorContentSchema = z
  .object({
    name: text(120).min(1),
    nameFr: text(120).default(''),
    image: contentImagePathSchema,
    shortDesc: text(300).min(1),
    shortDescFr: text(300).default(''),
    description: text(2_000).min(1),
    descriptionFr: text(2_000).default(''),
    trending: z.boolean().default(false),
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .meta({ id: 'MajorContent' });
export type MajorContent = z.infer<typeof majorContentSchema>;
