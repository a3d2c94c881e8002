import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  APPLICATION_DRAFT_KEY,
  APPLICATION_DRAFT_SAVED_AT_KEY,
  APPLICATION_DRAFT_STEP_KEY,
  SHELL_TOASTS,
} from '@studychina/contracts';
import { useText } from './i18n';
import { LOGOUT_REDIRECT_MS, useSession } from './session';
import { toast } from './toast';

/**
 * docs/product.md#logout, for every Logout of the site (the header's Account menu, the dashboard's sidebar):
 * the token, the stored user and the application draft go, the toast says so, and / follows after 3 s.
 * Leaving the page meanwhile (or unmounting) cancels the redirect: the person chose where to go.
 */
export function useLogout(): () => void {
  const { setToken, setUser } = useSession();
  // The header renders this on every page: the toasts' French ships with the shell (SHELL_TOASTS), so it costs no
  // load of the French of messages (docs/decisions/0116-texts-by-key-to-the-end.md).
  const toasts = useText(SHELL_TOASTS);
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
    toast.success(toasts.LOGGED_OUT);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate('/'), LOGOUT_REDIRECT_MS);
  }, [setToken, setUser, toasts, navigate]);
}
