import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text, type Text } from '../messages/text.js';
import { tooLongText } from '../messages/check-texts.js';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_LENGTH,
  isValidAccountPhone,
  utf8ByteLength,
} from './fields.js';
import { countryInfoInputSchema } from './user.js';

/**
 * A required text of the account forms: missing or blank is 'All fields are Required' (docs/product.md#register).
 * Every message is a Text carried by the zod issue (../messages/issue-text.ts, docs/decisions/0109-checks-raise-texts.md).
 */
export const requiredTextField = (label: Text | string, max: number) =>
  z
    .string({ error: issueText(text('validation.ALL_FIELDS_REQUIRED')) })
    .trim()
    .min(1, { error: issueText(text('validation.ALL_FIELDS_REQUIRED')), abort: true })
    .max(max, { error: issueText(tooLongText(label, max)) });

/** Stored lower-cased (docs/product.md#api-register), compared lower-cased at login. */
export const emailField = (required: Text = text('validation.ALL_FIELDS_REQUIRED')) =>
  z
    .string({ error: issueText(required) })
    .trim()
    .min(1, { error: issueText(required), abort: true })
    .max(EMAIL_MAX_LENGTH, { error: issueText(tooLongText(text('formLabels.Email'), EMAIL_MAX_LENGTH)) })
    .regex(EMAIL_PATTERN, { error: issueText(text('validation.INVALID_EMAIL')) })
    .toLowerCase();

/** A new password: 8+ characters (docs/product.md#register) and at most 72 UTF-8 bytes (bcrypt's limit). Never trimmed. */
export const newPasswordField = (required: Text = text('validation.ALL_FIELDS_REQUIRED')) =>
  z
    .string({ error: issueText(required) })
    .min(1, { error: issueText(required), abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: issueText(text('validation.PASSWORD_TOO_SHORT')), abort: true })
    .refine((value) => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, {
      error: issueText(text('validation.PASSWORD_TOO_LONG')),
    });

/** POST /register body (docs/product.md#api-register); confirmPassword stays in the browser. */
export const registerBodySchema = z.object(
  {
    firstname: requiredTextField(text('formLabels.Firstname'), NAME_MAX_LENGTH),
    lastname: requiredTextField(text('formLabels.Lastname'), NAME_MAX_LENGTH),
    email: emailField(),
    password: newPasswordField(),
    phoneNumber: z
      .string({ error: issueText(text('validation.ALL_FIELDS_REQUIRED')) })
      .trim()
      .min(1, { error: issueText(text('validation.ALL_FIELDS_REQUIRED')), abort: true })
      .refine(isValidAccountPhone, { error: issueText(text('validation.PHONE_NUMBER_INVALID')) }),
    // The web always sends it; a client that does not is still served (the user then has no country).
    countryInfo: countryInfoInputSchema.nullish(),
  },
  { error: issueText(text('validation.ALL_FIELDS_REQUIRED')) },
);
export type RegisterBody = z.infer<typeof registerBodySchema>;
