import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text } from '../messages/text.js';
import { STAFF_PERMISSIONS } from '../back-office/permissions.js';
import { ROLES } from '../back-office/workflow.js';
import { LOCALES } from '../i18n/locales.js';

/** The phone country the register form sends (docs/product.md#api-register: name, dialCode, countryCode). */
export const countryInfoInputSchema = z.object(
  {
    name: z
      .string({ error: issueText(text('validation.COUNTRY_INFO_INVALID')) })
      .trim()
      .min(1, { error: issueText(text('validation.COUNTRY_INFO_INVALID')) })
      .max(100, {
        error: issueText(text('validation.COUNTRY_INFO_INVALID')),
      }),
    // '86' as the phone picker reports it; a leading '+' is tolerated.
    dialCode: z
      .string({ error: issueText(text('validation.COUNTRY_INFO_INVALID')) })
      .trim()
      .regex(/^\+?\d{1,4}$/, { error: issueText(text('validation.COUNTRY_INFO_INVALID')) }),
    // ISO 3166 alpha-2, lower-case from the picker ('cn'); either case is accepted.
    countryCode: z
      .string({ error: issueText(text('validation.COUNTRY_INFO_INVALID')) })
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: issueText(text('validation.COUNTRY_INFO_INVALID')) }),
  },
  { error: issueText(text('validation.COUNTRY_INFO_INVALID')) },
);
export type CountryInfoInput = z.infer<typeof countryInfoInputSchema>;

export const countryInfoSchema = z.object({ name: z.string(), dialCode: z.string(), countryCode: z.string() });
export type CountryInfo = z.infer<typeof countryInfoSchema>;

/**
 * The public user: an allow-list, so a password hash, Google id or token version can never be
 * serialised by a route that declares it. phoneNumber and countryInfo are null for Google-only accounts.
 * `role` tells the web whether to offer the back office (docs/product.md#back-office-statuses-and-workflow).
 */
export const userSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  countryInfo: countryInfoSchema.nullable(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  /** Staff and admins only: what the member may do beyond the queue (the back office's frame shows it). */
  permissions: z.array(z.enum(STAFF_PERMISSIONS)).optional(),
  /** ISO 8601 text (Date#toISOString). */
  createdAt: z.string(),
  /** The language saved on the account (issue 17): the web follows it after sign-in on a new device. */
  locale: z.enum(LOCALES),
});
export type User = z.infer<typeof userSchema>;

/** `{ success: true, message }`: resend-otp, forgot-password, reset-password, contact. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Login, verify-email, verify-otp and decrypt-user: a session starts (docs/product.md#api-conventions reads token and user). */
export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
  /**
   * Staff and admins only (docs/decisions/0134-staff-second-factor.md): the token reaches only /user/mfa/* until the
   * second factor is set up (`setup_required`) or its code given (`required`).
   */
  mfa: z.enum(['setup_required', 'required']).optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Register: the account exists but no token until the e-mail is verified (docs/product.md#api-register). */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string().nullable(),
  user: userSchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** GET /me: who the bearer token belongs to. */
export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
