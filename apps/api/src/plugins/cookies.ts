import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { API_PREFIX } from '@studychina/contracts';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sets a signed (COOKIE_SECRET), httpOnly, SameSite=Lax cookie that only the API receives;
     * Secure whenever the site is served over https (WEB_URL), else when the request came over https.
     */
    setPrivateCookie(name: string, value: string, maxAgeSeconds: number): FastifyReply;
    clearPrivateCookie(name: string): FastifyReply;
  }
  interface FastifyRequest {
    /** The value of a cookie set by setPrivateCookie; null when missing or its signature is wrong. */
    privateCookie(name: string): string | null;
  }
}

/**
 * Server-side state of the account steps (pending step, reset grant, Google state and PKCE) lives in
 * signed cookies. httpOnly keeps it away from scripts; the path keeps it off the web pages' requests.
 */
export const cookiesPlugin = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(cookie, { secret: config.COOKIE_SECRET });

  // A site served over https marks them Secure whatever TRUST_PROXY says: behind a TLS proxy the API
  // itself only sees http, and 'auto' alone would then send them in the clear (docs/product.md#security).
  const secure = new URL(config.WEB_URL).protocol === 'https:' ? true : 'auto';
  const options = { path: API_PREFIX, httpOnly: true, sameSite: 'lax', secure } as const;

  app.decorateReply('setPrivateCookie', function (this, name: string, value: string, maxAgeSeconds: number) {
    return this.setCookie(name, value, { ...options, signed: true, maxAge: maxAgeSeconds });
  });
  app.decorateReply('clearPrivateCookie', function (this, name: string) {
    return this.clearCookie(name, options);
  });
  app.decorateRequest('privateCookie', function (this, name: string) {
    const raw = this.cookies[name];
    if (!raw) return null;
    const unsigned = this.unsignCookie(raw);
    return unsigned.valid ? unsigned.value : null;
  });
});
