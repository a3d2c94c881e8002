import { z } from 'zod';
import { DEGREE_LEVELS, SCHOLARSHIP_PROVIDERS, UNIVERSITY_TAGS, UNIVERSITY_TYPES } from './values.js';
import { priceSchema } from './money.js';

/** A place named in the reader's language: its slug is the value of the `city` (or `province`) filter. */
export const placeSchema = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'CataloguePlace' });
export type Place = z.infer<typeof placeSchema>;

/** A programme's subject: one of the majors of GET /majors (its id is the value of the `major` filter). */
export const majorRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'MajorRef' });
export type MajorRef = z.infer<typeof majorRefSchema>;

/** What a list of programmes says of their university. */
export const universityRefSchema = z
  .object({ slug: z.string(), name: z.string(), city: placeSchema })
  .meta({ id: 'UniversityRef' });
export type UniversityRef = z.infer<typeof universityRefSchema>;

export const universityTypeSchema = z.enum(UNIVERSITY_TYPES);
export const universityTagSchema = z.enum(UNIVERSITY_TAGS);
export const degreeSchema = z.enum(DEGREE_LEVELS);
export const scholarshipProviderSchema = z.enum(SCHOLARSHIP_PROVIDERS);

/** Whether the figures (fees, prices, counts) are sample data staff have not confirmed, and when they were checked. */
export const figuresSchema = {
  sampleData: z.boolean(),
  figuresCheckedOn: z.iso.date(),
};

/** A room a university offers, its price range per month or per year. */
export const accommodationSchema = z
  .object({
    roomType: z.string(),
    period: z.enum(['month', 'year']),
    min: priceSchema,
    max: priceSchema,
  })
  .meta({ id: 'Accommodation' });
export type Accommodation = z.infer<typeof accommodationSchema>;

/** What a scholarship pays: a share of the tuition, accommodation, a monthly stipend, insurance. */
export const coverageSchema = z
  .object({
    tuitionPercent: z.number().int().min(0).max(100),
    accommodation: z.boolean(),
    stipendMonthly: priceSchema.nullable(),
    insurance: z.boolean(),
  })
  .meta({ id: 'ScholarshipCoverage' });
export type Coverage = z.infer<typeof coverageSchema>;
