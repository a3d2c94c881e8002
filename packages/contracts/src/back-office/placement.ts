import { z } from 'zod';
import { tooLongText } from '../messages/check-texts.js';
import { issueText } from '../messages/issue-text.js';
import {
  PLACEMENT_COPY,
  PLACEMENT_MAX_LENGTH,
  PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE,
  type PlacementField,
} from './placement-texts.js';

/**
 * Where it went (docs/product.md#back-office-where-it-went): the university, programme and admission number an
 * application was forwarded to. Free text today; a programme catalogue will add its ids beside these names
 * (docs/decisions/0101-placement-fields-free-text-first.md).
 */
export const placementSchema = z.object({
  forwardedUniversity: z.string().nullable(),
  forwardedProgramme: z.string().nullable(),
  admissionNumber: z.string().nullable(),
});
export type Placement = z.infer<typeof placementSchema>;

/** A text of the body: trimmed, at most its length; empty, null or absent clears it (PUT replaces all three). */
const placementText = (field: PlacementField) =>
  z
    .string()
    .trim()
    .max(PLACEMENT_MAX_LENGTH[field], {
      error: issueText(tooLongText(PLACEMENT_COPY[field], PLACEMENT_MAX_LENGTH[field])),
    })
    .nullish()
    .transform((value) => value || null);

/** PUT /admin/applications/:id/placement. */
export const placementBodySchema = z
  .object({
    forwardedUniversity: placementText('forwardedUniversity'),
    forwardedProgramme: placementText('forwardedProgramme'),
    admissionNumber: placementText('admissionNumber'),
  })
  .superRefine((body, ctx) => {
    if (!body.forwardedUniversity && (body.forwardedProgramme || body.admissionNumber))
      ctx.addIssue({ code: 'custom', path: ['forwardedUniversity'], message: PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE });
  });
export type PlacementBody = z.input<typeof placementBodySchema>;

export const placementResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  placement: placementSchema,
});
export type PlacementResponse = z.infer<typeof placementResponseSchema>;
