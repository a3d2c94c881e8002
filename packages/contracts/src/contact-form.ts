// The contact form's check for the web app (docs/product.md#contact-page), free of zod
// (docs/decisions/0007-zod-free-form-checks.md); the API's schema is in contact.ts.
import { isBlank, isValidEmail } from './account/fields.js';
import { CONTACT_ALL_FIELDS_REQUIRED, INVALID_EMAIL } from './messages.js';
import { text, type Text } from './messages/text.js';

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

const blankField = (values: ContactFormValues): boolean =>
  [
    values.name,
    values.email,
    values.subject,
    isBlank(values.messageContent) ? values.message : values.messageContent,
  ].some(isBlank);

/** docs/product.md#contact-page: any empty field first, then the e-mail pattern. The first failure's Text, or null. */
export const checkContactForm = (values: ContactFormValues): Text | null => {
  if (blankField(values)) return text('validation.CONTACT_ALL_FIELDS_REQUIRED');
  return isValidEmail(values.email.trim()) ? null : text('validation.INVALID_EMAIL');
};

/**
 * The same check's English as the product writes it: english-snapshot.json records this function's output, so
 * it stays; the form raises checkContactForm's Text (docs/decisions/0109-checks-raise-texts.md).
 */
export const validateContactForm = (values: ContactFormValues): string | null => {
  if (blankField(values)) return CONTACT_ALL_FIELDS_REQUIRED;
  return isValidEmail(values.email.trim()) ? null : INVALID_EMAIL;
};
