// The contact form's check for the web app (docs/product.md#contact-page), free of zod
// (docs/decisions/0007-zod-free-form-checks.md); the API's schema is in contact.ts.
import { isBlank, isValidEmail } from './account/fields.js';
import { CONTACT_ALL_FIELDS_REQUIRED, INVALID_EMAIL } from './messages.js';

/** Session storage key of what a visitor typed, kept across the sign-in detour (docs/product.md#contact-page). */
export const CONTACT_DRAFT_KEY = 'contact_form_draft';
/** Ours (docs/product.md#contact-page): why a visitor must sign in, and that nothing typed is lost. */
export const CONTACT_SIGN_IN_REASON =
  'We answer every message by e-mail to your account, so please log in first: what you typed here is kept while you do.';

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  messageContent?: string;
  message?: string;
}

/** docs/product.md#contact-page: any empty field first, then the e-mail pattern. First failure or null. */
export const validateContactForm = (values: ContactFormValues): string | null => {
  const text = isBlank(values.messageContent) ? values.message : values.messageContent;
  if ([values.name, values.email, values.subject, text].some(isBlank)) return CONTACT_ALL_FIELDS_REQUIRED;
  if (!isValidEmail(values.email.trim())) return INVALID_EMAIL;
  return null;
};
