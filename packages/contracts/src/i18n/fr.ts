/**
 * The French site texts the first render needs, in one module the web imports lazily
 * (`@studychina/contracts/fr`), so English visitors never download it (issue 17): the shell's and home's texts,
 * and the toasts any page may show, a part of the keyed catalogue ('toasts.…') shipped with the shell so the web
 * shows them in French at once (docs/decisions/0116-texts-by-key-to-the-end.md). The French of messages (checks, page labels, API
 * fallbacks) is a second lazy module, `@studychina/contracts/fr-messages`, loaded after the first paint: it is
 * needed only once the visitor acts. Nothing here imports an English catalogue (they are in the web's entry).
 */
export { SITE_TEXTS_FR } from './site-texts.fr.js';
export { SHELL_TOASTS_FR } from './shell-toasts.fr.js';
