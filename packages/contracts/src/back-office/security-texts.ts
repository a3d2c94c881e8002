/**
 * A staff member's own sign-in security in the back office (issue 31, docs/decisions/0134-staff-second-factor.md):
 * new recovery codes, and turning the authenticator app off, each with the password again. English, as every staff
 * screen (docs/decisions/0080-i18n-typed-dictionaries.md); the API's answers come from the server's `mfa.*` texts.
 */
export const STAFF_SECURITY_COPY = {
  link: 'My sign-in security',
  heading: 'My sign-in security',
  intro: 'Your account asks for a code from your authenticator app at each sign-in. Manage it here.',
  passwordLabel: 'Your password, to confirm',
  codesTitle: 'Recovery codes',
  codesIntro:
    'Each recovery code signs you in once if you lose your phone. Making new ones stops the old ones at once: use this when you have used most of them or fear someone saw them.',
  codesButton: 'Make new recovery codes',
  newCodesTitle: 'Your new recovery codes',
  newCodesIntro:
    'Write them down or save them somewhere safe now: they are shown only this once, and the old ones no longer work.',
  newCodesDone: 'I saved them: hide them',
  appTitle: 'Authenticator app',
  appIntro:
    'Turning the app off signs you out everywhere and removes your recovery codes; you set up an app again at your next sign-in. Use this when you move to a new phone.',
  appButton: 'Turn off the authenticator app',
} as const;
