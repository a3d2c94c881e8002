// The contact form's check for the web app (docs/product.md#contact-page), free of zod
// (docs/decisions/0007-zod-free-form-checks.md); the API's schema is in contact.ts.
import { isBlank, isValidEmail } from './account/fields.js';
import { CONTACT_ALL_FIELDS_REQUIRED, INVALID_EMAIL } from './messages.js';

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
