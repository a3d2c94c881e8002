import { z } from 'zod';
import { DEGREE_LEVELS, SCHOLARSHIP_PROVIDERS } from '../../catalogue/values.js';
import { contentMoneySchema, contentSlugSchema } from '../content-kinds.js';

const text = (max: number) => z.string().trim().max(max);

/**
 * A scholarship as editors write it (docs/product.md#content-management): the fields of its public page, English
 * beside French, the monthly stipend as `{ amount, currency }` (null: none). The universities it is offered at and
 * the programmes it names are lists of slugs, so an export reads in a spreadsheet and imports back.
 */
export const scholarshipContentSchema = z
  .object({
    slug: contentSlugSchema,
    name: text(200).min(1),
    nameFr: text(200).default(''),
    provider: z.enum(SCHOLARSHIP_PROVIDERS),
    tuitionCoveragePercent: z.number().int().min(0).max(100),
    coversAccommodation: z.boolean().default(false),
    coversInsurance: z.boolean().default(false),
    stipendMonthly: contentMoneySchema.nullable().default(null),
    degrees: z.array(z.enum(DEGREE_LEVELS)).max(DEGREE_LEVELS.length).default([]),
    deadline: z.iso.datetime({ offset: true }).nullable().default(null),
    description: text(10_000).default(''),
    descriptionFr: text(10_000).default(''),
    howToApply: text(5_000).min(1),
    howToApplyFr: text(5_000).default(''),
    universitySlugs: z.array(contentSlugSchema).max(500).default([]),
    programmeSlugs: z.array(contentSlugSchema).max(2_000).default([]),
  })
  .meta({ id: 'ScholarshipContent' });
export type ScholarshipContent = z.infer<typeof scholarshipContentSchema>;
