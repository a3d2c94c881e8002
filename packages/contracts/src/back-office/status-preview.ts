import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';

/**
 * POST /admin/applications/:id/status/preview: the mail the status change would send the student, built
 * by the code that sends it, in the student's language; nothing is saved.
 */
export const statusPreviewResponseSchema = z.object({
  success: z.literal(true),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  locale: z.enum(LOCALES),
});
export type StatusPreviewResponse = z.infer<typeof statusPreviewResponseSchema>;
