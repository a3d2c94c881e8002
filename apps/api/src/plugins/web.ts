import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND_MESSAGE } from '@studychina/contracts';

export interface WebPluginOptions {
  /** The built SPA (apps/web/dist). Missing in API-only tests: then only the JSON 404 is served. */
  distDir: string;
}

const YEAR = 365 * 24 * 3600;
const MONTH = 30 * 24 * 3600;

/** Cache policy by path: hashed bundles forever, our images for a month, the HTML shell never. */
function cacheControl(path: string): string {
  if (path.includes('/assets/')) return `public, max-age=${YEAR}, immutable`;
  if (path.includes('/media/')) return `public, max-age=${MONTH}, stale-while-revalidate=${MONTH}`;
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the SPA and its static files, with history fallback: any GET outside /api that is not a
 * file gets index.html, so /majors or /apply load directly. Unknown /api paths get the JSON 404.
 */
export const webPlugin = fp<WebPluginOptions>(async (app, { distDir }) => {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControl(path)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && wantsPage && !path.startsWith('/api/') && path !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE });
  });
});
