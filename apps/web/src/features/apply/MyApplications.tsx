import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationSummary } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/session';
import { fetchMyApplications } from './my-applications.api';
import { MY_APPLICATIONS_COPY as COPY, STATUS_LABELS } from './copy';
import './my-applications.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; applications: ApplicationSummary[] };

/** '21 Nov 2026': day first and the month in words, so no one reads 05/06 the wrong way round. */
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The dashboard's list of the signed-in user's applications (issue 6), from GET /applications. */
export function MyApplications() {
  const { token } = useSession();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchMyApplications(token, controller.signal)
      .then(({ applications }) => setState({ kind: 'loaded', applications }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('applications could not be loaded', error);
        setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [token, attempt]);

  // Only on token-guarded pages; without a token there is nothing of one's own to list.
  if (!token) return null;
  return (
    <div className="my-applications">
      <h2>{COPY.heading}</h2>
      {state.kind === 'loading' && <Spinner label={COPY.loading} />}
      {state.kind === 'failed' && (
        <div className="alert alert-error" role="alert">
          <p>{COPY.failed}</p>
          <button type="button" className="btn btn-sm btn-secondary" onClick={retry}>
            {COPY.retry}
          </button>
        </div>
      )}
      {state.kind === 'loaded' && state.applications.length === 0 && (
        <div className="my-applications-empty card">
          <p>{COPY.empty}</p>
          <Link className="btn btn-primary" to="/apply">
            {COPY.start}
          </Link>
        </div>
      )}
      {state.kind === 'loaded' && state.applications.length > 0 && (
        <ul className="my-applications-list" role="list">
          {state.applications.map((application) => (
            <li key={application.id} className="card application-card">
              <div className="application-card-head">
                <span className="application-date">
                  {COPY.submitted} <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
                </span>
                <span className={`status-badge status-${application.status}`}>
                  <span className="visually-hidden">{COPY.status}: </span>
                  {STATUS_LABELS[application.status] ?? application.status}
                </span>
              </div>
              <dl className="application-majors">
                <div>
                  <dt>{COPY.firstChoice}</dt>
                  <dd>{application.majorFirstChoice}</dd>
                </div>
                {application.majorSecondChoice && (
                  <div>
                    <dt>{COPY.secondChoice}</dt>
                    <dd>{application.majorSecondChoice}</dd>
                  </div>
                )}
              </dl>
              <p className="application-files">{COPY.files(application.fileCount)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
