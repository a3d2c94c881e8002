import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  APPLICATION_DRAFT_KEY,
  APPLICATION_DRAFT_SAVED_AT_KEY,
  APPLICATION_DRAFT_STEP_KEY,
  LOGGED_OUT,
} from '@studychina/contracts';
import { useLocale } from './i18n';
import { LOGOUT_REDIRECT_MS, useSession } from './session';
import { toast } from './toast';

/**
 * docs/product.md#logout, for every Logout of the site (the header's Account menu, the dashboard's sidebar):
 * the token, the stored user and the application draft go, the toast says so, and / follows after 3 s.
 * Leaving the page meanwhile (or unmounting) cancels the redirect: the person chose where to go.
 */
export function useLogout(): () => void {
  const { setToken, setUser } = useSession();
  // msg, not useText: the header renders this on every page, and the French of messages loads only when a text
  // is first shown (docs/decisions/0104-french-from-the-first-response.md), here when the visitor logs out.
  const { msg } = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), [pathname]);

  return useCallback(() => {
    setToken(null);
    setUser(null);
    // Phones are often shared: docs/decisions/0009-logout-clears-the-draft.md.
    for (const key of [APPLICATION_DRAFT_KEY, APPLICATION_DRAFT_SAVED_AT_KEY, APPLICATION_DRAFT_STEP_KEY])
      localStorage.removeItem(key);
    toast.success(msg(LOGGED_OUT));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate('/'), LOGOUT_REDIRECT_MS);
  }, [setToken, setUser, msg, navigate]);
}
