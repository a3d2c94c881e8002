import { SITE_TEXTS } from '@studychina/contracts';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { useLocale, useText } from '../lib/i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import './layout.css';

/**
 * Shared header and footer around every page (docs/product.md#header); lazy pages show a spinner while they load.
 * The back office (/admin) has a frame of its own instead (features/admin/AdminApp.tsx).
 */
export function Layout() {
  const { pathname } = useLocation();
  const backOffice = pathname === '/admin' || pathname.startsWith('/admin/');
  const { locale } = useLocale();
  const texts = useText(SITE_TEXTS);
  // A new page starts at its top, as a full page load would.
  // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // Each page's own title (docs/product.md#page-titles); announced after a navigation, not on the first load
  // (the screen reader reads the loaded page itself). Lazy: the page list is not part of home's first download.
  const announcer = useRef<HTMLParagraphElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const region = first.current ? null : announcer.current;
    first.current = false;
    void import('./page-title').then(({ showPageTitle }) => showPageTitle(pathname, region, locale));
  }, [pathname, locale]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {!backOffice && <Header />}
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner label={texts.header.loadingPage} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {!backOffice && <Footer />}
      <p ref={announcer} className="visually-hidden" aria-live="polite" />
    </>
  );
}
