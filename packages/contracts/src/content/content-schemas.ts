import type { z } from 'zod';
import type { ContentKind } from './content-kinds.js';
import { programmeContentSchema } from './kinds/programmes.js';
import { majorContentSchema } from './kinds/majors.js';
import { heroContentSchema } from './kinds/heroes.js';
import { testimonialContentSchema } from './kinds/testimonials.js';
import { faqContentSchema } from './kinds/faq.js';
import { pageContentSchema } from './kinds/pages.js';
import { rateContentSchema } from './kinds/rates.js';
import { intakeContentSchema } from './kinds/intakes.js';
import { universityContentSchema } from './kinds/universities.js';
import { scholarshipContentSchema } from './kinds/scholarships.js';

/**
 * The fields of each kind, as the editor's form and the API's PUT take them: one plain zod object per kind
 * (no refinements, so the API can add `version` beside them; checks across fields are the API adapter's).
 * A kind is listed once its adapter exists in the API (apps/api/src/modules/content/adapters/).
 */
export const CONTENT_SCHEMAS = {
  programmes: programmeContentSchema,
  majors: majorContentSchema,
  heroes: heroContentSchema,
  testimonials: testimonialContentSchema,
  faq: faqContentSchema,
  pages: pageContentSchema,
  rates: rateContentSchema,
  intakes: intakeContentSchema,
  universities: universityContentSchema,
  scholarships: scholarshipContentSchema,
} satisfies Partial<Record<ContentKind, z.ZodObject>>;

export type ManagedKind = keyof typeof CONTENT_SCHEMAS;
export type ContentFields<K extends ManagedKind> = z.infer<(typeof CONTENT_SCHEMAS)[K]>;
