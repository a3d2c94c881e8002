import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Dropdown } from '../components/Dropdown';
import { LogoMark, MenuIcon } from '../components/icons';
import { COMPANY } from '../lib/company';
import { useTexts } from '../lib/i18n';
import { SERVICE_LINKS } from '../lib/nav';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';

/** docs/product.md#header: logo to /, desktop navigation, a collapsible menu on small screens. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const texts = useTexts();
  const NAV_LABELS = texts.nav;
  const { pathname } = useLocation();
  // The mobile menu covers the page: close it once the visitor has chosen where to go. Adjusted while
  // rendering (React's pattern for state that follows a value), not in an effect a frame later.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand">
          <LogoMark />
          <span className="brand-name">{COMPANY.name}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((was) => !was)}
          onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
        >
          <MenuIcon open={menuOpen} />
          <span className="visually-hidden">{texts.header.menu}</span>
        </button>
        <nav id="main-nav" aria-label={texts.header.mainNav} className="main-nav" data-open={menuOpen}>
          <ul className="nav-list" role="list">
            <li>
              {/* / is the home page too (docs/product.md#route-access): there Home points at / so it is marked current. */}
              <NavLink to={pathname === '/' ? '/' : '/home'} className="nav-link">
                {NAV_LABELS.home}
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" className="nav-link">
                {NAV_LABELS.about}
              </NavLink>
            </li>
            <li>
              <Dropdown label={NAV_LABELS.services}>
                {SERVICE_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className="dropdown-item">
                      {NAV_LABELS[link.key]}
                    </NavLink>
                  </li>
                ))}
              </Dropdown>
            </li>
            <li>
              <NavLink to="/majors" className="nav-link">
                {NAV_LABELS.majors}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className="nav-link">
                {NAV_LABELS.contact}
              </NavLink>
            </li>
            <li>
              <AccountMenu />
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
