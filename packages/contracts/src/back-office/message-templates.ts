import { z } from 'zod';
import {
  TEMPLATE_MESSAGE_EN_REQUIRED_MESSAGE,
  TEMPLATE_MESSAGE_FR_REQUIRED_MESSAGE,
  TEMPLATE_STATUSES,
  TEMPLATE_STATUS_INVALID_MESSAGE,
  TEMPLATE_TITLE_MAX_LENGTH,
  TEMPLATE_TITLE_REQUIRED_MESSAGE,
} from './message-texts.js';
import { STAFF_TEXT_MAX_LENGTH, staffMemberSchema } from './schemas.js';

// Message templates (issue 34): docs/product.md#back-office-message-templates.

const requiredText = (error: string, max: number) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(max, { error: `At most ${max} characters.` });

/** POST /admin/templates and PUT /admin/templates/:id (admins): the whole template. */
export const messageTemplateBodySchema = z.object({
  status: z.enum(TEMPLATE_STATUSES, { error: TEMPLATE_STATUS_INVALID_MESSAGE }),
  title: requiredText(TEMPLATE_TITLE_REQUIRED_MESSAGE, TEMPLATE_TITLE_MAX_LENGTH),
  messageEn: requiredText(TEMPLATE_MESSAGE_EN_REQUIRED_MESSAGE, STAFF_TEXT_MAX_LENGTH),
  messageFr: requiredText(TEMPLATE_MESSAGE_FR_REQUIRED_MESSAGE, STAFF_TEXT_MAX_LENGTH),
  /** Order among the templates of its status; a new one goes last when absent. */
  position: z.number().int().min(0).max(10_000).optional(),
});
export type MessageTemplateBody = z.infer<typeof messageTemplateBodySchema>;

export const messageTemplateSchema = z.object({
  id: z.string(),
  status: z.enum(TEMPLATE_STATUSES),
  title: z.string(),
  messageEn: z.string(),
  messageFr: z.string(),
  position: z.number().int(),
  updatedBy: staffMemberSchema.nullable(),
  updatedAt: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** GET /admin/templates (staff and admins): every template, by status then position. */
export const messageTemplateListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(messageTemplateSchema),
});
export type MessageTemplateListResponse = z.infer<typeof messageTemplateListResponseSchema>;

export const messageTemplateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  template: messageTemplateSchema,
});
export type MessageTemplateResponse = z.infer<typeof messageTemplateResponseSchema>;

export const templateParamsSchema = z.object({ id: z.string() });
