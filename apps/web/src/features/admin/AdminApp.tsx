import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import {
  ADMIN_NAV,
  BACK_OFFICE_SHELL as SHELL,
  OVERVIEW_COPY,
  PAYMENTS_COPY,
  RETENTION_COPY,
  STAFF_SECURITY_COPY,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { ApplicationPage } from './ApplicationPage';
import { ContentScreens } from './content/ContentScreens';
import { AuditPage } from './AuditPage';
import { OverviewPage } from './overview/OverviewPage';
import { PaymentsPage } from './payments/PaymentsPage';
import { QueuePage } from './QueuePage';
import { RetentionPage } from './RetentionPage';
import { SecurityPage } from './SecurityPage';
import { permissionLabel, StaffPage } from './StaffPage';
import { TemplatesPage } from './TemplatesPage';
import './admin.css';

/** Whether the account reads the overview: admins, and staff holding `manager` (the API checks the same). */
const readsOverview = (user: { role?: string; permissions?: readonly string[] } | null | undefined) =>
  user?.role === 'admin' || (user?.permissions ?? []).includes('manager');

/**
 * The back office's own frame, as staff tools have (docs/product.md#back-office-screens): no marketing header or
 * footer, a side navigation (Content for every staff member; Staff, Audit, Templates and Retention for admins only) that folds behind a Menu button on a
 * phone, the signed-in member with their role and permissions, the way back to the public site, and Log out.
 */
function AdminLayout({ onLogout }: { onLogout: () => void }) {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const { pathname } = useLocation();
  // Open on the page where Menu was pressed: a link followed on a phone closes it, as leaving the page would.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <div className="bo-shell">
      <header className="bo-side">
        <div className="bo-brand">
          <Link to="/admin" className="bo-home">
            {SHELL.home}
          </Link>
          <span className="bo-site">{SHELL.site}</span>
          <button
            type="button"
            className="btn btn-sm btn-secondary bo-menu"
            aria-expanded={open}
            aria-controls="bo-nav"
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {SHELL.menu}
          </button>
        </div>
        <div id="bo-nav" className={open ? 'bo-nav-wrap is-open' : 'bo-nav-wrap'}>
          <nav className="admin-nav" aria-label={ADMIN_NAV.label}>
            <ul role="list">
              <li>
                <NavLink to="/admin" end>
                  {ADMIN_NAV.queue}
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/payments">{PAYMENTS_COPY.nav}</NavLink>
              </li>
              <li>
                <NavLink to="/admin/content">{ADMIN_NAV.content}</NavLink>
              </li>
              {readsOverview(user) && (
                <li>
                  <NavLink to="/admin/overview">{OVERVIEW_COPY.nav}</NavLink>
                </li>
              )}
              {isAdmin && (
                <>
                  <li>
                    <NavLink to="/admin/staff">{ADMIN_NAV.staff}</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/audit">{ADMIN_NAV.audit}</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/templates">{ADMIN_NAV.templates}</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/retention">{RETENTION_COPY.nav}</NavLink>
                  </li>
                </>
              )}
            </ul>
          </nav>
          {user && (
            <div className="bo-member">
              <p>
                <span className="bo-member-label">{SHELL.signedInAs}</span>{' '}
                <strong>
                  {user.firstname} {user.lastname}
                </strong>{' '}
                <span className="bo-role">
                  {[
                    isAdmin ? SHELL.roles.admin : SHELL.roles.staff,
                    ...(user.permissions ?? []).map(permissionLabel),
                  ].join(' · ')}
                </span>
              </p>
              <NavLink to="/admin/security" className="link">
                {STAFF_SECURITY_COPY.link}
              </NavLink>
              <a href="/" className="link">
                {SHELL.viewSite}
              </a>
              <button type="button" className="btn btn-sm btn-secondary" onClick={onLogout}>
                {SHELL.logout}
              </button>
            </div>
          )}
        </div>
      </header>
      <div className="bo-main admin">
        <Outlet />
      </div>
    </div>
  );
}

/** Admin-only pages: staff members get the 404 page (the API refuses them too, 403). */
function AdminOnly({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { user } = useSession();
  return user?.role === 'admin' ? children : notFound;
}

/** The overview: admins and managers; other staff get the 404 page (the API refuses them too, 403). */
function ManagerOnly({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { user } = useSession();
  return readsOverview(user) ? children : notFound;
}

/**
 * Everything under /admin (docs/product.md#back-office-screens), one lazy chunk the public pages never load.
 * The route table's guard has let only staff and admins in; `notFound` is the site's 404 page, `onLogout` the
 * site's (passed in, so this chunk imports nothing more from the entry).
 */
export function AdminApp({ notFound = null, onLogout }: { notFound?: ReactNode; onLogout: () => void }) {
  return (
    <Routes>
      <Route element={<AdminLayout onLogout={onLogout} />}>
        <Route index element={<QueuePage />} />
        <Route path="applications/:id" element={<ApplicationPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route
          path="overview"
          element={
            <ManagerOnly notFound={notFound}>
              <OverviewPage />
            </ManagerOnly>
          }
        />
        <Route path="content/*" element={<ContentScreens notFound={notFound} />} />
        <Route path="security" element={<SecurityPage />} />
        <Route
          path="staff"
          element={
            <AdminOnly notFound={notFound}>
              <StaffPage />
            </AdminOnly>
          }
        />
        <Route
          path="audit"
          element={
            <AdminOnly notFound={notFound}>
              <AuditPage />
            </AdminOnly>
          }
        />
        <Route
          path="templates"
          element={
            <AdminOnly notFound={notFound}>
              <TemplatesPage />
            </AdminOnly>
          }
        />
        <Route
          path="retention"
          element={
            <AdminOnly notFound={notFound}>
              <RetentionPage />
            </AdminOnly>
          }
        />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
