import { SITE_TEXTS } from '@studychina/contracts';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALES, LOCALE_CHOICE_PARAM, localizedPath, type Locale } from '@studychina/contracts';
import { apiFetch } from '../lib/api';
import { useLocale, useText } from '../lib/i18n';
import { useSession } from '../lib/session';

/**
 * EN / FR in the header (issue 17). Each is a link to this page in its language that saves the choice
 * (`/fr/about?lang=fr`: the server keeps it in the `lang` cookie and shows /fr/about), so it works before the
 * app has started and without JavaScript (docs/decisions/0104-french-from-the-first-response.md). Once the app
 * runs, it switches in place instead (lib/i18n saves the same cookie) and, for a signed-in visitor, on the
 * account so the mails follow it (PUT /user/locale; a failure there only costs the mails' language, so it is
 * not reported).
 */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const texts = useText(SITE_TEXTS);
  const { token, user, setUser } = useSession();
  // The page's path without its language (the router's basename is /fr on French pages).
  const { pathname } = useLocation();
  const choose = (next: Locale) => {
    if (next === locale) return;
    void setLocale(next).then(() => {
      if (!token) return;
      // The session's user learns it too, so AccountLocale does not take the old language back.
      if (user) setUser({ ...user, locale: next });
      apiFetch('/locale', { method: 'PUT', token, body: { locale: next } }).catch(() => {});
    });
  };
  const onClick = (event: MouseEvent, next: Locale) => {
    // A new tab or window (modifier keys) follows the link as the browser would.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div className="language-switch" role="group" aria-label={texts.header.language}>
      {LOCALES.map((option) => (
        <a
          key={option}
          href={`${localizedPath(pathname, option)}?${LOCALE_CHOICE_PARAM}=${option}`}
          hrefLang={option}
          lang={option}
          className="language-option"
          aria-current={option === locale ? 'true' : undefined}
          title={texts.header.switchTo[option]}
          onClick={(event) => onClick(event, option)}
        >
          {option.toUpperCase()}
        </a>
      ))}
    </div>
  );
}
