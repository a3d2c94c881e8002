import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text } from '../messages/text.js';
import { OTP_LENGTH } from './fields.js';
import { emailField, newPasswordField } from './register.js';

/** POST /forgot-password (docs/product.md#api-forgot-password). docs/product.md#forgot-password has one text for this form, so a blank e-mail gets it too. */
export const forgotPasswordBodySchema = z.object({ email: emailField(text('validation.INVALID_EMAIL')) });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/**
 * POST /reset-password: the password only (docs/product.md#api-reset-password); the person is known from the reset grant cookie.
 * docs/product.md#reset-password knows no "required" text, so a blank password gets the length message.
 */
export const resetPasswordBodySchema = z.object({ password: newPasswordField(text('validation.PASSWORD_TOO_SHORT')) });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * POST /verify-email and /verify-otp (docs/product.md#api-verify-email): `otp` as a form field. The browser sends whatever boxes are
 * filled (docs/product.md#otp-entry); a code that is not six digits can never match, so it gets the wrong-code text.
 */
export const otpBodySchema = z.object({
  otp: z
    .string({ error: issueText(text('validation.OTP_REQUIRED')) })
    .trim()
    .min(1, { error: issueText(text('validation.OTP_REQUIRED')), abort: true })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: issueText(text('answers.CODE_INVALID')) }),
});
export type OtpBody = z.infer<typeof otpBodySchema>;
