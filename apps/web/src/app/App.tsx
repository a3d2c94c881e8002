import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { FRENCH_PREFIX, localizedPath, splitLocalePath, type Locale } from '@studychina/contracts';
import { LocaleProvider, useLocale } from '../lib/i18n';
import { SessionProvider } from '../lib/session';
import { AppToaster } from '../lib/toast';
import { AccountLocale } from './AccountLocale';
import { AppRoutes } from './AppRoutes';

export function App({ locale }: { locale?: Locale }) {
  return (
    <LocaleProvider initial={locale}>
      <SessionProvider>
        <AccountLocale />
        <LocaleRouter>
          <AppRoutes />
        </LocaleRouter>
        <AppToaster />
      </SessionProvider>
    </LocaleProvider>
  );
}

/**
 * The router of the current language (docs/decisions/0085-french-pages-under-fr.md): French pages live
 * under /fr, so the routes and every link (`/about` → `/fr/about`) stay as they are. When the language
 * switch changes the language, the address follows (/about ↔ /fr/about, replacing the history entry) and
 * the router starts again on it (keyed by the language); when back/forward leads to an address in the
 * other language, the language follows the address, without changing the saved choice.
 */
function LocaleRouter({ children }: { children: ReactNode }) {
  const { locale, setLocale } = useLocale();
  const { location, history } = window;
  if (splitLocalePath(location.pathname).locale !== locale) {
    history.replaceState(history.state, '', localizedPath(location.pathname, locale) + location.search + location.hash);
  }
  useEffect(() => {
    const follow = () => {
      const shown = splitLocalePath(window.location.pathname).locale;
      if (shown !== locale) void setLocale(shown, { remember: false });
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [locale, setLocale]);
  return (
    <BrowserRouter key={locale} basename={locale === 'fr' ? FRENCH_PREFIX : undefined}>
      {children}
    </BrowserRouter>
  );
}
