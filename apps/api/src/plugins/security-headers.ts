import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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

/** helmet's options: which headers, with which values (the policy above, COOP/CORP, no HSTS off production). */
type Answer = 'document' | 'api';

/** HSTS only in production: on a local http://localhost it would pin the browser to https for a year. */
function strictTransportSecurity(config: Pick<Config, 'NODE_ENV'>): HelmetOptions['strictTransportSecurity'] {
  // No includeSubDomains: other hosts of the company's domain may not all serve https.
  return config.NODE_ENV === 'production' ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false;
}

/** Pages, static files and the API docs: everything a browser may render as a document. */
function documentHelmetOptions(config: Pick<Config, 'WEB_URL' | 'NODE_ENV'>): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // COOP same-origin: a page that opens ours cannot script it; CORP same-origin: other sites cannot
    // embed our files with no-cors requests (CORS calls from CORS_ORIGINS are not affected).
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: strictTransportSecurity(config),
  };
}

/**
 * API answers (JSON, redirects, stored files) are never rendered as pages: they get the headers the OWASP
 * REST Security Cheat Sheet names for APIs, with a policy that allows nothing at all, instead of the
 * page-only ones (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection). HTTP/1.1 does not compress headers: that is
 * ~450 bytes less on every API answer, as much as a compressed page of majors weighs in places
 * (docs/decisions/0090-api-answers-lean-path.md).
 */
function apiHelmetOptions(config: Pick<Config, 'NODE_ENV'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'no-referrer' },
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    strictTransportSecurity: strictTransportSecurity(config),
  };
}

/** The API's answers: its routes and their 404s, and the health probes; the docs (Swagger UI) are pages. */
export function isApiAnswer(url: string): boolean {
  if (url.startsWith('/api/')) return !url.startsWith('/api/docs');
  return url.startsWith('/healthz') || url.startsWith('/readyz');
}

/**
 * A response of node's own that is never sent (its socket never connects) and keeps the headers set on it
 * as they are spelt ("Content-Security-Policy"), in order, for the fixed list below.
 */
class RecordingResponse extends ServerResponse {
  readonly recorded = new Map<string, string>();
  override setHeader(name: string, value: number | string | readonly string[]): this {
    this.recorded.set(name, typeof value === 'object' ? value.join(', ') : String(value));
    return this;
  }
  override removeHeader(name: string): void {
    this.recorded.delete(name);
  }
}

/**
 * The headers helmet writes, worked out once: none of our options depends on the request (no nonces), so
 * every answer gets the same list. helmet is run on a recording response at start-up rather than on each
 * request, which @fastify/helmet did, rebuilding helmet and re-parsing the policy per request
 * (docs/decisions/0089-security-headers-computed-once.md).
 */
export function securityHeaders(
  config: Pick<Config, 'WEB_URL' | 'NODE_ENV'>,
  answer: Answer = 'document',
): [string, string][] {
  const request = new IncomingMessage(new Socket());
  const response = new RecordingResponse(request);
  helmet(answer === 'api' ? apiHelmetOptions(config) : documentHelmetOptions(config))(
    request,
    response,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return [...response.recorded];
}

/**
 * Security headers on every answer, pages, static files, API answers, 404s and errors alike (the page set or
 * the API set, by the URL): written on the raw response in an onRequest hook, before any route, static
 * file or error handler.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const documentHeaders = securityHeaders(config, 'document');
  const apiHeaders = securityHeaders(config, 'api');
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiAnswer(request.url) ? apiHeaders : documentHeaders)
      reply.raw.setHeader(name, value);
    done();
  });
});
