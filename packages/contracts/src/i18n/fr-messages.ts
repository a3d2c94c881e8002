import { renderText } from '../messages/render.js';
import type { Text } from '../messages/text.js';

/**
 * The French of contracts' messages for the browser (see ./fr.ts): loaded after the first paint. A Text (a check's
 * error, a label) is rendered from its key (`renderFrench`, docs/decisions/0109-checks-raise-texts.md); a keyed
 * catalogue by its paths (`frenchByKey`, docs/decisions/0110-catalogues-by-area.md). Nothing finds a text by its
 * English (docs/decisions/0116-texts-by-key-to-the-end.md).
 */
export { frenchByKey } from '../messages/french-by-key.js';
export const renderFrench = (message: Text): string => renderText(message, 'fr');
