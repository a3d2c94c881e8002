import { SITE_TEXTS } from '@studychina/contracts';
import { NavLink } from 'react-router-dom';
import { BACK_OFFICE_LINK, opensBackOffice } from '@studychina/contracts';
import { Dropdown } from '../components/Dropdown';
import { useText } from '../lib/i18n';
import { useLogout } from '../lib/logout';
import { useSession } from '../lib/session';

/**
 * docs/product.md#header: Register and Login for visitors; for token holders My applications (Back office for staff)
 * and Logout.
 */
export function AccountMenu() {
  const { token, user } = useSession();
  const NAV_LABELS = useText(SITE_TEXTS).nav;
  const logout = useLogout();

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
