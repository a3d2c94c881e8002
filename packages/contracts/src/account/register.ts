import { z } from 'zod';
import {
  ALL_FIELDS_REQUIRED,
  INVALID_EMAIL,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PHONE_NUMBER_INVALID,
} from '../messages.js';
import { tooLongMessage } from '../messages/form-messages.js';
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

/** A required text of the account forms: missing or blank is 'All fields are Required' (docs/product.md#register). */
export const requiredTextField = (label: string, max: number) =>
  z
    .string({ error: ALL_FIELDS_REQUIRED })
    .trim()
    .min(1, { error: ALL_FIELDS_REQUIRED, abort: true })
    .max(max, { error: tooLongMessage(label, max) });

/** Stored lower-cased (docs/product.md#api-register), compared lower-cased at login. */
export const emailField = (requiredMessage: string = ALL_FIELDS_REQUIRED) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: tooLongMessage('Email', EMAIL_MAX_LENGTH) })
    .regex(EMAIL_PATTERN, { error: INVALID_EMAIL })
    .toLowerCase();

/** A new password: 8+ characters (docs/product.md#register) and at most 72 UTF-8 bytes (bcrypt's limit). Never trimmed. */
export const newPasswordField = (requiredMessage: string = ALL_FIELDS_REQUIRED) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT, abort: true })
    .refine((value) => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, { error: PASSWORD_TOO_LONG });

/** POST /register body (docs/product.md#api-register); confirmPassword stays in the browser. */
export const registerBodySchema = z.object(
  {
    firstname: requiredTextField('Firstname', NAME_MAX_LENGTH),
    lastname: requiredTextField('Lastname', NAME_MAX_LENGTH),
    email: emailField(),
    password: newPasswordField(),
    phoneNumber: z
      .string({ error: ALL_FIELDS_REQUIRED })
      .trim()
      .min(1, { error: ALL_FIELDS_REQUIRED, abort: true })
      .refine(isValidAccountPhone, { error: PHONE_NUMBER_INVALID }),
    // The web always sends it; a client that does not is still served (the user then has no country).
    countryInfo: countryInfoInputSchema.nullish(),
  },
  { error: ALL_FIELDS_REQUIRED },
);
export type RegisterBody = z.infer<typeof registerBodySchema>;
