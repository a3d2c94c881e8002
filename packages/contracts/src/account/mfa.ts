import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text } from '../messages/text.js';
import { utf8ByteLength, PASSWORD_MAX_BYTES } from './fields.js';

/**
 * The staff second factor's API (docs/decisions/0134-staff-second-factor.md). A staff login answers `mfa`: the token
 * then reaches only /user/mfa/*, until /confirm (first time) or /verify gives a full one.
 */
export const MFA_STATES = ['setup_required', 'required'] as const;
export type MfaState = (typeof MFA_STATES)[number];

const code = z
  .string({ error: issueText(text('mfa.CODE_INVALID')) })
  .trim()
  .regex(/^\d{6}$/, { error: issueText(text('mfa.CODE_INVALID')) });
const recoveryCode = z
  .string({ error: issueText(text('mfa.RECOVERY_CODE_INVALID')) })
  .trim()
  .min(1, { error: issueText(text('mfa.RECOVERY_CODE_INVALID')) })
  .max(64, { error: issueText(text('mfa.RECOVERY_CODE_INVALID')) });
const password = z
  .string({ error: issueText(text('validation.ALL_FIELDS_REQUIRED')) })
  .min(1, { error: issueText(text('validation.ALL_FIELDS_REQUIRED')), abort: true })
  .refine((value) => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, {
    error: issueText(text('validation.PASSWORD_TOO_LONG')),
  });

export const mfaConfirmBodySchema = z.object({ code });
/** Either the app's code or one of the recovery codes. */
export const mfaVerifyBodySchema = z.union([z.object({ code }), z.object({ recoveryCode })], {
  error: issueText(text('mfa.CODE_INVALID')),
});
export type MfaVerifyBody = z.infer<typeof mfaVerifyBodySchema>;
/** Turning the second factor off, or new recovery codes: the password again. */
export const mfaPasswordBodySchema = z.object({ password });

export const mfaSetupResponseSchema = z.object({
  success: z.literal(true),
  /** The key in base32, to type into the app. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: a data:image/png;base64 URL. */
  qr: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

/** A full session's token; after /confirm and /recovery-codes, the ten recovery codes, shown this once. */
export const mfaTokenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
export const mfaConfirmResponseSchema = mfaTokenResponseSchema.extend({ recoveryCodes: z.array(z.string()) });
export type MfaConfirmResponse = z.infer<typeof mfaConfirmResponseSchema>;
export const mfaRecoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type MfaRecoveryCodesResponse = z.infer<typeof mfaRecoveryCodesResponseSchema>;
