import type { Precompiled } from './format.js';

/**
 * The ASTs of the catalogue pages' messages alone, for their own formatter (./catalogue-pages.ts), so the
 * catalogue's chunk does not carry those of every message (./precompiled.ts). None here, as there: the web's
 * build puts the output of `precompileCatalogueMessages` (./precompile.ts) in this module's place
 * (apps/web/vite.config.ts).
 */
export const PRECOMPILED_CATALOGUE: Precompiled | undefined = undefined;
