import { z } from 'zod';
import { applicationStatusSchema } from '../application/responses.js';
import { ERROR_CODES } from '../error-codes.js';
import { DEADLINE_REQUIRED_MESSAGE, STATUS_MESSAGE_REQUIRED_MESSAGE } from './texts.js';
import { BULK_IDS_REQUIRED_MESSAGE, BULK_NOTHING_TO_DO_MESSAGE, bulkTooManyMessage } from './triage-texts.js';
import { STAFF_TEXT_MAX_LENGTH, deadlineSchema } from './schemas.js';

// The back office's triage (docs/product.md#back-office-queue-files-exports-and-audit): many applications
// changed at once, and the next application of a queue.

/** The most applications one bulk request changes (four pages of the queue). */
export const BULK_MAX_IDS = 100;

/**
 * POST /admin/applications/bulk: an assignment (`me`, a staff id, or null for nobody) and/or a status
 * change with one message, applied to each id on its own. An application assigned to a colleague (not the
 * caller, not the new assignee) is only taken over with `takeOver: true`.
 */
export const bulkBodySchema = z
  .object({
    ids: z
      .array(z.string().max(64), { error: BULK_IDS_REQUIRED_MESSAGE })
      .min(1, { error: BULK_IDS_REQUIRED_MESSAGE })
      .max(BULK_MAX_IDS, { error: bulkTooManyMessage(BULK_MAX_IDS) }),
    assign: z.string().nullable().optional(),
    takeOver: z.boolean().optional(),
    status: applicationStatusSchema.optional(),
    message: z.string().trim().max(STAFF_TEXT_MAX_LENGTH).optional(),
    note: z.string().trim().max(STAFF_TEXT_MAX_LENGTH).optional(),
    deadline: deadlineSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.assign === undefined && body.status === undefined)
      ctx.addIssue({ code: 'custom', path: ['status'], message: BULK_NOTHING_TO_DO_MESSAGE });
    if (body.status && !body.message)
      ctx.addIssue({ code: 'custom', path: ['message'], message: STATUS_MESSAGE_REQUIRED_MESSAGE });
    if (body.status === 'action_required' && !body.deadline)
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: DEADLINE_REQUIRED_MESSAGE });
  });
export type BulkBody = z.infer<typeof bulkBodySchema>;

/** What happened to one id: done, or refused with the code and text a single request would have answered. */
export const bulkResultSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  code: z.enum(ERROR_CODES).optional(),
  message: z.string().optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  results: z.array(bulkResultSchema),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

/** GET /admin/applications/:id/next: the application after this one in the queue's filters and order. */
export const nextApplicationResponseSchema = z.object({
  success: z.literal(true),
  next: z.object({ id: z.string(), applicantName: z.string() }).nullable(),
});
export type NextApplicationResponse = z.infer<typeof nextApplicationResponseSchema>;
