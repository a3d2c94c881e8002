/**
 * The French of the application form (issue 17), one module the web imports lazily
 * (`@studychina/contracts/fr-form`) on /apply only: English visitors, and French visitors of other
 * pages, never download it. The form's messages (its checks' errors) are Texts rendered by key
 * (`@studychina/contracts/fr-messages`, docs/decisions/0109-checks-raise-texts.md).
 */
export { FORM_TEXTS_FR } from './form-texts.fr.js';
