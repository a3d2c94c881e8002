import { z } from 'zod';
import {
  CODE_INVALID,
  INVALID_EMAIL,
  OTP_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '../messages.js';
import { OTP_LENGTH, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, isBlank, isValidEmail, utf8ByteLength } from './fields.js';
import { emailField, newPasswordField } from './register.js';

/** POST /forgot-password (SPEC 7). SPEC 5 has one text for this form, so a blank e-mail gets it too. */
export const forgotPasswordBodySchema = z.object({ email: emailField(INVALID_EMAIL) });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const validateForgotPasswordForm = (values: { email: string }): string | null =>
  isValidEmail(values.email.trim()) ? null : INVALID_EMAIL;

/**
 * POST /reset-password: the password only (SPEC 7); the person is known from the reset grant cookie.
 * SPEC 5 Reset knows no "required" text, so a blank password gets the length message.
 */
export const resetPasswordBodySchema = z.object({ password: newPasswordField(PASSWORD_TOO_SHORT) });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export interface ResetFormValues {
  password: string;
  confirmPassword: string;
}

/** SPEC 5 Reset: 8+ first, then the match; our byte cap last. First failure or null. */
export const validateResetForm = (values: ResetFormValues): string | null => {
  if (values.password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (utf8ByteLength(values.password) > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG;
  return null;
};

/**
 * POST /verify-email and /verify-otp: `otp` as a form field. The browser sends whatever boxes are
 * filled (SPEC 5); a code that is not six digits can never match, so it gets the wrong-code text.
 */
export const otpBodySchema = z.object({
  otp: z
    .string({ error: OTP_REQUIRED })
    .trim()
    .min(1, { error: OTP_REQUIRED, abort: true })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: CODE_INVALID }),
});
export type OtpBody = z.infer<typeof otpBodySchema>;

/** SPEC 5 OTP boxes: only a completely empty code fails; a partial code is sent as is. */
export const validateOtp = (otp: string): string | null => (isBlank(otp) ? OTP_REQUIRED : null);

/** One box holds one digit (SPEC 5): keeps the last digit typed or pasted, '' otherwise. */
export const otpBoxValue = (input: string): string => input.replace(/\D/g, '').slice(-1);
