import { z } from 'zod';
import { pagedResponse } from '../paged.js';
import { FILE_LIST_NAMES } from '../application/files.js';
import { majorsQuerySchema } from '../catalog.js';
import { intakeSchema } from './intakes.js';
import { priceSchema } from './money.js';
import {
  flagFilter,
  intakeFilter,
  oneOf,
  repeatedFilter,
  searchFilter,
  SORT_CHOICE_ISSUE,
  tuitionMaxFilter,
} from './query-values.js';
import {
  accommodationSchema,
  coverageSchema,
  degreeSchema,
  figuresSchema,
  majorRefSchema,
  placeSchema,
  scholarshipProviderSchema,
  universityRefSchema,
  universityTagSchema,
  universityTypeSchema,
} from './refs.js';
import {
  DEGREE_LEVELS,
  PREVIOUS_DEGREES,
  PROGRAMME_SORTS,
  TEACHING_LANGUAGES,
  type DegreeLevel,
  type TeachingLanguage,
} from './values.js';

/**
 * GET /programmes (issue 28): every filter may repeat (either value matches) except `q`, `tuitionMax`,
 * `scholarship`, `sort` and `page`. `city`, `province`, `university` (slugs) and `major` (ids) are checked
 * against the catalogue by the service; an unknown one is a 422 naming the field, like a bad `degree`.
 */
export const programmesQuerySchema = z.object({
  q: searchFilter,
  degree: repeatedFilter<DegreeLevel>('degree', oneOf(DEGREE_LEVELS)),
  language: repeatedFilter<TeachingLanguage>('language', oneOf(TEACHING_LANGUAGES)),
  city: repeatedFilter('city'),
  province: repeatedFilter('province'),
  university: repeatedFilter('university'),
  major: repeatedFilter('major', (value) => /^[1-9]\d{0,8}$/.test(value)),
  intake: intakeFilter,
  /** Whole yuan a year. */
  tuitionMax: tuitionMaxFilter,
  scholarship: flagFilter('scholarship'),
  sort: z.enum(PROGRAMME_SORTS, { error: SORT_CHOICE_ISSUE }).optional(),
  page: majorsQuerySchema.shape.page,
});
/** The query as the address carries it (strings, repeated or not). */
export type ProgrammesQueryInput = z.input<typeof programmesQuerySchema>;
/** The query once parsed: lists for the repeatable filters. */
export type ProgrammesQuery = z.output<typeof programmesQuerySchema>;

export const teachingLanguageSchema = z.enum(TEACHING_LANGUAGES);

/** One programme in a list: what a result row shows. */
export const programmeSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    university: universityRefSchema,
    major: majorRefSchema,
    degree: degreeSchema,
    language: teachingLanguageSchema,
    durationMonths: z.number().int(),
    tuition: priceSchema.meta({ description: 'Per year' }),
    nextIntake: intakeSchema.nullable().meta({ description: 'The earliest intake still open; null: none open' }),
    scholarship: z.boolean().meta({ description: 'Whether at least one scholarship applies' }),
  })
  .meta({ id: 'ProgrammeSummary' });
export type ProgrammeSummary = z.infer<typeof programmeSummarySchema>;

/** One value of a facet: its count is computed with every other filter applied but this facet's own. */
export const facetValueSchema = z
  .object({ value: z.string(), label: z.string(), count: z.number().int() })
  .meta({ id: 'FacetValue' });
export type FacetValue = z.infer<typeof facetValueSchema>;

export const programmeFacetsSchema = z
  .object({
    degree: z.array(facetValueSchema),
    language: z.array(facetValueSchema),
    city: z.array(facetValueSchema),
    major: z.array(facetValueSchema),
    intake: z.array(facetValueSchema),
  })
  .meta({ id: 'ProgrammeFacets' });
export type ProgrammeFacets = z.infer<typeof programmeFacetsSchema>;

export const programmesPageResponseSchema = pagedResponse(programmeSummarySchema)
  .extend({ facets: programmeFacetsSchema })
  .meta({ id: 'ProgrammesPage' });
export type ProgrammesPageResponse = z.infer<typeof programmesPageResponseSchema>;

/** What a programme asks of an applicant; null: not asked. */
export const requirementsSchema = z
  .object({
    ageMin: z.number().int().nullable(),
    ageMax: z.number().int().nullable(),
    minPreviousDegree: z.enum(PREVIOUS_DEGREES).nullable(),
    hskLevel: z.number().int().nullable(),
    ielts: z.number().nullable(),
    toefl: z.number().int().nullable(),
    duolingo: z.number().int().nullable(),
    /** In words for each market: WAEC/NECO credits, the Baccalauréat's mention. */
    minGrade: z.string().nullable(),
    notes: z.string(),
  })
  .meta({ id: 'ProgrammeRequirements' });
export type Requirements = z.infer<typeof requirementsSchema>;

/** A document the programme requires: one of the application form's file lists, with a note. */
export const requiredDocumentSchema = z
  .object({ document: z.enum(FILE_LIST_NAMES), note: z.string() })
  .meta({ id: 'RequiredDocument' });
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

/** A scholarship as a programme's page shows it: what it pays, and the tuition the student still pays a year. */
export const programmeScholarshipSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    provider: scholarshipProviderSchema,
    coverage: coverageSchema,
    deadline: z.iso.datetime({ offset: true }).nullable(),
    open: z.boolean(),
    remainingTuition: priceSchema.meta({ description: 'Tuition per year left to the student' }),
  })
  .meta({ id: 'ProgrammeScholarship' });
export type ProgrammeScholarship = z.infer<typeof programmeScholarshipSchema>;

/** GET /programmes/:slug. */
export const programmeDetailSchema = programmeSummarySchema
  .extend({
    description: z.string(),
    university: universityRefSchema.extend({
      nameZh: z.string(),
      province: placeSchema,
      type: universityTypeSchema,
      tags: z.array(universityTagSchema),
    }),
    tuitionTotal: priceSchema.meta({ description: 'Tuition for the whole duration' }),
    applicationFee: priceSchema,
    serviceFee: priceSchema.meta({ description: 'Our service fee' }),
    accommodation: z.array(accommodationSchema),
    intakes: z.array(intakeSchema),
    requirements: requirementsSchema,
    documents: z.array(requiredDocumentSchema),
    scholarships: z.array(programmeScholarshipSchema),
    ...figuresSchema,
  })
  .meta({ id: 'ProgrammeDetail' });
export type ProgrammeDetail = z.infer<typeof programmeDetailSchema>;

export const programmeResponseSchema = z.object({ data: programmeDetailSchema });
export type ProgrammeResponse = z.infer<typeof programmeResponseSchema>;

/** `:slug` of the details routes. */
export const catalogueSlugParamsSchema = z.object({ slug: z.string().min(1).max(160) });
