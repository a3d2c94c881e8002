import { z } from 'zod';
import { issueText } from './messages/issue-text.js';
import { text, type Text } from './messages/text.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, isBlank } from './account/fields.js';
import { tooLongText } from './messages/check-texts.js';

export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * POST /contact-us/send-message. docs/product.md#api-contact gives two readings of the body's field name (messageContent and
 * message): both are accepted; when both come, messageContent wins (the reading docs/product.md#api-contact prefers).
 */
// No `abort: true` in this schema: zod then skips the object-level check below, and the 422 should list
// every missing field at once. The e-mail pattern therefore lets '' through (it already has its text).
const requiredText = (label: Text, max: number) =>
  z
    .string({ error: issueText(text('validation.CONTACT_ALL_FIELDS_REQUIRED')) })
    .trim()
    .min(1, { error: issueText(text('validation.CONTACT_ALL_FIELDS_REQUIRED')) })
    .max(max, { error: issueText(tooLongText(label, max)) });
const optionalBody = z
  .string()
  .trim()
  .max(CONTACT_MESSAGE_MAX_LENGTH, {
    error: issueText(tooLongText(text('formLabels.Message'), CONTACT_MESSAGE_MAX_LENGTH)),
  })
  .optional();

export const contactBodySchema = z
  .object(
    {
      name: requiredText(text('formLabels.Name'), NAME_MAX_LENGTH),
      email: z
        .string({ error: issueText(text('validation.CONTACT_ALL_FIELDS_REQUIRED')) })
        .trim()
        .min(1, { error: issueText(text('validation.CONTACT_ALL_FIELDS_REQUIRED')) })
        .max(EMAIL_MAX_LENGTH, { error: issueText(tooLongText(text('formLabels.Email'), EMAIL_MAX_LENGTH)) })
        .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
          error: issueText(text('validation.INVALID_EMAIL')),
        }),
      subject: requiredText(text('formLabels.Subject'), CONTACT_SUBJECT_MAX_LENGTH),
      messageContent: optionalBody,
      message: optionalBody,
    },
    { error: issueText(text('validation.CONTACT_ALL_FIELDS_REQUIRED')) },
  )
  .refine((body) => !(isBlank(body.messageContent) && isBlank(body.message)), {
    error: issueText(text('validation.CONTACT_ALL_FIELDS_REQUIRED')),
    path: ['messageContent'],
    // Runs even when another field failed (zod would skip it otherwise).
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type ContactBody = z.infer<typeof contactBodySchema>;

/** The message text, whichever name carried it. */
export const contactMessageText = (body: Pick<ContactBody, 'messageContent' | 'message'>): string =>
  (isBlank(body.messageContent) ? body.message : body.messageContent)?.trim() ?? '';

// The API validates with parseWithFieldErrors(contactBodySchema, body) and answers
// messageResponseSchema: `{ success: true, message }`.
