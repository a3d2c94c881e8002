import { Link } from 'react-router-dom';
import { RETENTION_COPY as COPY, STAFF_STATUS_LABELS, formatBytes } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { exactDay, exactTime } from './dates';
import { TableScroll } from './TableScroll';

/**
 * /admin/retention, admins only (docs/decisions/0144-retention-of-closed-applications.md): what the next nightly run
 * erases, so an admin sees it before it happens. Read only: the job runs on its own.
 */
export function RetentionPage() {
  const { token } = useSession();
  const load = useLoad(['/admin/retention', token], (signal) => adminApi.retention(token, signal));
  const data = load.data?.data;

  return (
    <section className="admin-page" aria-labelledby="retention-title">
      <h1 id="retention-title">{COPY.heading}</h1>
      {load.status === 'loading' && <Spinner label={COPY.loading} />}
      {load.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(load.error, COPY.failed)}
        </p>
      )}
      {data && (
        <>
          <p className="muted">{COPY.intro(data.retentionMonths)}</p>
          <dl className="card">
            <dt>{COPY.nextRun}</dt>
            <dd>
              <time dateTime={data.nextRunAt}>{exactTime(data.nextRunAt)}</time>
            </dd>
            <dt>{COPY.closedBefore}</dt>
            <dd>
              <time dateTime={data.closedBefore}>{exactTime(data.closedBefore)}</time>
            </dd>
          </dl>
          {data.totals.applications === 0 ? (
            <p className="card queue-empty">{COPY.nothing}</p>
          ) : (
            <>
              <p>
                <strong>
                  {COPY.totals(
                    data.totals.applications,
                    data.totals.files + data.totals.originals,
                    formatBytes(data.totals.bytes),
                  )}
                </strong>
              </p>
              {data.applications.length < data.totals.applications && (
                <p className="muted">{COPY.more(data.applications.length, data.totals.applications)}</p>
              )}
              <TableScroll label={COPY.table}>
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{COPY.columns.application}</th>
                      <th scope="col">{COPY.columns.status}</th>
                      <th scope="col">{COPY.columns.closedAt}</th>
                      <th scope="col">{COPY.columns.files}</th>
                      <th scope="col">{COPY.columns.size}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.applications.map((application) => (
                      <tr key={application.id}>
                        <td>
                          <Link to={`/admin/applications/${application.id}`}>{application.id.slice(0, 8)}</Link>
                        </td>
                        <td>{STAFF_STATUS_LABELS[application.status]}</td>
                        <td>
                          <time dateTime={application.closedAt}>{exactDay(application.closedAt)}</time>
                        </td>
                        <td>{application.files + application.originals}</td>
                        <td>{formatBytes(application.bytes)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </>
          )}
        </>
      )}
    </section>
  );
}
