import { z } from 'zod';
import { APPLICATION_STATUSES } from '../back-office/workflow.js';
import { EVENT_MESSAGE_KEYS } from '../back-office/event-message-keys.js';

/** An application's life after submission: docs/product.md#back-office-statuses-and-workflow. */
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** POST /apply success: docs/product.md#api-apply reads `message`; the id lets the applicant refer to it later. */
export const applySuccessResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  application: z.object({
    id: z.string(),
    status: applicationStatusSchema,
    /** ISO 8601 text. */
    createdAt: z.string(),
  }),
});
export type ApplySuccessResponse = z.infer<typeof applySuccessResponseSchema>;

/**
 * One row of GET /applications: the signed-in user's own applications, newest first, with what the
 * dashboard's card shows (timeline, last message, call to action) so the list needs no second request.
 */
export const applicationSummarySchema = z.object({
  id: z.string(),
  majorFirstChoice: z.string(),
  majorSecondChoice: z.string().nullable(),
  /** The catalogue programmes chosen (slugs) and their intakes ("YYYY-MM"), when the application named them. */
  programmeFirstChoice: z.string().nullable(),
  intakeFirstChoice: z.string().nullable(),
  programmeSecondChoice: z.string().nullable(),
  intakeSecondChoice: z.string().nullable(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  fileCount: z.number().int().nonnegative(),
  /** The corrections' deadline while action_required; null otherwise. */
  deadline: z.string().nullable(),
  /** The newest status message the student may read (the last event's), null when there is none. */
  lastMessage: z.string().nullable(),
  /** The key of our text when the last event is the student's own action (shown by key), else null. */
  lastMessageKey: z.enum(EVENT_MESSAGE_KEYS).nullable(),
  /** The student's current documents staff rejected and the student has not replaced yet. */
  documentsToReplace: z.number().int().nonnegative(),
  /** Documents staff asked for (document requests) that the student has not sent yet. */
  documentsRequested: z.number().int().nonnegative(),
  /** Documents staff put on the application for the student to download. */
  documentsFromStaff: z.number().int().nonnegative(),
  /** Every status change, oldest first: the timeline shows where an application that ended off the way left it. */
  statusChanges: z.array(
    z.object({ fromStatus: applicationStatusSchema.nullable(), toStatus: applicationStatusSchema }),
  ),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationsListResponseSchema = z.object({
  success: z.literal(true),
  applications: z.array(applicationSummarySchema),
});
export type ApplicationsListResponse = z.infer<typeof applicationsListResponseSchema>;
