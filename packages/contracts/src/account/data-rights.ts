import { z } from 'zod';
import { messageResponseSchema } from './user.js';

/**
 * POST /api/v1/user/account/export's 202 (issue 31, docs/decisions/0137-students-data-rights.md): the export's id (the
 * mailed link's) and when its link stops working.
 */
export const dataExportAcceptedResponseSchema = messageResponseSchema.extend({
  exportId: z.string(),
  expiresAt: z.string(),
});
export type DataExportAccepted = z.infer<typeof dataExportAcceptedResponseSchema>;
