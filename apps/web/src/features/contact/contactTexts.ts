import { CONTACT_PAGE } from '@studychina/contracts/content-pages/contact';
import { useText } from '../../lib/i18n';

/**
 * The contact page's first-render texts (cards, form labels, send button) in the visitor's language: on a
 * French visit one small chunk, preloaded by the pre-rendered /fr/contact, rather than the French of every
 * message (toasts and validation texts come through the French of messages once the visitor acts).
 */
export const useContactTexts = () =>
  useText(CONTACT_PAGE, async () => (await import('@studychina/contracts/content-pages/contact.fr')).CONTACT_PAGE_FR);
