/**
 * The French of the application form (issue 17), one module the web imports lazily
 * (`@studychina/contracts/fr-form`) on /apply only: English visitors, and French visitors of other
 * pages, never download it. It carries the messages' translator too, so the form's checks and the
 * API's answers are French as soon as the form is.
 */
export { FORM_TEXTS_FR } from './form-texts.fr.js';
export { inFrench } from '../messages/render.js';
