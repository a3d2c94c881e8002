/**
 * The staff second factor (issue 31, docs/decisions/0134-staff-second-factor.md): what the API answers and what the
 * sign-in screens say, in one group of the server's texts (`mfa.*`, French in ../i18n/server-texts.fr.ts).
 */
export const MFA_TEXTS = {
  // Answers
  REQUIRED: 'Enter the code of your authenticator app to continue.',
  CODE_INVALID: 'This code is not right, or it was already used. Enter the code your authenticator app shows now.',
  RECOVERY_CODE_INVALID: 'This recovery code is not right, or it was already used.',
  ALREADY_SET_UP: 'Your authenticator app is already set up.',
  NOT_SET_UP: 'Set up your authenticator app first.',
  SET_UP_DONE: 'Your authenticator app is set up. Keep your recovery codes somewhere safe.',
  SIGNED_IN: 'Signed in.',
  PASSWORD_WRONG: 'This password is not right.',
  RECOVERY_CODES_RENEWED: 'New recovery codes were made; the old ones no longer work.',
  TURNED_OFF: 'Your authenticator app was removed. Set one up again at your next sign-in.',
  RESET_DONE: 'The second factor was reset: the member sets up an authenticator app at their next sign-in.',
  // The sign-in screens
  enrolTitle: 'Set up your authenticator app',
  enrolIntro:
    'The back office asks for a code from an authenticator app at each sign-in. Scan this QR code with the app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key into it.',
  qrAlt: 'QR code of your authenticator key',
  keyLabel: 'Key to type into the app',
  codeLabel: 'The 6-digit code your app shows',
  confirm: 'Confirm',
  codesTitle: 'Your recovery codes',
  codesIntro:
    'Each code signs you in once if you lose your phone. Write them down or save them somewhere safe now: they are shown only this once.',
  codesSaved: 'I saved them: continue',
  verifyTitle: 'Enter your code',
  verifyIntro: 'Open your authenticator app and enter the 6-digit code it shows for Study in China Admissions.',
  verify: 'Sign in',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use the code of my app instead',
  recoveryCodeLabel: 'Recovery code',
  loading: 'Preparing your key…',
} as const;
