/**
 * Every user-visible text of the screens, checks and toasts of docs/product.md that both the API and the web app need, kept once here
 * (docs/architecture.md#house-rules: every text lives once, in contracts). The texts are product copy and
 * are reproduced exactly, quirks included (docs/product.md#quirks): do not "fix" capitals, spaces or dots.
 */

// ---- Form validation (docs/product.md#register, docs/product.md#login, docs/product.md#reset-password, docs/product.md#otp-entry, docs/product.md#contact-page) ----
export const ALL_FIELDS_REQUIRED = 'All fields are Required';
export const CONTACT_ALL_FIELDS_REQUIRED = 'All fields are Required!';
export const INVALID_EMAIL = 'Please enter a valid email address!';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PASSWORD_HINT_MISMATCH = "Password doesn't match";
export const OTP_REQUIRED = 'OTP field is Required!';
// Ours, not the product's: bcrypt ignores everything after 72 bytes, so longer passwords are refused outright.
export const PASSWORD_TOO_LONG =
  'Password is too long: use at most 72 bytes (accented letters and emoji count as 2 to 4 bytes each).';
export const PHONE_NUMBER_INVALID = 'Please enter a valid phone number (digits only, at most 15).';
export const COUNTRY_INFO_INVALID = 'Please choose the country of your phone number.';
// ---- Application form (docs/product.md#apply-validation, docs/product.md#apply-submit) ----
export const EMAIL_FORMAT_INVALID = 'Email format looks invalid!';
export const PHONE_INVALID = 'Phone number looks invalid!';
export const PASSPORT_EXPIRED = 'Your Passport has expired!';
export const PASSPORT_NUMBER_INVALID = 'Invalid Passport Number!';
// Ours: an expiry date that cannot be read cannot be shown to lie in the future.
export const PASSPORT_EXPIRY_INVALID = 'Passport Expiry Date is not a valid date!';
export const EDUCATION_MIN_ENTRIES = 'At least one education history entry is required';
export const FAMILY_MIN_ENTRIES = 'At least two family members entry is required';
export const educationEntryPrefix = (n: number) => `Education entry ${n}: `;
export const familyEntryPrefix = (n: number) => `Family Member entry ${n}: `;
export const PLEASE_FIX_FOLLOWING = 'Please fix the following:';
export const LOGIN_TO_SUBMIT_APPLICATION = 'Login to Submit Application!';
export const APPLICATION_SUBMITTED = 'Application submitted successfully';
// ---- Contact (docs/product.md#contact-page) ----
export const CONTACT_UNAUTHORIZED = 'You are not authorized. Please login to continue.';
export const CONTACT_FAILED = 'Something went Wrong!';
export const CONTACT_SENT = 'Sent Successfully!';

// ---- Account flow toasts (docs/product.md#account-flows) ----
export const USER_UNAUTHORIZED = 'User is Unauthorized!';
export const REGISTRATION_FAILED = 'User Registration Failed!';
export const SOMETHING_WENT_WRONG_TRY_AGAIN = 'Something went wrong. Try again!';
export const RESET_PASSWORD_FAILED = 'Failed to reset password!';
export const NOT_AUTHENTICATED_TRY_AGAIN = 'Not Authenticated, Try Again!';
export const SUCCESSFULLY_AUTHENTICATED = 'Successfully Authenticated!';
export const LOGGED_OUT = 'Logged out Successfully!';
export const requestFailedMessage = (status: number) => `Request failed (${status})`;

// ---- Pages (docs/product.md#screens) ----
export const MAJORS_PAGE = {
  note: 'If your preferred Major is not here, kindly click on this link',
  applyHere: 'Apply Here',
  heading: 'All Majors',
  subheading: 'Available Majors for students Seeking admissions in China',
  apply: 'Apply',
  prev: 'Prev',
  next: 'Next',
  otherMajors: 'Other Majors',
} as const;
export const majorsPageLabel = (page: number, lastPage: number) => `Page ${page} of ${lastPage}`;

// ---- Server answers (ours; docs/product.md#api leaves the server's wording open) ----
export const EMAIL_TAKEN = 'The email has already been taken.';
export const REGISTERED =
  'Registration successful. We sent a 6-digit code to your email: enter it to verify your account.';
export const EMAIL_VERIFIED = 'Your email has been verified. You can now log in.';
export const LOGIN_SUCCESS = 'Login successful.';
// One text for unknown e-mail and wrong password, so the answer does not reveal which accounts exist.
export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
export const EMAIL_NOT_VERIFIED = 'Your email is not verified yet. We sent you a new 6-digit code.';
// The same text whether or not the account exists (no account enumeration).
export const FORGOT_PASSWORD_SENT =
  'If an account exists for this email, we sent it a 6-digit code to reset the password.';
export const RESET_CODE_VERIFIED = 'Code verified. You can now set a new password.';
export const PASSWORD_RESET = 'Your password has been reset. You can now log in.';
export const CODE_INVALID = 'The code is invalid or has expired.';
export const CODE_LOCKED = 'Too many wrong attempts: this code is locked. Please request a new one.';
export const CODE_RESENT = 'A new 6-digit code has been sent to your email.';
export const MAIL_NOT_SENT =
  'Your account is saved, but we could not send the email right now. Please use Resend OTP to try again.';
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
export const GOOGLE_LOGIN_SUCCESS = 'Signed in with Google.';
export const HANDOFF_INVALID = 'This sign-in link is invalid. Please sign in again.';
export const HANDOFF_EXPIRED = 'This sign-in link has expired. Please sign in again.';
export const HANDOFF_USED = 'This sign-in link has already been used. Please sign in again.';
export const RESET_GRANT_MISSING = 'Your password reset session is missing or has expired. Please request a new code.';
export const PENDING_STEP_MISSING = 'Your session for this step is missing or has expired. Please start again.';
export const CONTACT_MESSAGE_RECEIVED = 'Thank you! Your message has been sent.';

// ---- Header navigation (docs/product.md#header) ----
export const NAV_LABELS = {
  home: 'Home',
  about: 'About',
  services: 'Services',
  admission: 'Admission Processing',
  business: 'Business Consultation',
  goods: 'Import & Export of Goods',
  translation: 'Translation',
  majors: 'Majors',
  // The catalogue (issue 28): programmes to search, and scholarships.
  programmes: 'Programmes',
  scholarships: 'Scholarships',
  contact: 'Contact',
  account: 'Account',
  register: 'Register',
  login: 'Login',
  logout: 'Logout',
  // Ours (docs/product.md#header): the signed-in student's way to their applications (/dashboard).
  myApplications: 'My applications',
  // The FAQ (issue 29), linked from the footer.
  faq: 'FAQ',
  // The privacy notice (issue 31), linked from the footer.
  privacy: 'Privacy',
} as const;
