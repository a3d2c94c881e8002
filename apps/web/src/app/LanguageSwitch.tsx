import { LOCALES, type Locale } from '@studychina/contracts';
import { apiFetch } from '../lib/api';
import { useLocale } from '../lib/i18n';
import { useSession } from '../lib/session';

/**
 * EN / FR in the header (issue 17). The choice is remembered in this browser (lib/i18n) and, for a
 * signed-in visitor, on the account so the mails follow it (PUT /user/locale; a failure there only
 * costs the mails' language, so it is not reported).
 */
export function LanguageSwitch() {
  const { locale, texts, setLocale } = useLocale();
  const { token, user, setUser } = useSession();
  const choose = (next: Locale) => {
    if (next === locale) return;
    void setLocale(next).then(() => {
      if (!token) return;
      // The session's user learns it too, so AccountLocale does not take the old language back.
      if (user) setUser({ ...user, locale: next });
      apiFetch('/locale', { method: 'PUT', token, body: { locale: next } }).catch(() => {});
    });
  };
  return (
    <div className="language-switch" role="group" aria-label={texts.header.language}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-option"
          aria-pressed={option === locale}
          title={texts.header.switchTo[option]}
          onClick={() => choose(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
