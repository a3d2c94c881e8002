import { z } from 'zod';
import { pagedResponse } from '../paged.js';
import { majorsQuerySchema } from '../catalog.js';
import { programmeSummarySchema } from './programmes.js';
import { repeatedFilter, searchFilter } from './query-values.js';
import { accommodationSchema, figuresSchema, placeSchema, universityTagSchema, universityTypeSchema } from './refs.js';
import { scholarshipSummarySchema } from './scholarships.js';

/** GET /universities?page=&q=&city= (city may repeat). */
export const universitiesQuerySchema = z.object({
  q: searchFilter,
  city: repeatedFilter('city'),
  page: majorsQuerySchema.shape.page,
});
export type UniversitiesQueryInput = z.input<typeof universitiesQuerySchema>;
export type UniversitiesQuery = z.output<typeof universitiesQuerySchema>;

export const universitySummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    nameZh: z.string(),
    city: placeSchema,
    province: placeSchema,
    type: universityTypeSchema,
    tags: z.array(universityTagSchema),
    logo: z.string().nullable(),
    coverImage: z.string().nullable(),
    programmeCount: z.number().int().meta({ description: 'Published programmes' }),
  })
  .meta({ id: 'UniversitySummary' });
export type UniversitySummary = z.infer<typeof universitySummarySchema>;

export const universitiesPageResponseSchema = pagedResponse(universitySummarySchema).meta({ id: 'UniversitiesPage' });
export type UniversitiesPageResponse = z.infer<typeof universitiesPageResponseSchema>;

/** GET /universities/:slug: with its published programmes and the scholarships offered there. */
export const universityDetailSchema = universitySummarySchema
  .extend({
    founded: z.number().int().nullable(),
    internationalStudents: z.number().int().nullable(),
    website: z.string().nullable(),
    description: z.string(),
    accommodation: z.array(accommodationSchema),
    programmes: z.array(programmeSummarySchema),
    scholarships: z.array(scholarshipSummarySchema),
    ...figuresSchema,
  })
  .meta({ id: 'UniversityDetail' });
export type UniversityDetail = z.infer<typeof universityDetailSchema>;

export const universityResponseSchema = z.object({ data: universityDetailSchema });
export type UniversityResponse = z.infer<typeof universityResponseSchema>;
