import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, isLocale, type Locale } from '@studychina/contracts';

/*
 * The visitor's language choice (the header's switch), kept in a cookie that the server reads before it
 * answers a page, so a visitor who chose French gets the French page from the first response and one who
 * chose English is never sent to French (docs/decisions/0104-french-from-the-first-response.md). The switch's
 * links save it on the server's side too (`?lang=`), for a press before the app has started.
 */

/** Where the choice was kept before the cookie (browser storage): read once, moved to the cookie. */
export const LEGACY_LOCALE_KEY = 'locale';

function cookieValue(): string | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Saves the choice for a year, for this site's every page (and its server). */
export function saveLocaleChoice(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The saved choice, if the visitor made one in this browser (a choice from before the cookie is moved to it). */
export function savedLocaleChoice(): Locale | undefined {
  const saved = cookieValue();
  if (isLocale(saved)) return saved;
  try {
    const legacy = localStorage.getItem(LEGACY_LOCALE_KEY);
    if (!isLocale(legacy)) return undefined;
    saveLocaleChoice(legacy);
    localStorage.removeItem(LEGACY_LOCALE_KEY);
    return legacy;
  } catch {
    // Storage refused (private mode): nothing was kept there either.
    return undefined;
  }
}
