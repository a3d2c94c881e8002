import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { opensBackOffice } from '@studychina/contracts';
import { useSession } from '../lib/session';

/*
 * Route access (docs/product.md#route-access), decided once on entry: docs/decisions/0014-route-access-decided-on-entry.md.
 * The route table gives each guard a `key` per path so entering another route re-decides.
 */

interface GuardProps {
  children: ReactNode;
}

/** Token-required pages (/dashboard, /apply): visitors are sent to /login. */
export function RequireToken({ children }: GuardProps) {
  const { token } = useSession();
  const location = useLocation();
  const [allowed] = useState(() => Boolean(token));
  // `from` lets a login page send the person back where they were heading, if it wants to.
  if (!allowed) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** Visitors-only pages (/login, /verify-code, /verify-otp): token holders are sent to /. */
export function VisitorsOnly({ children }: GuardProps) {
  const { token } = useSession();
  const [allowed] = useState(() => !token);
  if (!allowed) return <Navigate to="/" replace />;
  return children;
}

/**
 * The back office (/admin, docs/product.md#back-office-screens): visitors go to /login like any token page;
 * a signed-in student sees the 404 page (`notFound`), as if the back office did not exist. The API refuses
 * students anyway (403): this only keeps them from a screen full of refusals.
 */
export function RequireStaff({ children, notFound }: GuardProps & { notFound: ReactNode }) {
  const { token, user } = useSession();
  const location = useLocation();
  const [decision] = useState(() => (!token ? 'login' : opensBackOffice(user?.role) ? 'allowed' : 'not-found'));
  if (decision === 'login')
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (decision === 'not-found') return notFound;
  return children;
}
