import type { Precompiled } from './format.js';

/**
 * The messages' ASTs when a build made them (docs/decisions/0111-messages-precompiled-for-the-web.md). None
 * here: the API, the mails and the tests parse each message on first use. The web's build puts the output
 * of ./precompile.ts in this module's place (apps/web/vite.config.ts), so that browsers
 * never parse ICU and the bundle leaves FormatJS's parser out.
 */
export const PRECOMPILED: Precompiled | undefined = undefined;
