import { z } from 'zod';
import { issueText } from '../messages/issue-text.js';
import { text } from '../messages/text.js';
import { NAME_MAX_LENGTH } from '../account/fields.js';
import { emailField, newPasswordField, requiredTextField } from '../account/register.js';
import { staffMemberSchema } from './schemas.js';
import { STAFF_PERMISSIONS } from './permissions.js';
import { STAFF_ROLES } from './workflow.js';

/** A set of permissions: each known, none twice. */
const staffPermissionsField = () =>
  z
    .array(z.enum(STAFF_PERMISSIONS, { error: `A permission must be one of: ${STAFF_PERMISSIONS.join(', ')}.` }), {
      error: 'Permissions must be a list.',
    })
    .max(STAFF_PERMISSIONS.length)
    .refine((list) => new Set(list).size === list.length, { error: 'A permission is listed twice.' });

/** PUT /admin/staff/:id/permissions (admins only): the whole set the member holds from now on. */
export const staffPermissionsBodySchema = z.object(
  { permissions: staffPermissionsField() },
  { error: issueText(text('validation.ALL_FIELDS_REQUIRED')) },
);
export type StaffPermissionsBody = z.infer<typeof staffPermissionsBodySchema>;

/** POST /admin/staff (admins only): the invitation (docs/product.md#back-office-staff-accounts). */
export const staffInviteBodySchema = z.object(
  {
    email: emailField(),
    firstname: requiredTextField(text('formLabels.Firstname'), NAME_MAX_LENGTH),
    lastname: requiredTextField(text('formLabels.Lastname'), NAME_MAX_LENGTH),
    role: z.enum(STAFF_ROLES, { error: 'Role must be staff or admin.' }),
    permissions: staffPermissionsField().optional(),
  },
  { error: issueText(text('validation.ALL_FIELDS_REQUIRED')) },
);
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;

/**
 * POST /user/set-password: the invitation's token and the new password, with the registration's rules
 * and texts (docs/product.md#register).
 */
export const setPasswordBodySchema = z
  .object(
    {
      token: z
        .string({ error: issueText(text('validation.ALL_FIELDS_REQUIRED')) })
        .trim()
        .min(1, { error: issueText(text('validation.ALL_FIELDS_REQUIRED')) })
        .max(200),
      password: newPasswordField(),
      password_confirmation: z.string({ error: issueText(text('validation.ALL_FIELDS_REQUIRED')) }),
    },
    { error: issueText(text('validation.ALL_FIELDS_REQUIRED')) },
  )
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: issueText(text('validation.PASSWORDS_DO_NOT_MATCH')),
  });
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

/** invited: no password set yet; active: can sign in; disabled: an admin switched it off. */
export const STAFF_ACCOUNT_STATES = ['invited', 'active', 'disabled'] as const;

/** A staff or admin account as the staff list shows it. */
export const staffAccountSchema = staffMemberSchema.extend({
  state: z.enum(STAFF_ACCOUNT_STATES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffListResponseSchema = z.object({ success: z.literal(true), data: z.array(staffAccountSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const staffAccountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  staff: staffAccountSchema,
});
export type StaffAccountResponse = z.infer<typeof staffAccountResponseSchema>;

export const staffParamsSchema = z.object({ id: z.string() });
