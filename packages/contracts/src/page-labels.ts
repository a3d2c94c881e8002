import * as M from './messages.js';
import { makesText } from './messages/text-maker.js';
/*
 * Labels of the lazily loaded pages (account pages, contact, 404, dashboard): docs/product.md#screens.
 * Out of messages.ts on purpose: messages.ts is in the home page's first download (the header uses it),
 * and a bundler keeps a module whole in one chunk, so every text there costs the home budget
 * (`pnpm bench:bundle`). Texts the home page or the header show stay in messages.ts.
 */

// ---- Button and busy labels (docs/product.md#screens) ----
export const BUSY_LABELS = {
  login: 'Logging in...',
  register: 'Loading',
  verify: 'Verifying...',
  sending: 'Sending...',
  saving: 'Saving...',
  googleAuth: 'Processing google auth...',
  authenticating: 'Authenticating...',
  submitting: 'Submitting....',
} as const;
export const SEND_MESSAGE_LABEL = 'Send Message';
export const resendOtpCountdownLabel = makesText(
  (seconds: number) => `Resend OTP in ${seconds}s`,
  (seconds) => ({ key: 'account.resendCountdown', values: { seconds } }),
);
export const ACCOUNT_LABELS = {
  login: 'Login',
  register: 'Register',
  reset: 'Reset',
  continueWithGoogle: 'Continue with Google',
  verifyOtp: 'Verify OTP',
  resendOtp: 'Resend OTP',
  sendResetOtp: 'Send reset OTP',
  spamHint: "Check your spam folder if you don't see the email.",
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  resetPassword: 'Reset password',
} as const;

// ---- Pages (docs/product.md#screens) ----
/** Ours (docs/product.md#majors-page): under the API's out-of-range text, the way back to the list. */
export const MAJORS_FIRST_PAGE_LINK = 'Go to the first page of majors';
/** The same, as a catalogue the web reads by key ('pages.majorsFirstPage': ./messages/french-by-key.ts). */
export const MAJORS_PAGE_LINKS = { majorsFirstPage: MAJORS_FIRST_PAGE_LINK } as const;
export const NOT_FOUND_PAGE = {
  code: '404',
  title: 'Page Not Found',
  goHome: 'Go Home',
  text: "Oops! The page you're looking for doesn't exist or has been moved.",
} as const;
export const DASHBOARD = { welcome: 'Welcome back' } as const;

// ---- Account pages and dashboard: field labels, headings and links (docs/product.md#screens) ----
export const ACCOUNT_FIELD_LABELS = {
  firstname: 'Firstname',
  lastname: 'Lastname',
  email: 'Email',
  phoneNumber: 'Phone Number',
  password: 'Password',
  confirmPassword: 'Confirm Password',
} as const;
export const ACCOUNT_HEADINGS = {
  login: 'Login',
  register: 'Create Account',
  verifyAccount: 'Verify account',
  forgotPassword: 'Forgot password',
  verifyResetOtp: 'Verify reset OTP',
  resetPassword: 'Reset password',
} as const;
export const DASHBOARD_SIDEBAR = {
  home: 'Home',
  users: 'Users',
  logout: 'Logout',
} as const;

// ---- Our own helper texts of the account and contact pages (not product copy; moved from the web for issue 17) ----
export const AUTH_COPY = {
  loginIntro: 'Sign in to follow your application to a Chinese university.',
  registerIntro: 'Create your account to apply for admission to universities in China.',
  forgotLink: 'Forgot your password?',
  noAccount: 'New here?',
  haveAccount: 'Already have an account?',
  or: 'or',
  verifyCodeIntro: 'Enter the 6-digit code we sent to your email address.',
  verifyOtpIntro: 'Enter the 6-digit password reset code we sent to your email address.',
  noCode: "Didn't get the code?",
  forgotIntro: 'Enter the email address of your account and we will send you a code to reset your password.',
  resetIntro: 'Choose a new password of at least 8 characters.',
  backToLogin: 'Back to login',
  passwordHint: 'At least 8 characters.',
} as const;

export const CONTACT_COPY = {
  bannerTitle: 'Contact',
  heading: 'Get in touch',
  intro: 'Questions about admission, scholarships or your application? Write to us and we will answer by e-mail.',
  addressTitle: 'Our office',
  phoneTitle: 'Call us',
  emailTitle: 'E-mail us',
  loginHint: 'You need to be logged in to send a message.',
  formTitle: 'Send us a message',
} as const;

/** docs/product.md#contact-page: the form's four fields. */
export const CONTACT_LABELS = {
  name: 'Your Name',
  email: 'Your Email',
  subject: 'Subject',
  message: 'Enter Message Here',
} as const;

// ---- The dashboard's list of applications (moved from the web for issue 17) ----
export const MY_APPLICATIONS_COPY = {
  heading: 'My applications',
  loading: 'Loading your applications',
  failed: 'Your applications could not be loaded.',
  retry: 'Try again',
  empty: 'You have not submitted an application yet.',
  start: 'Start your application',
  submitted: 'Submitted',
  firstChoice: 'First choice',
  secondChoice: 'Second choice',
  files: makesText(
    (n: number) => (n === 1 ? '1 file' : `${n} files`),
    (n) => ({ key: 'page.files', values: { n } }),
  ),
  status: 'Status',
} as const;

// ---- Single texts of the account and contact pages, as catalogues the web reads by key ----
// Each is keyed under the path of the keyed catalogue that holds it by name (./messages/french-by-key.ts, GATHERED).

/** The account pages' own toasts ('toasts.…'; those any page may show ship with the shell: ./i18n/shell-toasts.ts). */
export const ACCOUNT_TOASTS = {
  USER_UNAUTHORIZED: M.USER_UNAUTHORIZED,
  REGISTRATION_FAILED: M.REGISTRATION_FAILED,
  SOMETHING_WENT_WRONG_TRY_AGAIN: M.SOMETHING_WENT_WRONG_TRY_AGAIN,
  RESET_PASSWORD_FAILED: M.RESET_PASSWORD_FAILED,
  NOT_AUTHENTICATED_TRY_AGAIN: M.NOT_AUTHENTICATED_TRY_AGAIN,
  SUCCESSFULLY_AUTHENTICATED: M.SUCCESSFULLY_AUTHENTICATED,
} as const;

/** The contact page's own toasts ('answers.…'). */
export const CONTACT_TOASTS = {
  CONTACT_UNAUTHORIZED: M.CONTACT_UNAUTHORIZED,
  CONTACT_FAILED: M.CONTACT_FAILED,
  CONTACT_SENT: M.CONTACT_SENT,
} as const;

/** The registration form's hint under Confirm Password ('validation.…'). */
export const REGISTER_HINTS = { PASSWORD_HINT_MISMATCH: M.PASSWORD_HINT_MISMATCH } as const;
