import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config.js';

/**
 * The Content-Security-Policy of every answer (docs/product.md#security). The built SPA loads only its
 * own files: no inline script (index.html has none; the home page's API preload is a Link header, see
 * plugins/web.ts), no eval.
 * - style-src allows inline styles: react-hot-toast (goober) writes its CSS into a <style> element at
 *   run time. Inline *script* stays forbidden, which is what stops injected markup from running.
 * - connect-src 'self': the web app only calls its own API. Google sign-in needs no entry: the browser
 *   goes to Google's consent page and back by top-level navigation, which connect-src does not govern.
 * - frame-src 'self' blob:: the back office shows a PDF in the browser's own viewer, in an iframe whose
 *   src is an object URL of the bytes it fetched with the bearer token (no other frame is allowed;
 *   docs/decisions/0051-pdf-viewer-frame-src-blob.md).
 * - /api/docs (Swagger UI) loads its scripts and styles from our origin too, so it lives under the same
 *   policy.
 */
export function contentSecurityPolicy(config: Pick<Config, 'WEB_URL'>) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'media-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-src': ["'self'", 'blob:'],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      // Served over https, a stray http:// reference is fetched over https instead of being blocked.
      ...(config.WEB_URL.startsWith('https:') && { 'upgrade-insecure-requests': [] }),
    },
  };
}

/**
 * Security headers on every answer, pages, static files, API answers, 404s and errors alike: helmet
 * writes them on the raw response in an onRequest hook, before any route, static file or error handler.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: contentSecurityPolicy(config),
    // COOP same-origin: a page that opens ours cannot script it; CORP same-origin: other sites cannot
    // embed our files with no-cors requests (CORS calls from CORS_ORIGINS are not affected).
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // HSTS only in production: on a local http://localhost it would pin the browser to https for a year.
    // No includeSubDomains: other hosts of the company's domain may not all serve https.
    strictTransportSecurity:
      config.NODE_ENV === 'production' ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
  });
});
