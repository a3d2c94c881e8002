import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_COPY as COPY, QUEUE_COPY } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { exactTime } from './dates';
import { TableScroll } from './TableScroll';

/** /admin/audit, admins only (docs/product.md#back-office-queue-files-exports-and-audit): filters in the URL. */
export function AuditPage() {
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.toString() ? `?${params.toString()}` : '';
  const list = useLoad(['/admin/audit', search, token], (signal) => adminApi.audit(search, token, signal));

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['actor', 'application']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const page = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  const data = list.data;

  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">{COPY.heading}</h1>
      <form key={search} className="queue-filters" role="search" onSubmit={filter}>
        <div className="field">
          <label htmlFor="audit-actor">{COPY.actor}</label>
          <input id="audit-actor" name="actor" defaultValue={params.get('actor') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="audit-application">{COPY.application}</label>
          <input id="audit-application" name="application" defaultValue={params.get('application') ?? ''} />
        </div>
        <div className="queue-filter-actions">
          <button type="submit" className="btn btn-primary btn-sm">
            {COPY.filter}
          </button>
          <Link to="/admin/audit" className="btn btn-secondary btn-sm">
            {COPY.clear}
          </Link>
        </div>
      </form>
      {list.status === 'loading' && <Spinner label={COPY.loading} />}
      {list.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(list.error, COPY.failed)}
        </p>
      )}
      {data && data.data.length === 0 && <p className="card queue-empty">{COPY.empty}</p>}
      {data && data.data.length > 0 && (
        <>
          <TableScroll label={COPY.table}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{COPY.at}</th>
                  <th scope="col">{COPY.who}</th>
                  <th scope="col">{COPY.action}</th>
                  <th scope="col">{COPY.target}</th>
                  <th scope="col">{COPY.ip}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((entry) => (
                  <tr key={entry.requestId + entry.action + entry.target.id}>
                    <td>
                      <time dateTime={entry.at}>{exactTime(entry.at)}</time>
                    </td>
                    <td>{entry.actor ? `${entry.actor.firstname} ${entry.actor.lastname}` : COPY.system}</td>
                    <td>
                      <code>{entry.action}</code>
                    </td>
                    <td>
                      {entry.target.applicationId ? (
                        <Link to={`/admin/applications/${entry.target.applicationId}`}>
                          {entry.target.type} {entry.target.id.slice(0, 8)}
                        </Link>
                      ) : (
                        `${entry.target.type} ${entry.target.id.slice(0, 8)}`
                      )}
                    </td>
                    <td>{entry.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <nav className="pager" aria-label={QUEUE_COPY.page(data.current_page, data.last_page, data.total)}>
            {data.current_page > 1 && <Link to={page(data.current_page - 1)}>{QUEUE_COPY.previous}</Link>}
            <span>{QUEUE_COPY.page(data.current_page, data.last_page, data.total)}</span>
            {data.current_page < data.last_page && <Link to={page(data.current_page + 1)}>{QUEUE_COPY.next}</Link>}
          </nav>
        </>
      )}
    </section>
  );
}
