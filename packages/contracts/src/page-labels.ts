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
export const resendOtpCountdownLabel = (seconds: number) => `Resend OTP in ${seconds}s`;
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
export const NOT_FOUND_PAGE = {
  code: '404',
  title: 'Page Not Found',
  goHome: 'Go Home',
  text: "Oops! The page you're looking for doesn't exist or has been moved.",
} as const;
export const DASHBOARD = { welcome: 'Welcome back', statsPlaceholder: 'Some stats here...' } as const;

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
  analytics: 'Analytics',
  users: 'Users',
  settings: 'Settings',
  logout: 'Logout',
} as const;
