import { z } from 'zod';
import { INTAKE_MONTH } from '../../catalogue/values.js';
import { contentSlugSchema } from '../content-kinds.js';

/**
 * An intake as editors write it (docs/product.md#content-management): one start of a programme, named by the
 * programme's slug and the start month, with its deadline as an instant. `closed` ends it before its deadline;
 * unpublishing an intake closes it.
 */
export const intakeContentSchema = z
  .object({
    programmeSlug: contentSlugSchema,
    start: z.string().regex(INTAKE_MONTH).meta({ description: 'The start month, YYYY-MM' }),
    deadline: z.iso.datetime({ offset: true }).meta({ description: 'The last moment to apply, an ISO date-time' }),
    closed: z.boolean().default(false),
  })
  .meta({ id: 'IntakeContent' });
export type IntakeContent = z.infer<typeof intakeContentSchema>;
