import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';

/*
 * Route access rules of docs/product.md#route-access. Access is decided once, when the route is entered, not again when
 * the session changes on the page: verify-code and verify-otp store a token and then run their own timed
 * redirect (docs/product.md#verify-code: "after 3 seconds"), and /apply loses its token when the API refuses it and goes to
 * /login after 4 seconds (docs/product.md#apply-submit). A guard that re-checked on every change would cut those flows short.
 * The route table gives each guard a `key` per path so entering another route re-decides.
 */

interface GuardProps {
  children: ReactNode;
}

/** Token-required pages (/dashboard, later /apply): visitors are sent to /login. */
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
