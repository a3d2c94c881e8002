import { useEffect, useRef } from 'react';
import { isLocale } from '@studychina/contracts';
import { apiFetch } from '../lib/api';
import { useLocale } from '../lib/i18n';
import { savedLocaleChoice } from '../lib/locale-choice';
import { useSession } from '../lib/session';

/** Whether the visitor picked a language in this browser (the switch, or an account's language applied here). */
const choiceMadeHere = (): boolean => savedLocaleChoice() !== undefined;

/**
 * The signed-in user's saved language and the site's (issue 17, docs/decisions/0083-account-language-follows-the-user.md).
 * Whenever the session's user arrives or is refreshed (login, code, Google, GET /me) with a language other
 * than the site's: on a browser where no language was chosen yet (a new device), the account's wins; where
 * the visitor chose one here, that choice wins and is saved on the account (PUT /user/locale), so the mails
 * follow what the person last picked. Renders nothing.
 */
export function AccountLocale() {
  const { user, token, setUser } = useSession();
  const { locale, setLocale } = useLocale();
  // Only a user arriving or refreshed decides; a change of the site's language is LanguageSwitch's business.
  const decidedFor = useRef<typeof user>(null);
  useEffect(() => {
    if (!user || !token || user === decidedFor.current) return;
    decidedFor.current = user;
    const saved = user.locale;
    if (!isLocale(saved) || saved === locale) return;
    if (!choiceMadeHere()) {
      void setLocale(saved);
      return;
    }
    setUser({ ...user, locale });
    // A failure only costs the mails' language until the next switch; nothing to tell the visitor.
    apiFetch('/locale', { method: 'PUT', token, body: { locale } }).catch(() => {});
  }, [user, token, locale, setLocale, setUser]);
  return null;
}
