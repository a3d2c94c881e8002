// The account forms' checks for the web app (docs/product.md#register, docs/product.md#login, docs/product.md#reset-password, docs/product.md#otp-entry), free of zod:
// docs/decisions/0007-zod-free-form-checks.md. The API's zod schemas: register.ts, login.ts, password.ts. Each failure
// is a Text (a key), shown in the page's language: docs/decisions/0109-checks-raise-texts.md.
import { ALL_FIELDS_REQUIRED, INVALID_EMAIL } from '../messages.js';
import { text, type Text } from '../messages/text.js';
import {
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_LENGTH,
  isBlank,
  isValidAccountPhone,
  isValidEmail,
  utf8ByteLength,
} from './fields.js';
import type { CountryInfoInput } from './user.js';

export interface RegisterFormValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  countryInfo?: CountryInfoInput | null;
}

/**
 * The register form's check (docs/product.md#register, in the product's order): the FIRST failing message, or null. Our two extra
 * checks (password bytes, phone shape) come after the product's four, so they never change which product text shows.
 */
export const checkRegisterForm = (values: RegisterFormValues): Text | null => {
  if (values.password.length < PASSWORD_MIN_LENGTH) return text('validation.PASSWORD_TOO_SHORT');
  if (values.password !== values.confirmPassword) return text('validation.PASSWORDS_DO_NOT_MATCH');
  if (!isValidEmail(values.email.trim())) return text('validation.INVALID_EMAIL');
  const required = [values.firstname, values.lastname, values.email, values.password, values.phoneNumber];
  if (required.some(isBlank)) return text('validation.ALL_FIELDS_REQUIRED');
  if (utf8ByteLength(values.password) > PASSWORD_MAX_BYTES) return text('validation.PASSWORD_TOO_LONG');
  if (!isValidAccountPhone(values.phoneNumber)) return text('validation.PHONE_NUMBER_INVALID');
  return null;
};

/** The inline hint under Confirm Password (docs/product.md#register): shown while the two differ. */
export const showPasswordMismatchHint = (password: string, confirmPassword: string): boolean =>
  password !== confirmPassword;

export interface LoginFormValues {
  email: string;
  password: string;
}

/** docs/product.md#login: both required first, then the e-mail pattern (no spaces). First failure or null. */
export const checkLoginForm = (values: LoginFormValues): Text | null => {
  if (isBlank(values.email) || isBlank(values.password)) return text('validation.ALL_FIELDS_REQUIRED');
  if (!isValidEmail(values.email.trim())) return text('validation.INVALID_EMAIL');
  return null;
};

/**
 * The same check's English as the product writes it: english-snapshot.json records this function's output, so
 * it stays; the form raises checkLoginForm's Text (docs/decisions/0109-checks-raise-texts.md).
 */
export const validateLoginForm = (values: LoginFormValues): string | null => {
  if (isBlank(values.email) || isBlank(values.password)) return ALL_FIELDS_REQUIRED;
  return isValidEmail(values.email.trim()) ? null : INVALID_EMAIL;
};

export const checkForgotPasswordForm = (values: { email: string }): Text | null =>
  isValidEmail(values.email.trim()) ? null : text('validation.INVALID_EMAIL');

export interface ResetFormValues {
  password: string;
  confirmPassword: string;
}

/** docs/product.md#reset-password: 8+ first, then the match; our byte cap last. First failure or null. */
export const checkResetForm = (values: ResetFormValues): Text | null => {
  if (values.password.length < PASSWORD_MIN_LENGTH) return text('validation.PASSWORD_TOO_SHORT');
  if (values.password !== values.confirmPassword) return text('validation.PASSWORDS_DO_NOT_MATCH');
  if (utf8ByteLength(values.password) > PASSWORD_MAX_BYTES) return text('validation.PASSWORD_TOO_LONG');
  return null;
};

/** docs/product.md#otp-entry: only a completely empty code fails; a partial code is sent as is. */
export const checkOtp = (otp: string): Text | null => (isBlank(otp) ? text('validation.OTP_REQUIRED') : null);

/** One box holds one digit (docs/product.md#otp-entry): keeps the last digit typed or pasted, '' otherwise. */
export const otpBoxValue = (input: string): string => input.replace(/\D/g, '').slice(-1);

/** The query parameter /google-success reads (docs/product.md#google-success). */
export const GOOGLE_SUCCESS_PARAM = 'data';
