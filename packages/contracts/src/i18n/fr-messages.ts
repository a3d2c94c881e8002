/**
 * The French of contracts' messages for the browser (see ./fr.ts): loaded after the first paint. Each message is
 * rendered from the keyed Text it was made from (docs/decisions/0106-keyed-icu-messages.md).
 */
export { inFrench } from '../messages/render.js';
