/**
 * The French site texts the first render needs, in one module the web imports lazily
 * (`@studychina/contracts/fr`), so English visitors never download it (issue 17). The French of
 * messages (validation, toasts, API fallbacks) is a second lazy module, `@studychina/contracts/fr-messages`,
 * loaded after the first paint: it is needed only once the visitor acts.
 */
export { SITE_TEXTS_FR } from './site-texts.fr.js';
