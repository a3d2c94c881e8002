import { lazy, type ComponentType } from 'react';

const RELOADED_KEY = 'chunk-reload';

/**
 * React.lazy for a page module's named export, so every page but home is its own chunk.
 * After a deploy the old chunk names are gone: a tab opened before it fails to load the page, so we
 * reload once (new index.html, new chunk names) instead of leaving a blank screen.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    try {
      const module = await load();
      // No sessionStorage when pre-rendering at build time (scripts/prerender.mjs).
      globalThis.sessionStorage?.removeItem(RELOADED_KEY);
      return { default: module[name] as ComponentType };
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED_KEY)) {
        sessionStorage.setItem(RELOADED_KEY, '1');
        window.location.reload();
      }
      throw error;
    }
  });
}
