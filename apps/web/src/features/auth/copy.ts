/*
 * Our own helper texts on the account pages. The product's texts (labels, buttons, busy labels, messages) come
 * from @studychina/contracts; these only explain the page and are not product copy of docs/product.md.
 */
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
