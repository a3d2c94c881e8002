import { z } from 'zod';
import { FILE_LIST_NAMES } from '../../application/file-lists.js';
import { DEGREE_LEVELS, PREVIOUS_DEGREES, TEACHING_LANGUAGES } from '../../catalogue/values.js';
import { contentMoneySchema, contentSlugSchema } from '../content-kinds.js';

const text = (max: number) => z.string().trim().max(max);
const optionalInt = (min: number, max: number) => z.number().int().min(min).max(max).nullable().default(null);

/**
 * A programme as editors write it (docs/product.md#content-management): the fields of the public programme page,
 * English beside French, money as `{ amount, currency }`. Its university is named by slug and its subject by the
 * major's id, so an export reads in a spreadsheet and imports back.
 */
export const programmeContentSchema = z
  .object({
    slug: contentSlugSchema,
    universitySlug: contentSlugSchema,
    majorId: z.number().int().min(1),
    title: text(200).min(1),
    titleFr: text(200).default(''),
    description: text(10_000).default(''),
    descriptionFr: text(10_000).default(''),
    degree: z.enum(DEGREE_LEVELS),
    language: z.enum(TEACHING_LANGUAGES),
    durationMonths: z.number().int().min(1).max(120),
    tuitionPerYear: contentMoneySchema,
    applicationFee: contentMoneySchema,
    serviceFee: contentMoneySchema,
    ageMin: optionalInt(10, 80),
    ageMax: optionalInt(10, 80),
    minPreviousDegree: z.enum(PREVIOUS_DEGREES).nullable().default(null),
    hskLevel: optionalInt(1, 9),
    ieltsMin: z.number().min(0).max(9).multipleOf(0.5).nullable().default(null),
    toeflMin: optionalInt(0, 120),
    duolingoMin: optionalInt(10, 160),
    minGrade: text(200).default(''),
    minGradeFr: text(200).default(''),
    requirementNotes: text(5_000).default(''),
    requirementNotesFr: text(5_000).default(''),
    documents: z
      .array(
        z.object({ document: z.enum(FILE_LIST_NAMES), note: text(500).default(''), noteFr: text(500).default('') }),
      )
      .max(FILE_LIST_NAMES.length)
      .default([]),
  })
  .meta({ id: 'ProgrammeContent' });
export type ProgrammeContent = z.infer<typeof programmeContentSchema>;
