import { z } from 'zod';
import { FEE_PERIODS, UNIVERSITY_TAGS, UNIVERSITY_TYPES } from '../../catalogue/values.js';
import { contentMoneySchema, contentSlugSchema } from '../content-kinds.js';

const text = (max: number) => z.string().trim().max(max);
/** An image's address: a path under /media or an absolute URL; null: none yet. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/|https?:\/\/)\S+$/)
  .nullable()
  .default(null);

/**
 * A university as editors write it (docs/product.md#content-management): the fields of its public page, English
 * beside French, its city named by the city's slug, and the rooms it offers as a list inside it (prices as
 * `{ amount, currency }` per month or per year).
 */
export const universityContentSchema = z
  .object({
    slug: contentSlugSchema,
    name: text(200).min(1),
    nameZh: text(200).default(''),
    citySlug: contentSlugSchema,
    type: z.enum(UNIVERSITY_TYPES).default('university'),
    tags: z.array(z.enum(UNIVERSITY_TAGS)).max(UNIVERSITY_TAGS.length).default([]),
    founded: z.number().int().min(800).max(2100).nullable().default(null),
    internationalStudents: z.number().int().min(0).max(1_000_000).nullable().default(null),
    website: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable()
      .default(null),
    description: text(10_000).default(''),
    descriptionFr: text(10_000).default(''),
    logo: imageUrl,
    coverImage: imageUrl,
    accommodation: z
      .array(
        z.object({
          roomType: text(200).min(1),
          roomTypeFr: text(200).default(''),
          priceMin: contentMoneySchema,
          priceMax: contentMoneySchema,
          period: z.enum(FEE_PERIODS),
        }),
      )
      .max(50)
      .default([]),
  })
  .meta({ id: 'UniversityContent' });
export type UniversityContent = z.infer<typeof universityContentSchema>;
