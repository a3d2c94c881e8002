/** The French of contracts' messages for the browser (see ./fr.ts): loaded after the first paint. */
export { toFrench } from './to-french.js';
