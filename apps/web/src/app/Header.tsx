import { SITE_TEXTS } from '@studychina/contracts';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Dropdown } from '../components/Dropdown';
import { LogoMark, MenuIcon } from '../components/icons';
import { COMPANY } from '../lib/company';
import { useText } from '../lib/i18n';
import { SERVICE_LINKS } from '../lib/nav';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';

/** Whether the browser opens popovers itself (Chrome 114, Safari 17, Firefox 125 and later). */
const browserOpensPopovers = () => typeof HTMLElement.prototype.togglePopover === 'function';
const nothingToWatch = () => () => {};

/**
 * docs/product.md#header: logo to /, desktop navigation, a collapsible menu on small screens. The menu is a
 * popover that the menu button opens by itself (`popovertarget`), so a tap works from the first paint, before
 * the app has started (~6 s on a slow line) and without JavaScript; the browser also closes it on Escape or a
 * tap outside and tells screen readers whether it is open. Once the app runs it follows the popover (the
 * icon, aria-expanded) and closes it after a move to another page. A browser without popovers gets the
 * app's own toggle, as before (docs/decisions/0104-french-from-the-first-response.md).
 */
export function Header() {
  // null while hydrating (the pre-rendered HTML knows nothing of the browser), then whether the app must
  // run the menu itself.
  const ownToggle = useSyncExternalStore(
    nothingToWatch,
    () => !browserOpensPopovers(),
    () => null,
  );
  const [ownOpen, setOwnOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const followPopover = useCallback((onChange: () => void) => {
    const element = nav.current;
    element?.addEventListener('toggle', onChange);
    return () => element?.removeEventListener('toggle', onChange);
  }, []);
  const popoverOpen = useSyncExternalStore(
    followPopover,
    () => browserOpensPopovers() && Boolean(nav.current?.matches(':popover-open')),
    () => false,
  );
  const menuOpen = ownToggle ? ownOpen : popoverOpen;
  const texts = useText(SITE_TEXTS);
  const NAV_LABELS = texts.nav;
  const { pathname } = useLocation();
  // The mobile menu covers the page: close it once the visitor has chosen where to go. Adjusted while
  // rendering (React's pattern for state that follows a value), not in an effect a frame later.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOwnOpen(false);
  }
  // The browser's popover does not know about the app's moves between pages.
  useEffect(() => {
    if (ownToggle === false && nav.current?.matches(':popover-open')) nav.current.hidePopover();
  }, [pathname, ownToggle]);

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
          popoverTarget="main-nav"
          // Before the app starts the browser states it from the popover; an explicit value would go stale.
          aria-expanded={ownToggle === null ? undefined : menuOpen}
          aria-controls="main-nav"
          onClick={() => ownToggle && setOwnOpen((was) => !was)}
          onKeyDown={(event) => ownToggle && event.key === 'Escape' && setOwnOpen(false)}
        >
          <MenuIcon open={menuOpen} />
          <span className="visually-hidden">{texts.header.menu}</span>
        </button>
        <nav
          ref={nav}
          id="main-nav"
          aria-label={texts.header.mainNav}
          className="main-nav"
          popover="auto"
          data-open={ownToggle ? ownOpen : undefined}
        >
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
              <NavLink to="/programmes" className="nav-link">
                {NAV_LABELS.programmes}
              </NavLink>
            </li>
            <li>
              <NavLink to="/scholarships" className="nav-link">
                {NAV_LABELS.scholarships}
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
