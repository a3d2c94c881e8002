import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import {
  APPLICATION_DRAFT_KEY,
  APPLICATION_DRAFT_STEP_KEY,
  BACK_OFFICE_LINK,
  LOGGED_OUT,
  opensBackOffice,
} from '@studychina/contracts';
import { Dropdown } from '../components/Dropdown';
import { useLocale } from '../lib/i18n';
import { LOGOUT_REDIRECT_MS, useSession } from '../lib/session';
import { toast } from '../lib/toast';

/**
 * docs/product.md#header: Register and Login for visitors; for token holders My applications (Back office for staff)
 * and Logout.
 */
export function AccountMenu() {
  const { token, user, setToken, setUser } = useSession();
  const { texts, msg } = useLocale();
  const NAV_LABELS = texts.nav;
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { pathname } = useLocation();
  // Leaving the page (or unmounting) cancels the pending redirect: the person chose where to go.
  useEffect(() => () => clearTimeout(timer.current), [pathname]);

  const logout = () => {
    setToken(null);
    setUser(null);
    // Phones are often shared: docs/decisions/0009-logout-clears-the-draft.md.
    localStorage.removeItem(APPLICATION_DRAFT_KEY);
    localStorage.removeItem(APPLICATION_DRAFT_STEP_KEY);
    toast.success(msg(LOGGED_OUT));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate('/'), LOGOUT_REDIRECT_MS);
  };

  return (
    <Dropdown label={NAV_LABELS.account}>
      {token ? (
        <>
          <li>
            {opensBackOffice(user?.role) ? (
              <NavLink to="/admin" className="dropdown-item">
                {BACK_OFFICE_LINK}
              </NavLink>
            ) : (
              <NavLink to="/dashboard" className="dropdown-item">
                {NAV_LABELS.myApplications}
              </NavLink>
            )}
          </li>
          <li>
            <button type="button" className="dropdown-item" onClick={logout}>
              {NAV_LABELS.logout}
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <NavLink to="/register" className="dropdown-item">
              {NAV_LABELS.register}
            </NavLink>
          </li>
          <li>
            <NavLink to="/login" className="dropdown-item">
              {NAV_LABELS.login}
            </NavLink>
          </li>
        </>
      )}
    </Dropdown>
  );
}
