/**
 * The French of contracts' messages for the browser (see ./fr.ts): loaded after the first paint. Each message is
 * rendered from its key (docs/decisions/0106-keyed-icu-messages.md): a keyed catalogue by its paths
 * (`frenchByKey`, docs/decisions/0110-catalogues-by-area.md), a single text by the Text it was made from.
 */
export { inFrench } from '../messages/render.js';
export { frenchByKey } from '../messages/french-by-key.js';
