// Texts of staff accounts and the back office's read side, free of zod (the web uses them too).
// docs/product.md#back-office-staff-accounts, docs/product.md#back-office-queue-files-exports-and-audit.

export const staffInvitedMessage = (email: string) => `Invitation sent to ${email}.`;
export const STAFF_EMAIL_TAKEN_MESSAGE = 'This e-mail already belongs to an account.';
export const INVITATION_INVALID_MESSAGE =
  'This invitation link is invalid, has expired or was already used. Ask an administrator for a new one.';
export const PASSWORD_SET_MESSAGE = 'Your password is set. You can now log in.';
export const STAFF_DISABLED_MESSAGE = 'The account is disabled: it can no longer sign in.';
export const STAFF_ENABLED_MESSAGE = 'The account is enabled again.';
export const CANNOT_DISABLE_SELF_MESSAGE = 'You cannot disable your own account.';
export const STAFF_PERMISSIONS_SAVED_MESSAGE = 'The permissions are saved.';
/** The staff screen's words for permissions (staff screens are English: docs/decisions/0080-i18n-typed-dictionaries.md). */
export const STAFF_PERMISSION_COPY = {
  column: 'Permissions',
  labels: { editor: 'Editor' },
  hint: 'Editors edit and publish the public site’s content.',
  admin: 'Everything (admin)',
  /** The accessible name of one member's box: "Editor: Femi Bello". */
  boxFor: (permission: string, name: string) => `${permission}: ${name}`,
} as const;
export const STAFF_NOT_FOUND_MESSAGE = 'No staff account has this id.';
export const invitationResentMessage = (email: string) =>
  `A new invitation was sent to ${email}. The previous link no longer works.`;
export const INVITATION_NOT_PENDING_MESSAGE =
  'This account has already set its password: there is no invitation to send again.';
export const INVITATION_DISABLED_MESSAGE = 'This account is disabled: enable it before sending a new invitation.';

export const STAFF_INVITE_MAIL_SUBJECT = 'Your Study in China back-office account';
export const staffInviteMailText = (firstname: string, link: string, hours: number) =>
  `Hello ${firstname},\n\n` +
  `An administrator created a back-office account for you at Study in China Admissions.\n` +
  `Set your password with this link (it works once, for ${hours} hours):\n\n${link}\n\n` +
  `If you did not expect this message, ignore it.`;

/** The mail a member gets when an admin resets their second factor (docs/decisions/0134-staff-second-factor.md). */
export const STAFF_MFA_RESET_MAIL_SUBJECT = 'Your back-office sign-in was reset';
export const staffMfaResetMailText = (firstname: string, webUrl: string) =>
  `Hello ${firstname},\n\n` +
  `An administrator reset the second factor of your back-office account at Study in China Admissions: ` +
  `every session of yours was ended, and your recovery codes no longer work.\n` +
  `At your next sign-in (${webUrl}/login) you will set up your authenticator app again.\n\n` +
  `If you did not ask for this, tell an administrator at once.`;

/** The file name of the CSV export and of an applicant's ZIP of documents (without extension). */
export const APPLICATIONS_CSV_NAME = 'applications';
