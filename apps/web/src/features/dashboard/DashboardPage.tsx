import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DASHBOARD, DASHBOARD_SIDEBAR, STUDENT_PAGES } from '@studychina/contracts';
import { hasCode } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { fetchMe } from './dashboard.api';
import './dashboard.css';
import { useText } from '../../lib/i18n';
import { DataRightsPanel } from './DataRightsPanel';
import { DeleteAccountPanel } from './DeleteAccountPanel';
import { AlertsPanel } from './AlertsPanel';

interface DashboardPageProps {
  /** The person's applications (features/apply), in the element with id "applications", which Users links to. */
  applications?: ReactNode;
  /** The saved programmes (features/catalogue), in the element with id "shortlist". */
  shortlist?: ReactNode;
  /** The student's invoices (features/invoices), in the element with id "invoices". */
  invoices?: ReactNode;
  /** The site's logout (lib/logout.ts, passed in by app/routes.tsx), the same as the header's. */
  onLogout(): void;
}

/**
 * docs/product.md#dashboard: sidebar, greeting and the person's applications. No dead controls: the sidebar's
 * Logout logs out like the header's, and the specification's placeholders that did nothing (Settings, the
 * Analytics cards) are gone.
 */
export function DashboardPage({ applications, shortlist, invoices, onLogout }: DashboardPageProps) {
  const dashboard = useText(DASHBOARD);
  const dashboardSidebar = useText(DASHBOARD_SIDEBAR);
  const navLabel = useText(STUDENT_PAGES).dashboardNav;
  const { user, token, setUser } = useSession();
  const navigate = useNavigate();

  // Refresh the stored user; a token the server no longer accepts (expired, revoked by a reset) ends the session.
  useLoad(token ? ['/me', token] : null, async (signal) => {
    try {
      const { user: fresh } = await fetchMe(token, signal);
      // A logout meanwhile (the sidebar's, or another tab's) aborted this load: its answer must not sign back in.
      if (!signal.aborted) setUser(fresh);
    } catch (error) {
      // lib/api.ts has ended the session; the page says why and leaves.
      if (hasCode(error, 'UNAUTHENTICATED')) {
        toast.error(error.message); // the API answered in the site's language
        navigate('/login', { replace: true });
      }
      throw error;
    }
  });

  return (
    <div className="container dashboard">
      <aside className="dashboard-sidebar">
        <nav aria-label={navLabel}>
          <ul role="list">
            <li>
              <Link to="/">{dashboardSidebar.home}</Link>
            </li>
            <li>
              <a href="#applications">{dashboardSidebar.users}</a>
            </li>
            <li>
              <button type="button" onClick={onLogout}>
                {dashboardSidebar.logout}
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="dashboard-main">
        <h1>
          {dashboard.welcome}
          {user?.firstname ? `, ${user.firstname}` : ''}
        </h1>
        {invoices}
        {shortlist}
        <section id="applications" className="dashboard-applications" aria-label={dashboardSidebar.users}>
          {applications}
        </section>
        <AlertsPanel />
        <DataRightsPanel />
        <DeleteAccountPanel signOut={onLogout} />
      </div>
    </div>
  );
}
