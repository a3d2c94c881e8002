import { CONTACT_SIGN_IN_REASON } from '../../contact-form.js';
import { CONTACT_COPY, CONTACT_LABELS, SEND_MESSAGE_LABEL } from '../../page-labels.js';

/**
 * What the contact page shows before the visitor acts (docs/product.md#contact-page): the product's texts from
 * page-labels.ts and contact-form.ts, grouped so that a French visit loads their French as one small chunk (./contact.fr.ts)
 * before hydrating, instead of the whole French of messages (the toasts and validation texts, loaded later).
 */
export const CONTACT_PAGE = {
  copy: CONTACT_COPY,
  labels: CONTACT_LABELS,
  sendMessage: SEND_MESSAGE_LABEL,
  signInReason: CONTACT_SIGN_IN_REASON,
} as const;
