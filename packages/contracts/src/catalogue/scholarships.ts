import { z } from 'zod';
import { pagedResponse } from '../paged.js';
import { majorsQuerySchema } from '../catalog.js';
import { flagFilter, oneOf, repeatedFilter } from './query-values.js';
import { coverageSchema, degreeSchema, figuresSchema, scholarshipProviderSchema, universityRefSchema } from './refs.js';
import { DEGREE_LEVELS, SCHOLARSHIP_PROVIDERS, type DegreeLevel, type ScholarshipProvider } from './values.js';

/** GET /scholarships?degree=&provider=&open=1&page= (degree and provider may repeat). */
export const scholarshipsQuerySchema = z.object({
  degree: repeatedFilter<DegreeLevel>('degree', oneOf(DEGREE_LEVELS)),
  provider: repeatedFilter<ScholarshipProvider>('provider', oneOf(SCHOLARSHIP_PROVIDERS)),
  open: flagFilter('open'),
  page: majorsQuerySchema.shape.page,
});
export type ScholarshipsQueryInput = z.input<typeof scholarshipsQuerySchema>;
export type ScholarshipsQuery = z.output<typeof scholarshipsQuerySchema>;

export const scholarshipSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    provider: scholarshipProviderSchema,
    coverage: coverageSchema,
    degrees: z.array(degreeSchema),
    deadline: z.iso.datetime({ offset: true }).nullable().meta({ description: 'Null: no single deadline' }),
    open: z.boolean().meta({ description: 'False once its deadline has passed' }),
  })
  .meta({ id: 'ScholarshipSummary' });
export type ScholarshipSummary = z.infer<typeof scholarshipSummarySchema>;

export const scholarshipsPageResponseSchema = pagedResponse(scholarshipSummarySchema).meta({
  id: 'ScholarshipsPage',
});
export type ScholarshipsPageResponse = z.infer<typeof scholarshipsPageResponseSchema>;

/** GET /scholarships/:slug: how to apply, and where it applies (universities, and programmes named one by one). */
export const scholarshipDetailSchema = scholarshipSummarySchema
  .extend({
    description: z.string(),
    howToApply: z.string(),
    universities: z.array(universityRefSchema),
    programmes: z
      .array(z.object({ slug: z.string(), title: z.string(), university: universityRefSchema }))
      .meta({ description: 'Programmes it is offered for one by one (besides the universities above)' }),
    ...figuresSchema,
  })
  .meta({ id: 'ScholarshipDetail' });
export type ScholarshipDetail = z.infer<typeof scholarshipDetailSchema>;

export const scholarshipResponseSchema = z.object({ data: scholarshipDetailSchema });
export type ScholarshipResponse = z.infer<typeof scholarshipResponseSchema>;
