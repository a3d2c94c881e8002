import { z } from 'zod';
import { applicationStatusSchema } from '../application/responses.js';

// Retention of closed applications' documents (docs/decisions/0144-retention-of-closed-applications.md):
// GET /admin/retention, for admins, says what the next nightly run will erase.

/** The most applications the preview lists one by one (the totals count them all), oldest closure first. */
export const RETENTION_PREVIEW_LIMIT = 200;

const count = z.number().int().min(0);

export const retentionApplicationSchema = z.object({
  id: z.uuid(),
  /** admitted, rejected or withdrawn: the statuses no transition leaves (FINAL_STATUSES). */
  status: applicationStatusSchema,
  /** When the application reached that status (its event), ISO 8601. */
  closedAt: z.string(),
  /** Its stored files not yet erased, and their bytes. */
  files: count,
  bytes: count,
  /** Originals of issued documents kept beside the stamped file (their register row stays). */
  originals: count,
});
export type RetentionApplication = z.infer<typeof retentionApplicationSchema>;

export const retentionPreviewSchema = z.object({
  /** RETENTION_MONTHS: how long after closing the documents are kept. */
  retentionMonths: z.number().int().min(1),
  /** When the next run starts (UTC, ISO 8601). */
  nextRunAt: z.string(),
  /** That run erases the documents of applications closed at or before this instant. */
  closedBefore: z.string(),
  totals: z.object({ applications: count, files: count, bytes: count, originals: count }),
  /** At most RETENTION_PREVIEW_LIMIT, the earliest closed first. */
  applications: z.array(retentionApplicationSchema),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

export const retentionPreviewResponseSchema = z.object({ success: z.literal(true), data: retentionPreviewSchema });
export type RetentionPreviewResponse = z.infer<typeof retentionPreviewResponseSchema>;
