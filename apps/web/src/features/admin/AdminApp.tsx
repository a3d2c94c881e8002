import type { ReactNode } from 'react';
import { NavLink, Outlet, Route, Routes } from 'react-router-dom';
import { ADMIN_NAV } from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { ApplicationPage } from './ApplicationPage';
import { AuditPage } from './AuditPage';
import { QueuePage } from './QueuePage';
import { StaffPage } from './StaffPage';
import { TemplatesPage } from './TemplatesPage';
import './admin.css';

/** The back office's frame: its own navigation (Staff, Audit and Templates for admins only) above each page. */
function AdminLayout() {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  return (
    <div className="admin container">
      <nav className="admin-nav" aria-label={ADMIN_NAV.label}>
        <ul role="list">
          <li>
            <NavLink to="/admin" end>
              {ADMIN_NAV.queue}
            </NavLink>
          </li>
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
            </>
          )}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

/** Admin-only pages: staff members get the 404 page (the API refuses them too, 403). */
function AdminOnly({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { user } = useSession();
  return user?.role === 'admin' ? children : notFound;
}

/**
 * Everything under /admin (docs/product.md#back-office-screens), one lazy chunk the public pages never load.
 * The route table's guard has let only staff and admins in; `notFound` is the site's 404 page.
 */
export function AdminApp({ notFound = null }: { notFound?: ReactNode }) {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<QueuePage />} />
        <Route path="applications/:id" element={<ApplicationPage />} />
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
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
