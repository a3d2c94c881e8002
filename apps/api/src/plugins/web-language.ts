import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_CHOICE_PARAM,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  findSitePage,
  isLocale,
  localeFromAcceptLanguage,
  localizedPath,
  splitLocalePath,
  type Locale,
} from '@studychina/contracts';

/**
 * French from the first response (issue 27, docs/decisions/0104-french-from-the-first-response.md): a visitor
 * whose saved choice (the `lang` cookie) or, with none, whose browser (Accept-Language) prefers French is sent
 * from a public English page to its French twin before anything is painted, instead of painting English and
 * moving in the browser. Only that way: a /fr address always answers French (decision 0085), so a French page
 * never bounces anybody back, and a client that names no language (crawlers) gets what the address says.
 * The language switch's links (`?lang=fr|en`) save the choice here, so the switch works without JavaScript.
 * Called by plugins/web.ts's fallback, which only sees GET and HEAD outside /api and the built files.
 */

/**
 * What an English public page's answer depends on besides its address: a shared cache (CDN) must keep one
 * copy per language and choice, not hand a French visitor's redirect to an English one or the reverse.
 */
export const LANGUAGE_VARY = 'Accept-Language, Cookie';

/**
 * 302: a per-visitor answer, followed by every client for GET and HEAD, and not cached without an explicit
 * lifetime (a 301 would be kept for good, and would outlive a change of mind).
 */
const REDIRECT = 302;

function addVary(reply: FastifyReply, value: string) {
  const existing = reply.getHeader('vary');
  reply.header('vary', existing ? `${String(existing)}, ${value}` : value);
}

const searchOf = (params: URLSearchParams) => (params.size ? `?${params.toString()}` : '');

/** The language this visitor prefers: the saved choice, else the browser's, else English. */
export function preferredLocale(request: FastifyRequest): Locale {
  const saved = request.cookies[LOCALE_COOKIE];
  if (isLocale(saved)) return saved;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** The cookie's options: readable by the page's script, sent with top-level navigations (Lax), site-wide. */
export function localeCookieOptions(secure: boolean | 'auto') {
  return { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', httpOnly: false, secure } as const;
}

/**
 * Redirects this page request when its language is not the visitor's (true), else leaves the reply to the
 * caller (false) with the Vary an English public page needs. `secure` is the cookie's Secure flag.
 */
export function redirectByLanguage(request: FastifyRequest, reply: FastifyReply, secure: boolean | 'auto'): boolean {
  const [pathname = '/', query = ''] = request.url.split('?');
  // `//host/...` would be read as another site by the browser in a Location: never ours to redirect.
  if (pathname.startsWith('//')) return false;
  const params = new URLSearchParams(query);
  const { locale, path } = splitLocalePath(pathname);
  const page = findSitePage(path);
  if (!page) return false;

  const chosen = params.get(LOCALE_CHOICE_PARAM);
  if (isLocale(chosen)) {
    // The switch's link: save the choice, then show the clean address (canonical, shareable) in the language
    // chosen. The link names that address already; an English public page asked with ?lang=fr gets its twin.
    reply.setCookie(LOCALE_COOKIE, chosen, localeCookieOptions(secure));
    params.delete(LOCALE_CHOICE_PARAM);
    const target = chosen === 'fr' && locale === 'en' && page.indexable ? localizedPath(path, 'fr') : pathname;
    void reply
      .code(REDIRECT)
      .headers({ 'cache-control': 'no-store', location: target + searchOf(params) })
      .send();
    return true;
  }

  if (locale !== 'en' || !page.indexable) return false;
  addVary(reply, LANGUAGE_VARY);
  if (preferredLocale(request) !== 'fr') return false;
  void reply
    .code(REDIRECT)
    .headers({ 'cache-control': 'no-cache', location: localizedPath(path, 'fr') + searchOf(params) })
    .send();
  return true;
}
